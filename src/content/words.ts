import { siteNumber } from '../lib/siteNumber.ts'

/**
 * The site's own words: what its pages say around your content (headings, buttons, links, and what a
 * screen reader hears). They are in the language of SITE_LANGUAGE (owner.ts); a site in another
 * language says them in it here. A phrase with a number or a name in it is a function of them, so
 * that each language words it, and its plural, its own way; a count is written with `siteNumber`,
 * which groups its digits as the site's language does ("1,204"). The build cuts the fonts to the
 * characters written here and in your content (docs/content.md, "Your language").
 */
export const words = {
  /** The top bar and what every page may show. */
  site: {
    skipToContent: 'Skip to content',
    /** The top bar's list of links to the home page's sections, as a screen reader names it. */
    sections: 'Sections',
    /** The link of your name in the top bar, as a screen reader names it. */
    home: (name: string) => `${name}, home`,
    /** After a link that opens in a new tab, heard and not seen. */
    newTab: '(opens in a new tab)',
    pauseMotion: 'Pause motion',
    resumeMotion: 'Resume motion',
    /** The title of an address the site does not have, before it goes to the home page. */
    pageNotFound: 'Page not found',
    /** The message in place of a page whose content could not be had (offline). */
    unavailable: 'This page could not be loaded.',
    unavailableDetail: 'Its content did not arrive: the connection may be down.',
    tryAgain: 'Try again',
    /** The marks `npm run dev` puts on a draft and on an entry dated after today. */
    draft: 'Draft · not built',
    scheduled: 'Scheduled · not built yet',
  },
  /** The home page. */
  home: {
    /** The typed heading at the top. */
    heading: 'WHOAMI',
    exploreMore: 'Explore More',
    /** Each section's heading, by its id (the top bar's names are in navigation.ts). */
    sections: {
      about: 'About',
      experience: 'Experience',
      skills: 'Skills',
      certifications: 'Certifications',
      projects: 'Projects',
      experiences: 'My Journey',
      contact: 'Contact',
    },
    leadership: 'Leadership',
    /** The name of a project card's list of technologies. */
    techStackOf: (project: string) => `${project} tech stack`,
    /** The link under My Journey's cards to the list of every article. */
    allArticles: (count: number) => `All ${siteNumber(count)} articles`,
    /** The small line above your name on the home page's link preview. */
    previewEyebrow: 'Portfolio',
  },
  /** My Journey: the list of every article, a category's page and an article. */
  journey: {
    /** The journal's name, as its page and its links call it. */
    name: 'My Journey',
    /** The journal's page described for search engines; `journal` is `profile.journal`. */
    description: (owner: string, journal: string) => `Every article of My Journey, ${owner}’s ${journal}.`,
    /** The text of its link preview. */
    previewText: (owner: string) => `Every article, by ${owner}`,
    backToHome: 'Back to home',
    backToJourney: 'Back to My Journey',
    /** The line under the list's heading, and under a category's (`category` true). */
    listed: (count: number, category = false) =>
      count === 0 ? 'No articles yet.' : `${category ? 'Category · ' : ''}${siteNumber(count)} ${count === 1 ? 'article' : 'articles'}, oldest first, by year`,
    /** A category's page described for search engines, and its link preview's text. */
    categoryDescription: (category: string, count: number, owner: string, journal: string) =>
      `${category}: ${siteNumber(count)} ${count === 1 ? 'article' : 'articles'} of My Journey, ${owner}’s ${journal}.`,
    categoryPreviewText: (count: number, owner: string) => `${siteNumber(count)} ${count === 1 ? 'article' : 'articles'} by ${owner}`,
    categoryEyebrow: 'My Journey · Category',
    /** Before a category's name, heard and not seen: "Category: Hackathon". */
    category: 'Category:',
    everyArticle: 'Every article',
    /** The heading of the articles without a `published` date, last in the list. */
    undated: 'Undated',
    publishedOn: (date: string) => `Published on ${date}`,
    readingTime: (minutes: number) => `${siteNumber(minutes)} min read`,
    role: 'Role',
    location: 'Location',
    links: 'Links',
    video: (title: string) => `Video: ${title}`,
    watchOnYouTube: 'Watch the video on YouTube',
    loadingVideo: 'Loading video',
    gallery: 'Gallery',
    related: 'Related articles',
    /** The links to the articles before and after, and their list's name. */
    previous: 'Previous',
    next: 'Next',
    neighbours: 'Previous and next articles',
    notFound: 'Experience not found.',
    notFoundLink: 'Go Back Home',
    categoryNotFound: 'Category not found.',
  },
  /** The search box on My Journey's page. */
  search: {
    label: 'Search articles and projects',
    /** What a screen reader hears once a search has run; `shown` is fewer than `total` when only the best are listed. */
    found: (query: string, total: number, shown: number) =>
      `${total === 0 ? 'No results' : `${siteNumber(total)} ${total === 1 ? 'result' : 'results'}`} for “${query}”${total > shown ? `, the best ${siteNumber(shown)} shown` : ''}`,
    results: (query: string) => `Results for “${query}”`,
    failed: 'Search could not load. Check the connection and type again.',
  },
  /** What the build writes into the text of an article or a project, for a screen reader. */
  text: {
    /** The heading of the footnotes, and the links back from each. */
    notes: 'Notes',
    back: 'Back',
    backToNote: (note: number, call: number) => `Back to the text at note ${note}${call > 1 ? ` (call ${call})` : ''}`,
    /** Before an item of a task list, ticked or not. */
    done: 'Done:',
    toDo: 'To do:',
    /** A code block, by the name of its language when it says one. */
    code: (language?: string) => (language === undefined ? 'Code' : `${language} code`),
    table: 'Table',
  },
  /** A project's page. */
  project: {
    backToProjects: 'Back to Projects',
    github: 'GitHub',
    liveDemo: 'Live Demo',
    screenshots: 'Screenshots',
    techStack: 'Tech stack',
    details: 'Details',
    /** The small line above its title on its link preview. */
    previewEyebrow: 'Project',
    notFound: 'Project not found.',
    notFoundLink: 'Go Home',
  },
  /** A certificate's page. */
  certificate: {
    backToCertifications: 'Back to Certifications',
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
    /** The page described for search engines. */
    description: (title: string, issuer: string, owner: string) => `${title}, a certificate issued by ${issuer} to ${owner}.`,
    previewEyebrow: 'Certificate',
    notFound: 'Certificate Not Found',
    /** Its not-found view's link where the home page has no Certifications section. */
    goHome: 'Go Home',
  },
}

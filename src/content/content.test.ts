import { describe, expect, it } from 'vitest'
import { isDemoOwner } from '../lib/demoContent'
import { certificates } from './certificates'
import { journey } from './journey'
import { navigation } from './navigation'
import { OWNER_NAME } from './owner'
import { profile } from './profile'
import { projects } from './projects'
import { words } from './words'

// What the spec asks of the demo content, checked while it is the demo's (src/lib/demoContent.ts):
// once the owner's name is theirs, so is the content, and these stand aside. What any content must
// satisfy (texts present, ids unique, links well formed, pictures on disk with alt text, video URLs
// usable) is the build's check, tested in src/lib/contentProblems.test.ts.
describe.runIf(isDemoOwner(OWNER_NAME))('the demo content (checked while src/content/owner.ts names the demo’s owner)', () => {
  it('has the profile the spec describes', () => {
    expect(profile.leadership).toHaveLength(3)
    expect(profile.experience.map((e) => e.duration)).toEqual(['1 year', '1 year'])
    expect(profile.skills).toEqual([
      'Leadership', 'Problem Solving', 'Artificial Intelligence', 'AI Prompting',
      'Graphic Design', 'Public Speaking', 'Effective Communication',
    ])
    expect(profile.socials.map((s) => s.network)).toEqual(['github', 'linkedin', 'instagram', 'x'])
    expect(profile.taglines).toEqual([
      'AI Enthusiast & Digital Innovator', 'Aspiring Entrepreneur', 'AI Prompt Engineer', 'Vibe Coder',
      'Tech Enthusiast', 'Constant Learner', 'Jack of All Trades', 'Think Outside the Box',
    ])
  })

  it('has the seven navigation items in order', () => {
    expect(navigation.map((n) => [n.name, n.sectionId])).toEqual([
      ['About', 'about'], ['Experience', 'experience'], ['Skills', 'skills'], ['Certifications', 'certifications'],
      ['Projects', 'projects'], ['Journey', 'experiences'], ['Contact', 'contact'],
    ])
  })

  it('has project 1 with links, screenshots and a stack', () => {
    const project = projects.find((each) => each.id === '1')
    expect(project?.githubUrl).toBeDefined()
    expect(project?.liveUrl).toBeDefined()
    expect(project?.images.length).toBeGreaterThanOrEqual(3)
    expect(project?.techStack.length).toBeGreaterThan(0)
  })

  it('has the four journey entries with their categories in order', () => {
    expect(journey.map((j) => j.id)).toEqual(['1', '2', '3', '4'])
    expect(journey.map((j) => j.category)).toEqual(['Bootcamp', 'Hackathon', 'Hackathon', 'Facilitation'])
    for (const entry of journey) {
      expect(entry.body.match(/<p>/g)?.length, entry.id).toBeGreaterThan(1)
      expect(entry.images.length, entry.id).toBeGreaterThanOrEqual(3)
    }
  })

  it('has a video in at least one journey entry', () => {
    expect(journey.some((j) => j.videoUrl !== undefined)).toBe(true)
  })

  it('has exactly the four certificate ids and the two issuers', () => {
    expect(certificates.map((c) => c.id)).toEqual(['cybersecurity', 'AI', 'YoungProfessional', 'GenAi'])
    expect(new Set(certificates.map((c) => c.issuedBy)).size).toBe(2)
  })

  it('says what the spec has the pages say', () => {
    expect(words.home).toMatchObject({ heading: 'WHOAMI', exploreMore: 'Explore More' })
    expect(Object.values(words.home.sections)).toEqual(['About', 'Experience', 'Skills', 'Certifications', 'Projects', 'My Journey', 'Contact'])
    expect(words.journey).toMatchObject({ name: 'My Journey', gallery: 'Gallery', notFound: 'Experience not found.', notFoundLink: 'Go Back Home' })
    expect(words.journey.publishedOn('March 2025')).toBe('Published on March 2025')
    expect(words.project).toMatchObject({ github: 'GitHub', liveDemo: 'Live Demo', notFound: 'Project not found.', notFoundLink: 'Go Home' })
    expect(words.certificate).toMatchObject({ notFound: 'Certificate Not Found', backToCertifications: 'Back to Certifications' })
  })

})

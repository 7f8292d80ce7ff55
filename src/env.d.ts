interface ImportMetaEnv {
  /** The public origin, defined by vite.config.ts from the SITE_URL setting. */
  readonly SITE_URL: string
}

/** A picture file of the content, read and processed by the build (scripts/pictures.ts). */
declare module '*?picture' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative one
  const file: import('./content/types').PictureFile
  export default file
}

/** The journey articles, from their Markdown files (scripts/markdownEntries.ts). */
declare module 'virtual:journey' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative one
  export const journey: readonly import('./content/types').JourneyEntry[]
}

/** The projects, from their Markdown files (scripts/markdownEntries.ts). */
declare module 'virtual:projects' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative one
  export const projects: readonly import('./content/types').Project[]
}

/** The system faces that stand in for the site's fonts until they arrive (scripts/fallbackFaces.ts). */
declare module 'virtual:fallback-faces.css' {}

interface ImportMetaEnv {
  /** The public origin, defined by vite.config.ts from the SITE_URL setting. */
  readonly SITE_URL: string
}

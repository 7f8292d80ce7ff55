import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The checks of what the owner of tests/owner wrote, run in their site's copy (run.mjs) after its
 * build, served as the end-to-end suite serves it. One worker: a test builds the copy again with a
 * broken article, and another starts its dev server.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'owner-site.spec.ts',
  workers: 1,
  // These checks know the content they test (makeOwnerSite.mjs); the end-to-end suite's facts are not needed.
  globalSetup: undefined,
  projects: base.projects?.filter((project) => project.name === 'chromium'),
})

import { defineConfig } from 'vitest/config'

/** The engine suites: the built site in Firefox and in WebKitGTK, one browser at a time. */
export default defineConfig({
  test: {
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['tests/engines/serveSite.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})

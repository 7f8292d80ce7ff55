import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, requireChromium } from './scripts/browser.mjs'

const PORT = Number(process.env.PORT ?? 4173)
const GPU_SPECS = /(background|budgets|long-session)\.spec\.ts/
const NO_WEBGL_ARGS = ['--disable-gpu', '--disable-software-rasterizer']
const executablePath = await requireChromium()

export default defineConfig({
  testDir: 'tests/e2e',
  // The content's routes, headings and titles, which the specs read (tests/contentFacts.ts).
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Waits are for loading, never claims on time (those are `npm run bench`'s). Two browsers share
  // two cores here, one of them drawing WebGL in software: a page's first lazy chunk, Pagefind's
  // index or a shader can take longer than Playwright's usual 5 s to arrive.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: `http://localhost:${PORT}`,
    // A trace records a snapshot of the page at every action and a screencast: Tab-order checks run
    // 40 % faster without one. CI's machine is gone once it reports, so it keeps none; here, a failed
    // test keeps its trace for `npx playwright show-trace`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // Without a GPU, WebGL runs in software (SwiftShader) and the full-screen rain would take a whole
    // core from every test. The GPU rain has its own project; every other spec meets the page as a
    // browser without WebGL does (no GPU and no software stand-in: no WebGL in the page nor in a
    // worker, where the rain draws; `--disable-webgl` would leave workers theirs), with the 2D rain.
    {
      name: 'chromium',
      testIgnore: GPU_SPECS,
      use: { launchOptions: { executablePath, args: [...CHROMIUM_ARGS, ...NO_WEBGL_ARGS] } },
    },
    { name: 'webgl', testMatch: GPU_SPECS, use: { launchOptions: { executablePath, args: CHROMIUM_ARGS } } },
  ],
  webServer: {
    command: 'npm run serve',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})

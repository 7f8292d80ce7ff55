import type { ChildProcess } from 'node:child_process'
import { execFileSync, spawn } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from './fixtures'

type Variant = {
  /** A folder name under node_modules/.cache for this build. */
  name: string
  port: number
  /** Settings of the build (BASE_PATH, CONTENT_SAMPLE…). */
  env: Record<string, string>
}

/**
 * The site built with other settings than `dist/`'s, served on its own port the way `npm run serve`
 * serves `dist/`, for the specs of one file: built before its first test, stopped after its last.
 * Under a BASE_PATH the site sits in that folder, and its 404.html is also the host's, as on GitHub Pages.
 */
/**
 * Builds the site with these settings into node_modules/.cache/<name>/ (under BASE_PATH's folder
 * when there is one) and gives the folder of its files. A sample's photos are made and encoded on
 * the first build of a machine; later builds reuse them.
 */
function buildSiteVariant({ name, env }: Omit<Variant, 'port'>): string {
  const root = resolve('node_modules/.cache', name)
  const basePath = env.BASE_PATH ?? '/'
  rmSync(root, { recursive: true, force: true })
  // Its errors, should it fail, in the error's message.
  execFileSync('node', ['scripts/build.mjs', '--out-dir', join(root, basePath)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  if (basePath !== '/') copyFileSync(join(root, basePath, '404.html'), join(root, '404.html'))
  return join(root, basePath)
}

export function serveSiteVariant({ name, port, env }: Variant) {
  const root = resolve('node_modules/.cache', name)
  const basePath = env.BASE_PATH ?? '/'
  let server: ChildProcess | undefined

  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: `http://localhost:${port}` })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    buildSiteVariant({ name, env })
    server = spawn('node_modules/.bin/serve', [root, '--config', resolve('serve.json'), '--listen', String(port), '--no-clipboard', '--no-port-switching'], {
      stdio: 'ignore',
    })
    // Ready once it answers; a failed start ends the wait through the test's own time limit.
    await expect.poll(async () => fetch(`http://localhost:${port}${basePath}`).then((r) => r.status, () => 0)).toBe(200)
  })

  test.afterAll(() => {
    server?.kill()
  })
}

import type { ChildProcess } from 'node:child_process'
import { execFile, spawn } from 'node:child_process'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { lock } from 'proper-lockfile'
import { test } from './fixtures'

type Variant = {
  /** A folder name under node_modules/.cache for this build. */
  name: string
  port: number
  /** Settings of the build (BASE_PATH, CONTENT_SAMPLE…). */
  env: Record<string, string>
}

/** What the variants' builds take turns on: a lock that a build ended without letting go of goes stale. */
const BUILDS_LOCK = resolve('node_modules/.cache/site-variants')

/**
 * Builds the site with these settings into `root` (under BASE_PATH's folder when there is one), one
 * variant at a time across the workers. A sample's photos are made and encoded on the first build of
 * a machine (about 16 CPU minutes on 2 cores), and later builds read them from the cache: two builds
 * at once would encode the same photos twice, each at half the speed.
 */
async function buildSiteVariant(root: string, env: Variant['env']): Promise<void> {
  const basePath = env.BASE_PATH ?? '/'
  await mkdir(BUILDS_LOCK, { recursive: true })
  const release = await lock(BUILDS_LOCK, { stale: 60_000, retries: { forever: true, minTimeout: 500, maxTimeout: 2000 } })
  try {
    await rm(root, { recursive: true, force: true })
    // Awaited, not run synchronously, so that the hook's time limit can end a build that hangs; its
    // errors, should it fail, are in the error's message.
    await promisify(execFile)('node', ['scripts/build.mjs', '--out-dir', join(root, basePath)], { env: { ...process.env, ...env }, maxBuffer: 16 * 2 ** 20 })
    if (basePath !== '/') await copyFile(join(root, basePath, '404.html'), join(root, '404.html'))
  } finally {
    await release()
  }
}

/** The address serve says it accepts connections at, once it does. */
function listeningAt(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      const address = /Accepting connections at (\S+)/.exec(said)?.[1]
      if (address) resolve(address)
    })
    server.on('exit', (code) => reject(new Error(`serve ended (${code}) before it listened: ${said}`)))
  })
}

/**
 * The site built with other settings than `dist/`'s, served on its own port the way `npm run serve`
 * serves `dist/`, for the specs of one file: built before its first test, stopped after its last.
 * Under a BASE_PATH the site sits in that folder, and its 404.html is also the host's, as on GitHub Pages.
 */
export function serveSiteVariant({ name, port, env }: Variant) {
  const root = resolve('node_modules/.cache', name)
  let server: ChildProcess | undefined

  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: `http://localhost:${port}` })

  test.beforeAll(async () => {
    // A first build on a machine encodes the sample's photos: ten minutes on an idle 2-core machine,
    // more beside the other worker's tests, and another variant's build may come first.
    test.setTimeout(1_800_000)
    await buildSiteVariant(root, env)
    server = spawn('node_modules/.bin/serve', [root, '--config', resolve('serve.json'), '--listen', String(port), '--no-clipboard', '--no-request-logging'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const address = await listeningAt(server)
    // serve moves to a free port when its own is taken, whatever --no-port-switching says.
    if (!address.endsWith(`:${port}`)) throw new Error(`port ${port} is taken, so serve listens at ${address}: stop what holds ${port}`)
  })

  test.afterAll(() => {
    server?.kill()
  })
}

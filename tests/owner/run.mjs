// `npm run test:owner`: the typecheck, the unit suite, the build, the Chromium end-to-end suite and
// the WebGL project's (the rain, in the owner's letters; the budgets; the long visit) run on a copy of the
// site made someone else's (makeOwnerSite.mjs), unchanged, then the checks of what that owner
// wrote (owner-site.spec.ts): the suites follow the content, so they must pass on it as on the demo.
// Then the same suites on the copy cleared of the demo before its owner's first entry
// (makeClearedSite): no article, project, certificate, job, skill or social link.
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeClearedSite, makeOwnerSite } from './makeOwnerSite.mjs'

/**
 * Makes a site with `make` in the system's temporary folder and runs `steps` in it, serving it on
 * `port`, its own so that it never meets the demo's server on 4173 nor the other copy's.
 * @param {string} name @param {string} port @param {(repo: string, site: string) => Promise<void>} make
 * @param {readonly (readonly [title: string, command: string, args: string[]])[]} steps
 */
async function runOn(name, port, make, steps) {
  const site = join(tmpdir(), `portfolio-${name}`)
  console.log(`── ${name}: made in ${site}`)
  await make(process.cwd(), site)
  for (const [title, command, args] of steps) {
    console.log(`\n── ${name}: ${title}`)
    execFileSync(command, args, { cwd: site, stdio: 'inherit', env: { ...process.env, PORT: port } })
  }
}

/** @type {[title: string, command: string, args: string[]][]} */
const SUITES = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['build', 'node', ['scripts/build.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test', '--project=chromium']],
  ['the rain, budgets and long visit', 'npx', ['playwright', 'test', '--project=webgl']],
]

await runOn('owner-site', process.env.OWNER_PORT ?? '4180', makeOwnerSite, [
  ...SUITES,
  ['what the owner wrote', 'npx', ['playwright', 'test', '-c', 'tests/owner/playwright.config.ts']],
])
await runOn('cleared-site', process.env.CLEARED_PORT ?? '4183', makeClearedSite, SUITES)

// `npm run test:owner`: the unit suite, the build and the Chromium end-to-end suite run on a copy of
// the site made someone else's (makeOwnerSite.mjs), unchanged, then the checks of what that owner
// wrote (owner-site.spec.ts): the suites follow the content, so they must pass on it as on the demo.
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeOwnerSite } from './makeOwnerSite.mjs'

const site = join(tmpdir(), 'portfolio-owner-site')
/** Its own port, so that it never meets the demo's server on 4173. */
const PORT = process.env.OWNER_PORT ?? '4180'

/** @param {string} title @param {string} command @param {string[]} args */
function step(title, command, args) {
  console.log(`\n── owner's site: ${title}`)
  execFileSync(command, args, { cwd: site, stdio: 'inherit', env: { ...process.env, PORT } })
}

console.log(`── owner's site: made in ${site}`)
await makeOwnerSite(process.cwd(), site)
step('unit tests', 'npx', ['vitest', 'run'])
step('build', 'node', ['scripts/build.mjs'])
step('end-to-end tests', 'npx', ['playwright', 'test', '--project=chromium'])
step('what the owner wrote', 'npx', ['playwright', 'test', '-c', 'tests/owner/playwright.config.ts'])

// The one place that decides which Chromium the end-to-end tests (and the bench) drive.
// Order: $CHROMIUM_PATH, Playwright's own download, a system Chromium or Chrome.
// `node scripts/browser.mjs --ensure` installs Debian's chromium when none is found and we are root.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/** Flags for a quiet, offline-friendly headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const HOW_TO_GET_ONE =
  'No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, run `npx playwright install chromium`, ' +
  'or install one from your system (Debian/Ubuntu: `sudo apt-get install -y chromium`).'

async function playwrightsOwn() {
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/** @returns {Promise<string | undefined>} the executable to launch, or undefined when none is found */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  return (await playwrightsOwn()) ?? SYSTEM_BROWSERS.find((path) => existsSync(path))
}

/** Like findChromium, but fails with instructions when there is none. */
export async function requireChromium() {
  const path = await findChromium()
  if (!path) throw new Error(HOW_TO_GET_ONE)
  return path
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

async function ensure() {
  const found = await findChromium()
  if (found) {
    console.log(`Chromium: ${found}`)
    return
  }
  if (!canInstallWithApt()) {
    console.error(HOW_TO_GET_ONE)
    process.exit(1)
  }
  console.log('No Chromium found: installing Debian\'s chromium package…')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  console.log(`Chromium: ${await requireChromium()}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--ensure')) {
  await ensure()
}

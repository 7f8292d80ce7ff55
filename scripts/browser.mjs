// The one place that decides which browsers the tests (and the bench) drive: Chromium for Playwright
// and the bench, Firefox and WebKitGTK for the engine suites (tests/engines).
// Each is taken from its environment variable, else from where systems install it.
// `node scripts/browser.mjs --ensure [chromium|firefox|webkit]…` checks the engines named (all by default)
// and installs the Debian packages of those missing when we are root.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Flags for a quiet, offline-friendly headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const DEBIAN_LIB = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`

/**
 * Where each program is looked for, the variable that overrides that, and the Debian package that
 * brings it. MiniBrowser comes with the WebKitGTK library that webkit2gtk-driver depends on.
 */
const PROGRAMS = {
  chromium: {
    env: 'CHROMIUM_PATH',
    debian: 'chromium',
    paths: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/opt/google/chrome/chrome',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ],
  },
  firefox: {
    env: 'FIREFOX_PATH',
    debian: 'firefox-esr',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
  },
  webkitDriver: { env: 'WEBKIT_WEBDRIVER_PATH', debian: 'webkit2gtk-driver', paths: ['/usr/bin/WebKitWebDriver'] },
  miniBrowser: {
    env: 'MINIBROWSER_PATH',
    debian: 'webkit2gtk-driver',
    paths: [`${DEBIAN_LIB}/webkit2gtk-4.1/MiniBrowser`, '/usr/libexec/webkit2gtk-4.1/MiniBrowser'],
  },
  xvfbRun: { env: 'XVFB_RUN_PATH', debian: 'xvfb', paths: ['/usr/bin/xvfb-run'] },
  // Not a program: a face that stands in for Inter while it loads (scripts/fallbackFaces.ts), as
  // Arial does on a visitor's Windows or macOS; the browser suites check it (tests/e2e/font-swap.spec.ts).
  standInFont: {
    env: 'STAND_IN_FONT_PATH',
    debian: 'fonts-liberation',
    paths: [
      '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      '/usr/share/fonts/truetype/croscore/Arimo-Regular.ttf',
      '/System/Library/Fonts/Supplemental/Arial.ttf',
    ],
  },
  // Not a program either: a face for Chinese, Japanese and Korean, as every visitor's system has,
  // whose characters are a square em wide; the owner's copy has a tagline in Chinese that must fit
  // a phone's line (tests/e2e/reflow.spec.ts). Without one the browser draws 0.6-em boxes.
  squareFont: {
    env: 'SQUARE_FONT_PATH',
    debian: 'fonts-wqy-microhei',
    paths: [
      '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
      '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      '/System/Library/Fonts/Hiragino Sans GB.ttc',
    ],
  },
}

/** Whether there is no screen for a browser window (WebKitGTK has no headless mode). */
const headless = () => !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY

/** @param {keyof typeof PROGRAMS} name @returns {string | undefined} */
function find(name) {
  const { env, paths } = PROGRAMS[name]
  const fromEnv = process.env[env]
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${env} points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  return paths.find((path) => existsSync(path))
}

/** @param {keyof typeof PROGRAMS} name @returns {string} */
function locate(name) {
  const found = find(name)
  if (found) return found
  const { env, debian } = PROGRAMS[name]
  throw new Error(
    `No ${name} found. Set ${env} to its path, or install it from your system (Debian/Ubuntu: \`sudo apt-get install -y ${debian}\`).`,
  )
}

async function playwrightsChromium() {
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The Chromium to launch: $CHROMIUM_PATH, Playwright's own download, a system Chromium or Chrome.
 * @returns {Promise<string | undefined>}
 */
export async function findChromium() {
  return process.env.CHROMIUM_PATH ? find('chromium') : ((await playwrightsChromium()) ?? find('chromium'))
}

/** Like findChromium, but fails with instructions when there is none. */
export async function requireChromium() {
  return (await findChromium()) ?? locate('chromium')
}

/** The Firefox to drive over WebDriver BiDi: $FIREFOX_PATH, else Firefox ESR or Firefox. */
export function requireFirefox() {
  return locate('firefox')
}

/**
 * WebKitGTK's WebDriver server and the browser it drives, and xvfb-run to give that browser a
 * screen where there is none.
 * @returns {{ driver: string, browser: string, xvfbRun: string | undefined }}
 */
export function requireWebKit() {
  return { driver: locate('webkitDriver'), browser: locate('miniBrowser'), xvfbRun: headless() ? locate('xvfbRun') : undefined }
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

/** @param {string[]} packages */
function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')}…`)
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** The programs each engine needs. @type {Record<'chromium' | 'firefox' | 'webkit', (keyof typeof PROGRAMS)[]>} */
const ENGINES = {
  chromium: ['chromium', 'standInFont', 'squareFont'],
  firefox: ['firefox', 'standInFont'],
  webkit: ['webkitDriver', 'miniBrowser', 'xvfbRun', 'standInFont'],
}

/** @param {string[]} engines names from ENGINES; all of them when empty */
async function ensure(engines) {
  const unknown = engines.filter((engine) => !(engine in ENGINES))
  if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: choose from ${Object.keys(ENGINES).join(', ')}.`)
  const wanted = /** @type {(keyof typeof ENGINES)[]} */ (engines.length > 0 ? engines : Object.keys(ENGINES))
  const needed = wanted.flatMap((engine) => ENGINES[engine]).filter((name) => name !== 'xvfbRun' || headless())
  const chromium = await findChromium()
  const missing = needed.filter((name) => !(name === 'chromium' ? chromium : find(name)))
  const packages = [...new Set(missing.map((name) => PROGRAMS[name].debian))]
  if (missing.length > 0 && !canInstallWithApt()) {
    console.error(`Missing: ${missing.join(', ')}. Debian/Ubuntu: \`sudo apt-get install -y ${packages.join(' ')}\`.`)
    process.exit(1)
  }
  if (missing.length > 0) aptInstall(packages)
  const found = { chromium: requireChromium, firefox: requireFirefox, webkit: () => requireWebKit().browser }
  console.log(`Browsers: ${(await Promise.all(wanted.map((engine) => found[engine]()))).join(', ')}`)
}

const [, script, flag, ...engines] = process.argv
if (import.meta.url === pathToFileURL(script ?? '').href && flag === '--ensure') {
  await ensure(engines)
}

import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import WebDriver from 'webdriver'
import { requireWebKit } from '../../scripts/browser.mjs'
import type { Engine } from './engine'
import { PAGE_ERRORS } from './pageErrors'

const TAB = '\uE004'
/** Where the driver and the browser write what they print: a crash of the browser shows there. */
const LOGS = 'test-results/engines'
const LOG = `${LOGS}/webkit.log`
/** How many of the log's last lines a failed test reports. */
const PRINTED_LINES = 40
/** A screen for the window where there is none, larger than any viewport the suite asks for. */
const XVFB_SCREEN = '-screen 0 1600x1200x24'

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * WebKitWebDriver on `port`, under xvfb-run where there is no screen, in a process group of its own;
 * it and the browser it starts print to LOGS.
 */
function startDriver(port: number): ChildProcess {
  const { driver, xvfbRun } = requireWebKit()
  const [program = driver, ...args] = xvfbRun ? [xvfbRun, '-a', '-s', XVFB_SCREEN, driver] : [driver]
  mkdirSync(LOGS, { recursive: true })
  const log = openSync(LOG, 'w')
  const started = spawn(program, [...args, `--port=${port}`], { detached: true, stdio: ['ignore', log, log] })
  closeSync(log) // the driver has its own copy
  return started
}

async function driverReady(port: number, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not start within 10 s')
}

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver (W3C classic WebDriver) through the `webdriver`
 * client. Classic WebDriver cannot read the console, so the suite's server puts PAGE_ERRORS' recorder
 * ahead of the site's scripts and this reads what it kept.
 */
export async function openWebKit(baseURL: string): Promise<Engine> {
  const port = await freePort()
  const driver = startDriver(port)
  const stopDriver = () => driver.pid && process.kill(-driver.pid)
  try {
    await driverReady(port, driver)
    const session = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      capabilities: {
        // WebKitGTK's own capability, which the client's types do not know.
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: requireWebKit().browser, args: ['--automation'] } } as object,
        firstMatch: [{}],
      },
    })
    const evaluate: Engine['evaluate'] = async (fn, arg) => {
      // Settled into a plain object, so a rejection comes back as a value rather than a driver error.
      const script = `const done = arguments[1]
        Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String(error) }))`
      const { value, error } = (await session.executeAsyncScript(script, [arg as object])) as { value: never; error?: string }
      if (error !== undefined) throw new Error(`in the page: ${error}`)
      return value
    }
    return {
      goto: (path) => session.navigateTo(new URL(path, baseURL).href),
      evaluate,
      async pressTab() {
        await session.performActions([
          { type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: TAB }, { type: 'keyUp', value: TAB }] },
        ])
        await session.releaseActions()
      },
      async type(text) {
        const keys = [...text].flatMap((key) => [
          { type: 'keyDown', value: key },
          { type: 'keyUp', value: key },
        ])
        await session.performActions([{ type: 'key', id: 'keyboard', actions: keys }])
        await session.releaseActions()
      },
      async click(selector) {
        const element = await session.findElement('css selector', selector)
        await session.elementClick(Object.values(element)[0] as string) // a reference's one value is its id
      },
      async setViewport(width, height) {
        // The driver sizes the window; its frame takes what the page does not get.
        await session.setWindowRect(null, null, width, height)
        const inner = await evaluate(() => [innerWidth, innerHeight], undefined)
        await session.setWindowRect(null, null, 2 * width - (inner[0] ?? width), 2 * height - (inner[1] ?? height))
      },
      screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
      errors: () => evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], PAGE_ERRORS),
      printed: () => readFileSync(LOG, 'utf8').trimEnd().split('\n').slice(-PRINTED_LINES).join('\n'),
      async close() {
        await session.deleteSession().catch(() => undefined)
        stopDriver()
      },
    }
  } catch (error) {
    stopDriver()
    throw error
  }
}

/** The page's global where `recordPageErrors` keeps what it saw. */
export const PAGE_ERRORS = '__pageErrors'

/** Where the suite's server serves the recorder, as the first script of every page. */
export const RECORDER_PATH = '/__page-errors.js'

/**
 * Runs in the page ahead of its own scripts and keeps in `window[key]` what a browser's console
 * would show as errors: uncaught exceptions and rejections (of the page and of its workers),
 * `console.error`, resources that failed to load and Content-Security-Policy violations.
 */
function recordPageErrors(key: string) {
  const seen: string[] = []
  Object.assign(window, { [key]: seen })
  addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLElement) seen.push(`failed to load: ${target.getAttribute('src') ?? target.getAttribute('href')}`)
      else seen.push(`uncaught: ${event.message}`)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`))
  addEventListener('securitypolicyviolation', (event) => {
    const { violatedDirective, blockedURI } = event as SecurityPolicyViolationEvent
    seen.push(`CSP: ${violatedDirective} ${blockedURI}`)
  })
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '))
    consoleError(...args)
  }
  const PageWorker = window.Worker
  window.Worker = class extends PageWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args)
      this.addEventListener('error', (event) => seen.push(`uncaught in a worker: ${event.message}`))
    }
  }
}

/** The recorder's script file. */
export const RECORDER_SCRIPT = `(${recordPageErrors.toString()})(${JSON.stringify(PAGE_ERRORS)})\n`

// Serves dist/ exactly as `npm run serve` (and so `npm start` and a static host) does: serve.json's
// clean URLs, a folder's index.html, 404.html with status 404.
import { spawn } from 'node:child_process'
import { ORIGIN, PORT, ROOT } from './settings.mjs'

async function answering() {
  try {
    await fetch(ORIGIN)
    return true
  } catch {
    return false
  }
}

/**
 * Starts `npm run serve` on PORT and waits until it answers; refuses a port something else already
 * answers on, since that may be another build. Returns a function that stops the server.
 * @returns {Promise<() => void>}
 */
export async function serveDist() {
  if (await answering()) throw new Error(`Something already answers on ${ORIGIN}; stop it or choose another PORT.`)
  // Its own process group, so stopping it ends npm, the shell and serve together.
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  for (let i = 0; i < 150 && !(await answering()); i++) {
    if (server.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!(await answering())) {
    stop()
    throw new Error(`npm run serve did not answer on ${ORIGIN}`)
  }
  return stop
}

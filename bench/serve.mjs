// Serves dist/ as the static host does: over HTTPS and HTTP/2 (GitHub Pages and every CDN speak it),
// with `npm run serve`'s handling (the same serve-handler and serve.json: clean URLs, a folder's
// index.html, 404.html with status 404) and its gzip, and with GitHub Pages' caching. Lighthouse
// simulates the connections a page used; over `serve`'s plain HTTP/1.1 the page's script would get a
// connection of its own, with its own handshake and slow start, which no visitor of the site pays
// (docs/performance.md).
import { X509Certificate, createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import { join } from 'node:path'
import compression from 'compression'
import serveHandler from 'serve-handler'
import selfsigned from 'selfsigned'
import { ORIGIN, PORT, ROOT } from './settings.mjs'

/**
 * GitHub Pages' caching: every file may be reused for ten minutes without asking again. So a file the
 * browser fetches twice during a load (the icon, for the tab and for the manifest) comes the second
 * time from its cache rather than as a second request.
 */
const CACHE_CONTROL = 'max-age=600'

/**
 * GitHub Pages compresses with gzip and never with brotli. The compression middleware would choose
 * brotli wherever the browser accepts it, so the request is left offering only gzip.
 * @param {import('node:http2').Http2ServerRequest} request
 */
function offerGzipOnly(request) {
  const accepted = request.headers['accept-encoding']
  if (typeof accepted === 'string') request.headers['accept-encoding'] = /\bgzip\b/.test(accepted) ? 'gzip' : 'identity'
}

const CONFIG = { ...JSON.parse(readFileSync(join(ROOT, 'serve.json'), 'utf8')), public: join(ROOT, 'dist') }

/**
 * The Chromium flag that trusts this one certificate as if a public authority had signed it (the
 * base64 SHA-256 of its public key), so the page is a secure origin with nothing to warn about.
 * @param {string} certificate PEM
 */
function trustFlag(certificate) {
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`
}

/**
 * Starts the server on PORT (all interfaces, as `serve` listens) with a certificate made for this
 * run; resolves once it listens, with a function that stops it and the Chromium flags a browser
 * needs to trust it.
 * @returns {Promise<{ stop: () => Promise<void>, chromiumArgs: string[] }>}
 */
export async function serveDist() {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  })
  const gzip = compression()
  // allowHTTP1: an HTTP/1.1 client (curl, a script) is answered too.
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    response.setHeader('Cache-Control', CACHE_CONTROL)
    offerGzipOnly(request)
    gzip(request, response, () => void serveHandler(request, response, CONFIG))
  })
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE' ? new Error(`Something already listens on ${ORIGIN}; stop it or choose another PORT.`) : error),
    )
    server.listen(PORT, () => resolve(undefined))
  })
  return {
    // A browser may keep its connection open: closing the sockets ends it.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
    chromiumArgs: [trustFlag(cert)],
  }
}

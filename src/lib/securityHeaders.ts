/** Where embedded videos come from (see src/lib/videoId.ts); the only frame the page may hold. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

const DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  // Only our own modules: no inline script, no eval. 'wasm-unsafe-eval' lets the search compile its
  // WebAssembly (our own file, pagefind/wasm.*.pagefind), and nothing else: it allows no JavaScript eval.
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  // 'unsafe-inline' for styles only: animations and React `style` props set style attributes.
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self'"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['frame-src', VIDEO_ORIGIN],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'none'"],
]

/**
 * The Content-Security-Policy. `frame-ancestors` only works as an HTTP header (a meta tag carrying
 * it makes the browser log an error), so the meta tag goes without it.
 */
export function contentSecurityPolicy(delivery: 'meta' | 'header'): string {
  const directives = delivery === 'header' ? [...DIRECTIVES, ['frame-ancestors', "'none'"] as const] : DIRECTIVES
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages): the policy and hardening headers for every page,
 * and year-long immutable caching for Vite's content-hashed assets.
 */
export function headersFile(basePath: string): string {
  return [
    `${basePath}*`,
    `  Content-Security-Policy: ${contentSecurityPolicy('header')}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Content-Type-Options: nosniff',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '',
    `${basePath}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}

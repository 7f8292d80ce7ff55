const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const SHORT_HOSTS = new Set(['youtu.be'])

function candidate(url: URL): string | null {
  const { hostname, pathname } = url
  if (WATCH_HOSTS.has(hostname) && pathname === '/watch') return url.searchParams.get('v')
  const embed = /^\/embed\/([^/]+)\/?$/.exec(pathname)
  if (EMBED_HOSTS.has(hostname) && embed) return embed[1] ?? null
  const short = /^\/([^/]+)\/?$/.exec(pathname)
  if (SHORT_HOSTS.has(hostname) && short) return short[1] ?? null
  return null
}

/**
 * The 11-character video id of a watch (`?v=`), embed (`/embed/`) or short-link (`youtu.be/`) URL,
 * or undefined for anything else, so that only a recognisable video is ever embedded.
 */
export function videoId(input: string | undefined): string | undefined {
  if (!input || !URL.canParse(input)) return undefined
  const url = new URL(input)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password || url.port) return undefined
  const id = candidate(url)
  return id !== null && VIDEO_ID.test(id) ? id : undefined
}

/** The privacy-enhanced player address for a video id. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`
}

/** The video's own page, for visitors without JavaScript (the player is created by script). */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { videoId } from './videoId'

const ID_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-']
const idOfLength = (length: number) => fc.string({ unit: fc.constantFrom(...ID_CHARS), minLength: length, maxLength: length })
const validId = idOfLength(11)

/** A query parameter other than `v`. */
const param = fc
  .tuple(fc.stringMatching(/^[a-uw-z][a-z]{0,7}$/), fc.stringMatching(/^[A-Za-z0-9]{0,8}$/))
  .map(([key, value]) => `${key}=${value}`)
const params = fc.array(param, { maxLength: 3 })

interface Parts {
  readonly scheme: string
  readonly host: string
  readonly id: string
  readonly before: readonly string[]
  readonly after: readonly string[]
  readonly slash: boolean
}

/** The three forms a video is recognised in, and the hosts that serve each. */
const FORMS = [
  {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
    url: (p: Parts) => `${p.scheme}://${p.host}/watch?${[...p.before, `v=${p.id}`, ...p.after].join('&')}`,
  },
  {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'],
    url: (p: Parts) => `${p.scheme}://${p.host}/embed/${p.id}${p.slash ? '/' : ''}${query(p.after)}`,
  },
  {
    hosts: ['youtu.be'],
    url: (p: Parts) => `${p.scheme}://${p.host}/${p.id}${p.slash ? '/' : ''}${query(p.after)}`,
  },
] as const
type Form = (typeof FORMS)[number]
const YOUTUBE_HOSTS = new Set<string>(FORMS.flatMap((form) => form.hosts))

function query(items: readonly string[]): string {
  return items.length === 0 ? '' : `?${items.join('&')}`
}

/** A URL of one of the three forms holding an id from `ids`, on a host from `hosts(form)`. */
function videoUrl(
  ids: fc.Arbitrary<string>,
  hosts: (form: Form) => fc.Arbitrary<string> = (form) => fc.constantFrom(...form.hosts),
  schemes: fc.Arbitrary<string> = fc.constantFrom('https', 'http'),
) {
  return fc.constantFrom(...FORMS).chain((form) =>
    fc
      .record({ scheme: schemes, host: hosts(form), id: ids, before: params, after: params, slash: fc.boolean() })
      .map((parts) => ({ url: form.url(parts), id: parts.id })),
  )
}

const domain = fc.domain() // built once: building it is slow
const label = fc.stringMatching(/^[a-z0-9]{1,10}$/)
const youtubeHost = fc.constantFrom(...YOUTUBE_HOSTS)

/** Hosts that do not serve a form: any other domain, look-alikes, and the YouTube hosts of the other forms. */
function otherHosts(form: Form) {
  const served = new Set<string>(form.hosts)
  return fc.oneof(
    domain.filter((host) => !YOUTUBE_HOSTS.has(host)),
    fc.tuple(youtubeHost, domain).map(([host, parent]) => `${host}.${parent}`),
    fc.tuple(label, youtubeHost).map(([prefix, host]) => `${prefix}${host}`),
    youtubeHost.filter((host) => !served.has(host)),
  )
}

/** One character that can never be part of an id. */
const foreignChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !ID_CHARS.includes(c))

describe('videoId, for any input', () => {
  it('returns exactly the 11-character id of a watch, embed or short link on a YouTube host', () => {
    fc.assert(
      fc.property(videoUrl(validId), ({ url, id }) => {
        expect(videoId(url)).toBe(id)
      }),
    )
  })

  it('gives nothing for an id of any other length', () => {
    const length = fc.integer({ min: 0, max: 40 }).filter((n) => n !== 11)
    fc.assert(
      fc.property(videoUrl(length.chain(idOfLength)), ({ url }) => {
        expect(videoId(url)).toBeUndefined()
      }),
    )
  })

  it('gives nothing for an id with a character outside A–Z, a–z, 0–9, _ and -', () => {
    const ids = fc
      .tuple(validId, fc.integer({ min: 0, max: 10 }), foreignChar)
      .map(([id, at, char]) => id.slice(0, at) + char + id.slice(at + 1))
    fc.assert(
      fc.property(videoUrl(ids), ({ url }) => {
        expect(videoId(url)).toBeUndefined()
      }),
    )
  })

  it('gives nothing on a host that does not serve the form', () => {
    fc.assert(
      fc.property(videoUrl(validId, otherHosts), ({ url }) => {
        expect(videoId(url)).toBeUndefined()
      }),
    )
  })

  it('gives nothing for a scheme other than http and https', () => {
    const schemes = fc.oneof(
      fc.constantFrom('javascript', 'data', 'file', 'ftp', 'ws', 'wss', 'blob', 'view-source'),
      fc.stringMatching(/^[a-z][a-z0-9+.-]{0,9}$/).filter((scheme) => scheme !== 'http' && scheme !== 'https'),
    )
    fc.assert(
      fc.property(videoUrl(validId, undefined, schemes), ({ url }) => {
        expect(videoId(url)).toBeUndefined()
      }),
    )
  })

  it('gives nothing for arbitrary text or web addresses', () => {
    const inputs = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.webUrl())
    fc.assert(
      fc.property(inputs, (input) => {
        expect(videoId(input)).toBeUndefined()
      }),
    )
  })
})

import { parse } from 'regexparam'

/**
 * How the router reads a route pattern: wouter's own parser, made case sensitive. The static host
 * finds files and the screens find ids case sensitively, so `/Project/1` is no page: like any other
 * unknown path it goes home, instead of showing LexiJudge under a "not found" title.
 */
export function parseRoute(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const { pattern, keys } = parse(route, loose)
  return { pattern: new RegExp(pattern.source), keys }
}

import type { ComponentType } from 'react'
import { matchRoute, type RouteComponentProps } from 'wouter'
import { routes } from '../lib/paths'
import { parseRoute } from '../lib/routeParser'

/** A kind of screen, by the route that shows it. */
export type ScreenKind = keyof typeof routes

type Screen = ComponentType<RouteComponentProps>

/**
 * Each screen's code is a chunk of its own, fetched for the screens a visit shows: a page runs the
 * app and its own screen before it is interactive, never every screen's (the home page's sections,
 * an article's neighbours, a project's video…). So a page's start scripts do not grow with the kinds
 * of screens the site has. docs/architecture.md ("A screen's code") says when each is fetched.
 */
const CODE: Record<ScreenKind, () => Promise<Screen>> = {
  home: () => import('./Home').then((module) => module.Home),
  project: () => import('./ProjectPage').then((module) => module.ProjectPage as Screen),
  journeyIndex: () => import('./JourneyIndex').then((module) => module.JourneyIndex),
  journey: () => import('./JourneyArticle').then((module) => module.JourneyArticle as Screen),
  journeyCategory: () => import('./JourneyCategory').then((module) => module.JourneyCategory as Screen),
  certificate: () => import('./CertificatePage').then((module) => module.CertificatePage as Screen),
}

/** Every kind of screen, in the order the router tries their routes. */
export const SCREEN_KINDS = Object.keys(routes) as ScreenKind[]

/** The kind of screen the router shows at `path` (from the base path); none for a path it sends home. */
export function screenAt(path: string): ScreenKind | undefined {
  return SCREEN_KINDS.find((kind) => matchRoute(parseRoute, routes[kind], path)[0])
}

const here = new Map<ScreenKind, Screen>()
const asked = new Map<ScreenKind, Promise<Screen>>()
const listeners = new Set<() => void>()

export function subscribeToScreenCode(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Starts fetching a kind of screen's code unless it is on its way or here; a failed fetch is asked again next time. */
export function loadScreenCode(kind: ScreenKind): Promise<Screen> {
  let loading = asked.get(kind)
  if (!loading) {
    loading = CODE[kind]().then(
      (screen) => {
        here.set(kind, screen)
        for (const listener of listeners) listener()
        return screen
      },
      (error: unknown) => {
        asked.delete(kind)
        throw error
      },
    )
    asked.set(kind, loading)
  }
  return loading
}

/** A kind of screen's code if it is here; undefined while it is fetched or was never asked for. */
export const screenCodeNow = (kind: ScreenKind): Screen | undefined => here.get(kind)

/** Every screen's code, here: what the prerender renders pages with. */
export const loadEveryScreenCode = (): Promise<Screen[]> => Promise.all(SCREEN_KINDS.map(loadScreenCode))

import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { profile } from '../content/profile'
import { type HeadTag, headTags } from '../lib/headTags'
import { pageMeta, unavailablePageMeta } from '../lib/pageMeta'
import { pageStructuredData } from '../lib/pageStructuredData'
import { canonicalScreenPath, routeDataHref } from '../lib/routeData'
import { structuredDataJson } from '../lib/structuredData'
import { useRouteData } from '../routeData/useRouteData'
import { useScreenUnavailable } from '../routeData/useScreenUnavailable'
import { site } from '../site'

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector)
  if (found) return found
  const element = create()
  document.head.append(element)
  return element
}

/** Brings the document's head in line with these tags, reusing the prerendered elements. */
function applyHeadTags(tags: readonly HeadTag[]) {
  for (const tag of tags) {
    if (tag.kind === 'title') {
      document.title = tag.text
    } else if (tag.kind === 'meta') {
      const meta = upsert(`meta[${tag.key}="${tag.name}"]`, () => {
        const element = document.createElement('meta')
        element.setAttribute(tag.key, tag.name)
        return element
      })
      meta.setAttribute('content', tag.content)
    } else {
      const link = upsert(`link[rel="${tag.rel}"]`, () => Object.assign(document.createElement('link'), { rel: tag.rel }))
      link.setAttribute('href', tag.href)
    }
  }
}

/**
 * Gives the head's element that `selector` finds (made by `make` if none does) this `value` by `put`,
 * or removes the element when there is no value to give.
 */
function placeOrRemove(
  selector: string,
  value: string | undefined,
  make: () => HTMLElement,
  put: (element: HTMLElement, value: string) => void,
) {
  if (value === undefined) document.head.querySelector(selector)?.remove()
  else put(upsert(selector, make), value)
}

/**
 * Brings the head's page-own parts in line with the screen at `path` and its data: its schema.org
 * data, and the link naming its data file (a not-found view has neither).
 */
function applyPageData(path: string, data: unknown) {
  const structured = pageStructuredData(path, data, site, profile)
  placeOrRemove(
    'script[type="application/ld+json"]',
    structured && structuredDataJson(structured),
    () => Object.assign(document.createElement('script'), { type: 'application/ld+json' }),
    (script, json) => {
      script.textContent = json
    },
  )
  placeOrRemove(
    'link[rel="alternate"][type="application/json"]',
    data ? routeDataHref(path, site.basePath) : undefined,
    () => Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/json' }),
    (link, href) => link.setAttribute('href', href),
  )
}

/**
 * Keeps title, description, canonical and preview tags, schema.org data and the data file's link right
 * as the visitor navigates in the app.
 * The prerendered HTML already holds the same tags for its own route (src/entry-server.tsx), so on
 * the first load this changes nothing; a page served by 404.html gets its real title here. A chunk of
 * its own, mounted once the page is hydrated (App.tsx): only what the app changes needs it.
 */
export default function DocumentHead() {
  const [location] = useLocation()
  // A detail page's head is made from its screen's data (src/routeData), here when its navigation happens.
  const data = useRouteData(location)
  const unavailable = useScreenUnavailable()
  useEffect(() => {
    // The router gives the path decoded ("/experience/robots-zürich"); the head names it escaped, as
    // the site's links and the page's own HTML do.
    const path = canonicalScreenPath(location)
    applyHeadTags(headTags(unavailable ? unavailablePageMeta(path) : pageMeta(path, data), site, profile.name))
    // Until the screen's data is here, what its head holds of the screen before stays.
    if (data !== undefined) applyPageData(path, data)
  }, [location, data, unavailable])
  return null
}

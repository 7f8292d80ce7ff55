/**
 * The one address of the page a path names, as the site links to it: `/index.html` is `/`,
 * `/project/1/index.html` and `/project/1/` are `/project/1`, and `//project//1` is `/project/1`.
 * Static hosts serve a page under each of these (they are files and folders of the build); the app
 * puts this one in the address bar before it takes the page, so it meets the page it rendered.
 * `basePath` ends with a slash; a path outside it is left as it is.
 */
export function canonicalAddress(pathname: string, basePath = '/'): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  if (!collapsed.startsWith(basePath) && `${collapsed}/` !== basePath) return pathname
  const inside = collapsed.slice(basePath.length - 1).replace(/\/index\.html$/, '/')
  const trimmed = inside.length > 1 ? inside.replace(/\/+$/, '') : '/'
  return basePath.slice(0, -1) + (trimmed === '' ? '/' : trimmed)
}

/** A path's segments as a reader of it sees them: each decoded, a broken escape left as written. */
function segmentsOf(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
}

/**
 * Whether the page whose own address is `pagePath` (its canonical link) is the page that `address`
 * names as the app reads it: segment by segment, escapes decoded (`/certificate/%41I` is
 * `/certificate/AI`). A host that decodes the whole path before looking for a file serves the page
 * of `/project/1` for `/project%2F1`, or for `/x/..%2Fproject%2F1`; to the app these name no page.
 */
export function pageIsAt(pagePath: string, address: string): boolean {
  const [page, named] = [segmentsOf(pagePath), segmentsOf(address)]
  return page.length === named.length && page.every((segment, index) => segment === named[index])
}

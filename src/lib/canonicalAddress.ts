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

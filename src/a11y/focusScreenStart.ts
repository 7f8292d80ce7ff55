const HEADING = 'h1, h2, h3, h4, h5, h6'

/**
 * Where a new screen starts for keyboard and screen-reader users: the heading of the section the
 * address points at (`/#skills`), else the page's h1, else <main>.
 */
function screenStart(target: string): HTMLElement | null {
  const main = document.getElementById('main')
  const section = target ? document.getElementById(target) : null
  const sectionHeading = section?.matches(HEADING) ? section : section?.querySelector<HTMLElement>(HEADING)
  return sectionHeading ?? main?.querySelector<HTMLElement>('h1') ?? main
}

/**
 * Moves focus to the start of the screen just shown. Screen readers announce the focused heading
 * (its level and text, which the page title repeats), and Tab continues from there. A heading is
 * focusable only from script (tabindex -1); the page is not scrolled, so a glide to a section runs on.
 */
export function focusScreenStart(target: string) {
  const start = screenStart(target)
  if (!start) return
  if (!start.hasAttribute('tabindex')) start.tabIndex = -1
  start.focus({ preventScroll: true })
}

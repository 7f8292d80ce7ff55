/** Brings a home section under the top bar (its CSS scroll-margin keeps it clear of the bar). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ block: 'start' })
  return true
}

export function scrollToTop() {
  window.scrollTo({ top: 0, left: 0 })
}

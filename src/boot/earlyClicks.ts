/**
 * Keeps the clicks on the page's buttons that come before React has the page (its code is still on
 * its way), and returns a function that hands them over: each button is clicked again, once React
 * listens. Links need no help: they work as plain HTML.
 */
export function holdEarlyClicks(): () => void {
  const held: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button) held.push(button)
  }
  document.addEventListener('click', hold, { capture: true })
  return () => {
    document.removeEventListener('click', hold, { capture: true })
    for (const button of held.splice(0)) button.click()
  }
}

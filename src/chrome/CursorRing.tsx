import { useEffect, useRef, useSyncExternalStore } from 'react'
import styles from './Cursor.module.css'

/** Only a fine pointer that can hover gets the custom cursor; touch screens never do. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)'
const INTERACTIVE = 'a[href], button, [role="button"], summary, label[for]'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(FINE_POINTER)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const hasFinePointer = () => window.matchMedia(FINE_POINTER).matches

function isInteractive(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  return target.closest(INTERACTIVE) !== null || getComputedStyle(target).cursor === 'pointer'
}

/**
 * A 28 px ring that follows the pointer and grows over anything clickable. Pointer moves only
 * record the position; one animation frame writes the transform, so a move costs no React render.
 */
export default function CursorRing() {
  const finePointer = useSyncExternalStore(subscribe, hasFinePointer, () => false)
  const ring = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ring.current
    if (!finePointer || !element) return
    let x = 0
    let y = 0
    let frame = 0
    const paint = () => {
      frame = 0
      element.style.transform = `translate3d(${x}px, ${y}px, 0)`
    }
    const onMove = (event: PointerEvent) => {
      x = event.clientX
      y = event.clientY
      element.dataset.visible = ''
      frame ||= requestAnimationFrame(paint)
    }
    const onOver = (event: PointerEvent) => element.toggleAttribute('data-active', isInteractive(event.target))
    const onLeave = () => delete element.dataset.visible
    window.addEventListener('pointermove', onMove, { passive: true })
    document.addEventListener('pointerover', onOver, { passive: true })
    document.documentElement.addEventListener('pointerleave', onLeave)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('pointermove', onMove)
      document.removeEventListener('pointerover', onOver)
      document.documentElement.removeEventListener('pointerleave', onLeave)
    }
  }, [finePointer])

  return finePointer ? <div ref={ring} className={styles.cursor} aria-hidden="true" data-testid="cursor" /> : null
}

import { useEffect, useRef } from 'react'
import { isProfiling } from './profiling'
import { rainCells } from './rainCells'
import type { FromRain, ToRain } from './rainMessages'
import { tickStore } from './tickStore'
import styles from './Background.module.css'

interface Props {
  /** The rain's worker (startRainWorker.ts), which draws on the canvas handed to it. */
  worker: Worker
  /** The worker has no WebGL 2, or the rain failed: the 2D rain takes over for good. */
  onUnavailable: () => void
  onContextLost: () => void
  onContextRestored: () => void
}

/**
 * The GPU rain, drawn off the main thread: a canvas whose control goes to the rain's worker, which
 * renders with react-three-fiber and draws the letters' atlas itself. The page only says which
 * letters at what size, and forwards the tick and the size. The canvas is made in the effect, as a
 * canvas can hand over its control only once.
 */
export function GpuRain({ worker, onUnavailable, onContextLost, onContextRestored }: Props) {
  const layer = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const host = layer.current
    if (!host) return
    const canvas = document.createElement('canvas')
    canvas.className = styles.surface ?? ''
    host.append(canvas)
    const send = (message: ToRain, transfer: Transferable[] = []) => worker.postMessage(message, transfer)
    let stopped = false
    const fail = () => {
      if (!stopped) onUnavailable()
    }
    const receive = ({ data }: MessageEvent<FromRain>) => {
      if (data.type === 'lost') onContextLost()
      else if (data.type === 'restored') onContextRestored()
      else fail()
    }
    worker.addEventListener('message', receive)
    worker.addEventListener('error', fail)

    const offscreen = canvas.transferControlToOffscreen()
    const start: ToRain = {
      type: 'start',
      canvas: offscreen,
      ...rainCells(window.devicePixelRatio),
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      tick: tickStore.getState().tick,
      profile: isProfiling(),
    }
    send(start, [offscreen])

    const unsubscribe = tickStore.subscribe((state, previous) => {
      if (state.tick !== previous.tick) send({ type: 'tick', tick: state.tick })
    })
    const resize = () => send({ type: 'resize', width: canvas.clientWidth, height: canvas.clientHeight })
    window.addEventListener('resize', resize)
    return () => {
      stopped = true
      window.removeEventListener('resize', resize)
      unsubscribe()
      worker.removeEventListener('message', receive)
      worker.removeEventListener('error', fail)
      canvas.remove()
    }
  }, [worker, onUnavailable, onContextLost, onContextRestored])

  return <div ref={layer} className={styles.layer} aria-hidden="true" data-rain="gpu" />
}

import { useEffect, useRef } from 'react'
import { isProfiling } from './profiling'
import { rainCells } from './rainCells'
import type { FromRain, RainPath, ToRain } from './rainMessages'
import { createRecovery } from './rainRecovery'
import { useRainStatus } from './rainStatus'
import { requestedRain } from './rainSwitch'
import type { RainRequest } from './rainSwitch'
import { useRunning } from './useRunning'
import styles from './Background.module.css'

interface Props {
  /** The rain's worker (startRainWorker.ts), which draws on the canvases handed to it. */
  worker: Worker
  /** The worker cannot draw: the page's own 2D rain takes over. */
  onFailed: () => void
}

/**
 * The rain drawn off the main thread: the page makes canvases and hands their control to the rain's
 * worker, which counts the ticks and draws the GPU or the 2D rain on them. The page says only which
 * rain is wanted, whether it runs and the size. After a lost GPU context it hands over a canvas for
 * the 2D rain at once and, a moment later, a fresh one for the GPU rain (rainRecovery.ts); each new
 * canvas lies over the one before, which goes once the new one has drawn.
 */
export function RainLayer({ worker, onFailed }: Props) {
  const layer = useRef<HTMLDivElement>(null)
  const path = useRainStatus((status) => status.path)
  const running = useRunning()

  useEffect(() => {
    const host = layer.current
    if (!host) return
    const requested = requestedRain(window.location.search)
    const canvases = new Map<number, { canvas: HTMLCanvasElement; want: RainRequest }>()
    let generation = 0
    let stopped = false

    const send = (message: ToRain, transfer: Transferable[] = []) => worker.postMessage(message, transfer)
    const handOver = (want: RainRequest) => {
      const canvas = document.createElement('canvas')
      canvas.className = styles.surface ?? ''
      host.append(canvas)
      const offscreen = canvas.transferControlToOffscreen()
      canvases.set(++generation, { canvas, want })
      const size = { width: host.clientWidth, height: host.clientHeight }
      send({ type: 'start', canvas: offscreen, generation, want, ...rainCells(window.devicePixelRatio), ...size, profile: isProfiling() }, [offscreen])
    }
    const recovery = createRecovery(() => handOver(requested))

    const showing = (shown: number, path: RainPath) => {
      for (const [older, { canvas }] of canvases) {
        if (older >= shown) continue
        canvas.remove()
        canvases.delete(older)
      }
      useRainStatus.setState({ path })
      if (shown > 1 && canvases.get(shown)?.want !== '2d') recovery.tried(path)
    }
    const fail = () => {
      if (!stopped) onFailed()
    }
    const receive = ({ data }: MessageEvent<FromRain>) => {
      if (data.type === 'showing') showing(data.generation, data.path)
      else if (data.type === 'lost') {
        handOver('2d')
        recovery.lost()
      } else if (data.type === 'failed') fail()
    }
    worker.addEventListener('message', receive)
    worker.addEventListener('error', fail)
    handOver(requested)

    const resize = () => send({ type: 'resize', width: host.clientWidth, height: host.clientHeight })
    window.addEventListener('resize', resize)
    return () => {
      stopped = true
      recovery.stop()
      window.removeEventListener('resize', resize)
      worker.removeEventListener('message', receive)
      worker.removeEventListener('error', fail)
      for (const { canvas } of canvases.values()) canvas.remove()
      useRainStatus.setState({ path: 'none' })
    }
  }, [worker, onFailed])

  useEffect(() => {
    worker.postMessage({ type: 'run', running } satisfies ToRain)
  }, [worker, running])

  return <div ref={layer} className={styles.layer} aria-hidden="true" data-rain={path === 'none' ? undefined : path} />
}

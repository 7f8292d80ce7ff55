/// <reference lib="webworker" />
import glyphFontUrl from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url'
import { FONT_WEIGHTS } from '../styles/fontWeights'
import { loadGlyphAtlas } from './glyphAtlas'
import { startGpuSurface } from './gpuSurface'
import { setProfiling } from './profiling'
import { GLYPH_FACE } from './rainConfig'
import type { FromRain, RainPath, ToRain } from './rainMessages'
import type { RainSurface, SurfaceOptions } from './rainSurface'
import type { RainRequest } from './rainSwitch'
import { isSoftwareRenderer, webglRenderer } from './softwareRenderer'
import { start2DSurface } from './surface2D'
import { createTicker } from './ticker'
import { tickStore } from './tickStore'
import { tickTimers } from './tickTimers'

/*
 * The rain's own thread. It counts the ticks (a fixed 33 ms step, in its own tick store) and draws
 * each one on the canvas the page handed over: the GPU rain where there is a hardware WebGL 2, the 2D
 * rain otherwise. The page says only which rain it wants, whether to run and the size; nothing is
 * posted per tick. It draws its glyph atlas too: a canvas's first text makes the browser set up a GPU
 * command buffer, a wait of tens to hundreds of milliseconds that blocks the thread asking.
 */

declare const self: DedicatedWorkerGlobalScope

type Start = Extract<ToRain, { type: 'start' }>

const post = (message: FromRain) => self.postMessage(message)
post({ type: 'loaded' })

const ticker = createTicker(tickStore, tickTimers)
let size = { width: 0, height: 0 }
/** The surface on screen, and one still starting (a GPU rain waiting for its first frame). */
let current: RainSurface | undefined
let pending: RainSurface | undefined
/** The newest canvas's generation: a surface of an older one that finishes starting is dropped. */
let latest = 0

// A worker has fonts of its own: the letters' face is added here, the same file as the page's
// (which has usually fetched it already, so it comes from the HTTP cache).
self.fonts.add(new FontFace(GLYPH_FACE, `url(${glyphFontUrl})`, { weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}` }))

const atlases = new Map<string, Promise<OffscreenCanvas>>()
/** The glyph atlas, drawn once per set of letters and cell size, for every canvas after it. */
function atlasFor(glyphs: readonly string[], cellPx: number) {
  const key = `${cellPx}:${glyphs.join('')}`
  let atlas = atlases.get(key)
  if (!atlas) atlases.set(key, (atlas = loadGlyphAtlas(self.fonts, glyphs, cellPx)))
  return atlas
}

/** The GPU rain where asked for, or asked for nothing and the GPU draws in hardware. */
function wantsGpu(want: RainRequest): boolean {
  if (want !== 'auto') return want === 'gpu'
  const renderer = webglRenderer()
  return renderer !== undefined && !isSoftwareRenderer(renderer)
}

function show(surface: RainSurface, generation: number, path: RainPath) {
  if (current !== surface) current?.dispose()
  current = surface
  if (pending === surface) pending = undefined
  post({ type: 'showing', generation, path })
}

function lose(surface: RainSurface, generation: number) {
  if (current === surface) current = undefined
  if (pending === surface) pending = undefined
  post({ type: 'lost', generation })
}

async function start({ canvas, generation, want, glyphs, cellPx, scale, width, height, profile }: Start) {
  latest = generation
  pending?.dispose()
  pending = undefined
  size = { width, height }
  setProfiling(profile)
  try {
    const options: SurfaceOptions = { canvas, atlas: await atlasFor(glyphs, cellPx), glyphCount: glyphs.length, cellPx, scale, size }
    if (generation !== latest) return
    const gpu = wantsGpu(want)
      ? startGpuSurface({
          ...options,
          onDrawn: () => {
            if (gpu && gpu === pending) show(gpu, generation, 'gpu')
          },
          onLost: () => {
            if (gpu) lose(gpu, generation)
          },
        })
      : undefined
    if (gpu) {
      pending = gpu
      await gpu.ready
      if (pending === gpu) gpu.resize(size.width, size.height)
      return
    }
    show(start2DSurface(options), generation, '2d') // a canvas without WebGL 2 still takes a 2D context
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

self.onmessage = ({ data }: MessageEvent<ToRain>) => {
  switch (data.type) {
    case 'start':
      void start(data)
      break
    case 'run':
      if (data.running) ticker.run()
      else ticker.halt()
      break
    case 'resize':
      size = { width: data.width, height: data.height }
      current?.resize(data.width, data.height)
      pending?.resize(data.width, data.height)
      break
  }
}

/// <reference lib="webworker" />
import glyphFontUrl from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url'
import { FONT_WEIGHTS } from '../styles/fontWeights'
import { loadGlyphAtlas } from './glyphAtlas'
import { GLYPH_FACE, RAIN_GL_ATTRIBUTES } from './rainConfig'
import type { FromRain, ToRain } from './rainMessages'
import type { RainScene } from './rainScene'
import { tickStore } from './tickStore'

/*
 * The rain's own thread: it makes the WebGL context on the canvas the page handed over, and only
 * once that worked downloads three.js and react-three-fiber (rainScene) to draw. It draws its glyph
 * atlas too: a canvas's first text makes the browser set up a GPU command buffer, a wait of tens to
 * hundreds of milliseconds that blocks the thread asking. The page sends the letters, the tick and
 * the size; nothing of the rain runs on the page's main thread. Without WebGL 2, or when the rain
 * fails, it says so and closes.
 */

declare const self: DedicatedWorkerGlobalScope

type Start = Extract<ToRain, { type: 'start' }>

const post = (message: FromRain) => self.postMessage(message)

let scene: RainScene | undefined
/** Counts start messages, so a scene that finished starting after a newer start is dropped. */
let starts = 0
let size = { width: 0, height: 0 }

// A worker has fonts of its own: the letters' face is added here, the same file as the page's
// (which has usually fetched it already, so it comes from the HTTP cache).
self.fonts.add(new FontFace(GLYPH_FACE, `url(${glyphFontUrl})`, { weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}` }))

/** The glyph atlas, flipped vertically as WebGL textures are read. */
async function glyphAtlas(glyphs: readonly string[], cellPx: number): Promise<ImageBitmap> {
  return createImageBitmap(await loadGlyphAtlas(self.fonts, glyphs, cellPx), { imageOrientation: 'flipY' })
}

function giveUp(message: FromRain) {
  post(message)
  self.close()
}

async function start({ canvas, glyphs, cellPx, scale, tick, profile, width, height }: Start) {
  // A canvas replaces the one before it (a remounted page component hands over a new one).
  const generation = ++starts
  scene?.dispose()
  scene = undefined
  size = { width, height }
  tickStore.setState({ tick })
  const context = canvas.getContext('webgl2', RAIN_GL_ATTRIBUTES)
  if (!context) {
    giveUp({ type: 'unavailable' })
    return
  }
  try {
    const [atlas, { startRainScene }] = await Promise.all([glyphAtlas(glyphs, cellPx), import('./rainScene')])
    const started = await startRainScene({ canvas, context, atlas, glyphCount: glyphs.length, scale, size, profile, post })
    if (generation !== starts) {
      started.dispose()
      return
    }
    scene = started
    scene.resize(size.width, size.height)
  } catch (error) {
    giveUp({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

self.onmessage = ({ data }: MessageEvent<ToRain>) => {
  switch (data.type) {
    case 'start':
      void start(data)
      break
    case 'tick':
      tickStore.setState({ tick: data.tick })
      break
    case 'resize':
      size = { width: data.width, height: data.height }
      scene?.resize(data.width, data.height)
      break
  }
}

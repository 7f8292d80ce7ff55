import type { Page, Worker } from '@playwright/test'
import { expect } from './fixtures'

/*
 * What the specs of the rain share. The rain counts its ticks and draws in a worker, in real time
 * (Playwright's clock reaches pages, not workers): the page's side is watched from an init script
 * (contexts it asks for, messages it sends, rains it shows), the worker's from inside it (WebGL
 * draws, 2D letters).
 */

declare global {
  interface Window {
    /** Context types the page itself asked any canvas for, on screen or offscreen. */
    contextTypes: string[]
    /** Messages the page has sent to workers, by type. */
    messagesSent: string[]
    /** Every rain the background's layer has shown (its `data-rain`), in order. */
    rainsShown: string[]
  }
  /** In the rain's worker: WebGL draw calls since it was instrumented. */
  var draws: number | undefined
  /** In the rain's worker: runs of cells the 2D rain put on its canvas since it was instrumented. */
  var cellRuns2D: number | undefined
  /** In the rain's worker: the context the rain draws with, as its draws reveal it. */
  var rainContext: WebGL2RenderingContext | undefined
  /** In the rain's worker, once a test sets it to an array: the tick (`uTick`) each WebGL draw drew, and when. */
  var drawnTicks: { tick: number; at: number }[] | undefined
}

/** Records every context type the page asks for, every message it posts to workers and every rain it shows. */
function instrumentPage() {
  window.contextTypes = []
  window.messagesSent = []
  window.rainsShown = []
  new MutationObserver((records) => {
    for (const { target } of records) {
      const rain = (target as Element).getAttribute('data-rain')
      if (rain) window.rainsShown.push(rain)
    }
  }).observe(document, { subtree: true, attributeFilter: ['data-rain'] })
  for (const canvas of [HTMLCanvasElement, OffscreenCanvas]) {
    const getContext = canvas.prototype.getContext as (...args: unknown[]) => unknown
    Object.defineProperty(canvas.prototype, 'getContext', {
      value(this: unknown, type: string, ...rest: unknown[]) {
        window.contextTypes.push(type)
        return getContext.call(this, type, ...rest)
      },
    })
  }
  const postMessage = Worker.prototype.postMessage as (...args: unknown[]) => void
  Object.defineProperty(Worker.prototype, 'postMessage', {
    value(this: Worker, message: unknown, ...rest: unknown[]) {
      window.messagesSent.push(String((message as { type?: unknown } | null)?.type))
      return postMessage.call(this, message, ...rest)
    },
  })
}

/**
 * Inside the worker: counts WebGL draw calls in `draws`, keeping the drawing context in `rainContext`
 * (and, once `drawnTicks` is an array, the tick each draw drew), and the runs of cells the 2D rain
 * puts on its canvas in `cellRuns2D`.
 */
function instrumentWorker() {
  globalThis.draws = 0
  globalThis.cellRuns2D = 0
  const putImageData = OffscreenCanvasRenderingContext2D.prototype.putImageData as (...args: unknown[]) => void
  Object.defineProperty(OffscreenCanvasRenderingContext2D.prototype, 'putImageData', {
    value(this: OffscreenCanvasRenderingContext2D, ...args: unknown[]) {
      globalThis.cellRuns2D = (globalThis.cellRuns2D ?? 0) + 1
      return putImageData.apply(this, args)
    },
  })
  const proto = WebGL2RenderingContext.prototype
  for (const name of ['drawArrays', 'drawElements'] as const) {
    const original = proto[name] as (...args: unknown[]) => void
    Object.defineProperty(proto, name, {
      value(this: WebGL2RenderingContext, ...args: unknown[]) {
        globalThis.draws = (globalThis.draws ?? 0) + 1
        globalThis.rainContext = this
        if (globalThis.drawnTicks) {
          // Asked only while a test records ticks: a uniform's value is a round trip to the GPU.
          const program = this.getParameter(this.CURRENT_PROGRAM) as WebGLProgram | null
          const tick = program && this.getUniformLocation(program, 'uTick')
          if (tick) globalThis.drawnTicks.push({ tick: this.getUniform(program, tick) as number, at: performance.now() })
        }
        return original.apply(this, args)
      },
    })
  }
}

/** The layer of the worker's canvases, showing the GPU rain or the 2D rain. */
export const gpuCanvas = (page: Page) => page.locator('[data-rain="gpu"] canvas').last()
export const worker2D = (page: Page) => page.locator('[data-rain="2d"]')
/** The page's own 2D rain, where a canvas cannot be handed to a worker. */
export const pageCanvas = (page: Page) => page.locator('canvas[data-rain="page"]')

/** Whether `url` is the rain's code: its worker, or the worker's chunk with three.js and react-three-fiber. */
export const isRainCode = (url: string) => /\/(rain\.worker|rainScene)-[\w-]+\.js$/.test(url)

/** Whether `url` is the page's 2D rain's chunk, drawn only for reduced motion and where there is no worker to draw. */
export const isRain2DCode = (url: string) => /\/Rain2D-[\w-]+\.js$/.test(url)

/** Requests of the rain's code (`isRainCode`). */
export function watchRainCode(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (isRainCode(request.url())) requested.push(request.url())
  })
  return requested
}

/** A digest of the page's 2D canvas pixels: how many are lit, and a checksum that changes as they move. */
export function pixels2D(page: Page) {
  return pageCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    if (!context) return { lit: 0, sum: 0 }
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data
    let lit = 0
    let sum = 0
    for (let i = 0; i < data.length; i += 4) {
      const green = data[i + 1] ?? 0
      if (green > 0) lit++
      sum = (sum * 31 + green) % 1_000_000_007
    }
    return { lit, sum }
  })
}


/**
 * Watches the page from before its scripts run (context types asked for, ticks posted) and its rain
 * worker from its start, ahead of the worker's first frame (draws, and the drawing context).
 */
export async function instrument(page: Page) {
  page.on('worker', (worker) => void worker.evaluate(instrumentWorker).catch(() => undefined)) // it may close at once
  await page.addInitScript(instrumentPage)
}

/** The rain's worker, instrumented, once the page has started it. */
export async function rainWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().length, { message: 'the rain worker starts' }).toBe(1)
  const [worker] = page.workers()
  if (!worker) throw new Error('no rain worker')
  await expect.poll(() => worker.evaluate(() => globalThis.draws !== undefined), { message: 'the worker is instrumented' }).toBe(true)
  return worker
}

/** WebGL draws in the rain's worker so far. */
export const drawsIn = (worker: Worker) => worker.evaluate(() => globalThis.draws ?? 0)
/** Runs of cells the 2D rain has put on its canvas in the rain's worker so far. */
export const cellRuns2DIn = (worker: Worker) => worker.evaluate(() => globalThis.cellRuns2D ?? 0)

/** Loads the home page with the GPU rain (`?rain=gpu`: this machine has only a software renderer) and waits for it to draw; returns its worker. */
export async function openWithGpuRain(page: Page) {
  await instrument(page)
  await page.goto('/?rain=gpu')
  // Once the worker has compiled the shader and drawn.
  await expect(gpuCanvas(page)).toBeVisible()
  const worker = await rainWorker(page)
  await expect.poll(() => drawsIn(worker), { message: 'the worker draws' }).toBeGreaterThan(0)
  return worker
}

/** The visitor's motion choice, stored as paused before the page loads. */
export function startPaused(page: Page) {
  return page.addInitScript(() => {
    // Init scripts also run in frames (the stand-in video page), which have no storage of ours.
    if (window === window.top) localStorage.setItem('motion', JSON.stringify({ state: { choice: 'paused' }, version: 0 }))
  })
}

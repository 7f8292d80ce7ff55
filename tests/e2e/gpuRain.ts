import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/* What the specs of the GPU rain share: instrumenting WebGL before the page runs, and opening it. */

declare global {
  interface Window {
    draws: number
    contextTypes: string[]
  }
}

/** Counts WebGL draw calls in window.draws and records every context type asked for. */
export function instrument() {
  window.draws = 0
  window.contextTypes = []
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['drawArrays', 'drawElements'] as const) {
      const original = proto[name] as (...args: unknown[]) => void
      Object.defineProperty(proto, name, {
        value(this: unknown, ...args: unknown[]) {
          window.draws++
          return original.apply(this, args)
        },
      })
    }
  }
  const getContext = HTMLCanvasElement.prototype.getContext as (...args: unknown[]) => unknown
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    value(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      window.contextTypes.push(type)
      return getContext.call(this, type, ...rest)
    },
  })
}

export const gpuCanvas = (page: Page) => page.locator('[data-rain="gpu"] canvas')

/** Loads the home page and waits for the GPU rain, counting draws in window.draws. */
export async function openWithGpuRain(page: Page) {
  await page.addInitScript(instrument)
  await page.goto('/')
  await expect(gpuCanvas(page)).toBeVisible()
}

/** The visitor's motion choice, stored as paused before the page loads. */
export function startPaused(page: Page) {
  return page.addInitScript(() => {
    // Init scripts also run in frames (the stand-in video page), which have no storage of ours.
    if (window === window.top) localStorage.setItem('motion', JSON.stringify({ state: { choice: 'paused' }, version: 0 }))
  })
}

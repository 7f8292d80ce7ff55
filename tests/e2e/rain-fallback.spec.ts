import { expect, test } from './fixtures'
import { canvas2D, pixels2D, watchRainCode } from './rain'

/*
 * The rain in a browser without WebGL: this spec runs in the project without a GPU or its software
 * stand-in (playwright.config.ts), where neither the page nor a worker can make a WebGL context.
 */

test('without WebGL the rain runs on an animated 2D canvas, with no error and without three.js', async ({ page }) => {
  const rainCode = watchRainCode(page)
  await page.goto('/')
  await expect(canvas2D(page)).toBeVisible()
  const first = await pixels2D(page)
  expect(first.lit).toBeGreaterThan(1000)
  await expect.poll(async () => (await pixels2D(page)).sum, { message: 'the 2D rain moves' }).not.toBe(first.sum)
  // The worker tried, found no WebGL 2 and was stopped before it asked for three.js.
  expect(rainCode.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/rain\.worker-/)])
  await expect.poll(() => page.workers().length).toBe(0)
  await expect(page.locator('canvas')).toHaveCount(1)
})

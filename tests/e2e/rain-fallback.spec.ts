import { expect, test } from './fixtures'
import { instrument, cellRuns2DIn, pageCanvas, pixels2D, rainWorker, watchRainCode, worker2D } from './rain'

/*
 * The rain in a browser without WebGL: this spec runs in the project without a GPU or its software
 * stand-in (playwright.config.ts), where neither the page nor a worker can make a WebGL context.
 */

test('without WebGL the worker draws the 2D rain, with no error and without three.js', async ({ page }) => {
  await instrument(page)
  const rainCode = watchRainCode(page)
  await page.goto('/')
  const layer = worker2D(page)
  await expect(layer.locator('canvas')).toBeVisible()
  const worker = await rainWorker(page)
  const before = await cellRuns2DIn(worker)
  await expect.poll(() => cellRuns2DIn(worker), { message: 'the 2D rain moves' }).toBeGreaterThan(before)
  expect(rainCode.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/rain\.worker-/)])
  expect(await page.evaluate(() => window.contextTypes), 'contexts the page made').toEqual([])
  await expect(page.locator('canvas')).toHaveCount(1)
})

test('where a canvas cannot be handed to a worker, the page draws the 2D rain itself', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen
  })
  await page.goto('/')
  await expect(pageCanvas(page)).toBeVisible()
  const first = await pixels2D(page)
  expect(first.lit).toBeGreaterThan(1000)
  await expect.poll(async () => (await pixels2D(page)).sum, { message: 'the 2D rain moves' }).not.toBe(first.sum)
  expect(page.workers()).toEqual([])
  await expect(page.locator('canvas')).toHaveCount(1)
})

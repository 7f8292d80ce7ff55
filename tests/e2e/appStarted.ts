import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Waits until React has the page: the prerendered HTML shows (and its links work) before the app's
 * code arrives, so a test that drives the app itself (its router, its state) waits for this first.
 * React marks the nodes it owns; the mark on the page's heading says it has been hydrated.
 */
export async function appStarted(page: Page) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), 'React has the page')
    .toBe(true)
}

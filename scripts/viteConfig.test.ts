import { fileURLToPath } from 'node:url'
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('vite.config.ts', () => {
  // Vite names every import its coming config loader could not follow (one without its
  // file's extension, say) in a warning at the top of each build, which an owner would read as
  // something wrong with their content.
  it('loads without a warning', async () => {
    const warnings: string[] = []
    const logger = { ...createLogger('silent'), warn: (message: string) => void warnings.push(message) }
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, root, 'warn', logger)
    expect(loaded?.path).toMatch(/vite\.config\.ts$/)
    expect(warnings).toEqual([])
  })
})

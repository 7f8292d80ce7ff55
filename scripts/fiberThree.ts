import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const FIBER_THREE = fileURLToPath(new URL('../src/background/fiberThree.ts', import.meta.url))

/**
 * Resolves `three`, when react-three-fiber imports it, to src/background/fiberThree.ts: the classes
 * the site's canvas uses, so that `<Canvas>` registering "all of three.js" registers only those.
 * Every other importer, that module included, gets three.js itself.
 */
export function fiberThree(): Plugin {
  return {
    name: 'fiber-three',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'three' && importer?.includes('/node_modules/@react-three/fiber/')) return FIBER_THREE
      return null
    },
  }
}

// Modules written in TypeScript, run from the project's plain Node scripts (the build's content
// check, `npm run new`) by Vite, since Node does not run TypeScript itself.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/**
 * A module run by Vite outside any build. Vite sets NODE_ENV for the modules it runs; left behind, it
 * would make the production build that follows in this process bundle React's development build.
 * @param {string} id @param {import('vite').InlineConfig} config
 */
export async function viteImport(id, config) {
  const nodeEnv = process.env.NODE_ENV
  try {
    return (await runnerImport(id, { configFile: false, logLevel: 'warn', ...config })).module
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/** A module of scripts/ written in TypeScript, by its path from there (`./pictures.ts`). */
export const loadScript = (/** @type {string} */ file) => viteImport(fileURLToPath(new URL(file, import.meta.url)), {})

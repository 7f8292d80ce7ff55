import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import handler from 'serve-handler'
import type { TestProject } from 'vitest/node'
import { writeContentFacts } from '../contentFacts'
import { RECORDER_PATH, RECORDER_SCRIPT } from './pageErrors'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

const PORT = Number(process.env.PORT ?? 4173)

/** A copy of the built site whose pages load the error recorder first (see pageErrors.ts). */
function siteWithRecorder(): string {
  const root = mkdtempSync(join(tmpdir(), 'engines-site-'))
  cpSync('dist', root, { recursive: true })
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const html = readFileSync(join(root, file), 'utf8')
    writeFileSync(join(root, file), html.replace('<head>', `<head><script src="${RECORDER_PATH}"></script>`))
  }
  writeFileSync(join(root, RECORDER_PATH), RECORDER_SCRIPT)
  return root
}

/**
 * Vitest's global setup: serves the built site (`npm run build` first) on $PORT as `npm run serve`
 * does, for the engine suites to share, and writes the content's facts they read.
 */
export default async function setup(project: TestProject) {
  // Before the suites are loaded: what the content holds, which they expect the site to show.
  await writeContentFacts()
  const root = siteWithRecorder()
  const options = { ...JSON.parse(readFileSync('serve.json', 'utf8')), public: root }
  const server = createServer((request, response) => void handler(request, response, options))
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(PORT, '127.0.0.1', resolve))
  project.provide('baseURL', `http://127.0.0.1:${PORT}`)
  return () => {
    server.close()
    rmSync(root, { recursive: true, force: true })
  }
}

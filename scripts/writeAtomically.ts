import { rename, writeFile } from 'node:fs/promises'

/**
 * Writes a file of a cache that builds share: aside first, then renamed into place, so that a build
 * cut short, or another build reading it meanwhile, never meets half a file.
 */
export async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, bytes)
  await rename(partial, path)
}

import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  engines?: { node?: string } | string[]
  os?: string[]
  cpu?: string[]
}

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as T
const ours = read<{ engines: { node: string } }>('package.json').engines.node
const lock = read<{ packages: Record<string, LockedPackage> }>('package-lock.json')

/** A binary for 32-bit Windows: Node itself has shipped none since version 23, so it cannot bound the range. */
const forRetiredPlatform = (pkg: LockedPackage) => pkg.os?.join() === 'win32' && pkg.cpu?.join() === 'ia32'

const nodeRanges = Object.entries(lock.packages)
  .filter(([path, pkg]) => path !== '' && !forRetiredPlatform(pkg))
  .flatMap(([path, pkg]) => (pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node ? [[path, pkg.engines.node] as const] : []))

describe("package.json's Node range", () => {
  it('is the one package-lock.json records for the project', () => {
    expect(lock.packages['']?.engines).toEqual({ node: ours })
  })

  it('is within the range of every installed package that names one', () => {
    expect(nodeRanges.length).toBeGreaterThan(100)
    const refused = nodeRanges.filter(([, range]) => !semver.subset(ours, range))
    expect(refused, `${ours} allows Node versions these packages refuse`).toEqual([])
  })
})

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent, importFromProject } from './checkContent.mjs'

describe('importFromProject', () => {
  /** @type {string} */
  let root
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'content-'))
    await mkdir(join(root, 'src/images'), { recursive: true })
    await writeFile(join(root, 'src/images/here.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(
      join(root, 'src/pictures.ts'),
      "import here from './images/here.svg'\nimport gone from './images/gone.svg'\nexport const pictures = [here, gone]\n",
    )
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('gives an imported image its path from the root, whether or not the file exists', async () => {
    const { pictures } = await importFromProject(root, '/src/pictures.ts')
    expect(pictures).toEqual(['/src/images/here.svg', '/src/images/gone.svg'])
  })
})

describe('checkContent', () => {
  it('finds no problem in the content of this project', async () => {
    expect(await checkContent(process.cwd())).toEqual([])
  })
})

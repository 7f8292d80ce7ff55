import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent, importFromProject } from './checkContent.mjs'

describe('importFromProject', () => {
  /** @type {string} */
  let root
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'content-'))
    await mkdir(join(root, 'src/images'), { recursive: true })
    await writeFile(join(root, 'src/images/drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"/>')
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#345' } }).jpeg().toFile(join(root, 'src/images/photo.jpg'))
    await writeFile(join(root, 'src/images/notes.jpg'), 'these are notes, not a photo')
    const names = ['drawing.svg', 'photo.jpg', 'notes.jpg', 'gone.jpg']
    await writeFile(
      join(root, 'src/pictures.ts'),
      `${names.map((name, i) => `import p${i} from './images/${name}?picture'`).join('\n')}\nexport const pictures = [${names.map((_, i) => `p${i}`).join(', ')}]\n`,
    )
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('reads each picture, or says why it cannot, naming the file', async () => {
    const { pictures } = await importFromProject(root, '/src/pictures.ts')
    const [drawing, photo, notes, gone] = pictures
    expect(drawing).toEqual({ src: '/src/images/drawing.svg', width: 120, height: 80 })
    expect(photo).toMatchObject({ width: 640, height: 480, raster: { widths: [320, 640], fallback: 'jpg', large: 640 } })
    expect(photo.src).toMatch(/^\/assets\/pictures\/photo-\w{10}-640\.jpg$/)
    expect(photo.placeholder).toMatch(/^linear-gradient\(#[0-9a-f]{6},/)
    expect(notes.problem).toBe('not an image: src/images/notes.jpg')
    expect(gone.problem).toBe('image file not found: src/images/gone.jpg')
  })
})

describe('checkContent', () => {
  it('finds no problem in the content of this project', async () => {
    expect(await checkContent(process.cwd())).toMatchObject({ problems: [], warnings: [] })
  })
})

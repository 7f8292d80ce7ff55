import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONT_WEIGHTS, TEXT_WEIGHTS } from '../src/styles/fontWeights'
import { STAND_INS, fallbackFaceRules, fallbackFamily, standInFaces } from './fallbackFaces'

/** A font's metrics, in units of a 1000-unit em. */
const metrics = (xWidthAvg: number, ascent = 800, descent = -200, lineGap = 0) => ({ ascent, descent, lineGap, unitsPerEm: 1000, xWidthAvg })

const descriptor = (rule: string, name: string) => rule.match(new RegExp(`${name}:([^;}]+)`))?.[1]

describe('fallbackFaceRules', () => {
  const standIn = { family: 'Wide Sans', weights: { min: 400, max: 599 }, fitAt: 400, like: metrics(400), locals: ['Narrow Sans', 'Narrow Sans Alt'] }
  const fallbackFaceRule = (face: typeof standIn, font: ReturnType<typeof metrics>) => fallbackFaceRules([[face, font]])[0] ?? ''

  it('scales the stand-in to the font’s average width', () => {
    expect(descriptor(fallbackFaceRule(standIn, metrics(500)), 'size-adjust')).toBe('125%')
    expect(descriptor(fallbackFaceRule(standIn, metrics(400)), 'size-adjust')).toBe('100%')
  })

  it('gives it the font’s ascent, descent and line gap at that scale, so a line is as high', () => {
    const rule = fallbackFaceRule(standIn, metrics(500, 1000, -250, 100))
    expect([descriptor(rule, 'ascent-override'), descriptor(rule, 'descent-override'), descriptor(rule, 'line-gap-override')]).toEqual(['80%', '20%', '8%'])
  })

  it('names the face for its font and takes the first of its local faces a system has', () => {
    const rule = fallbackFaceRule(standIn, metrics(400))
    expect(descriptor(rule, 'font-family')).toBe('"Wide Sans fallback"')
    expect(descriptor(rule, 'src')).toBe('local("Narrow Sans"),local("Narrow Sans Alt")')
  })

  it('draws it for its face’s weights', () => {
    expect(descriptor(fallbackFaceRule(standIn, metrics(400)), 'font-weight')).toBe('400 599')
  })

  it('makes one rule of neighbouring faces that come out the same, and keeps apart those that do not', () => {
    const face = (fitAt: number) => ({ ...standIn, weights: { min: fitAt - 50, max: fitAt + 49 }, fitAt })
    const [semibold, bold, heavy] = [face(600), face(700), face(800)]
    const weights = (faces: Parameters<typeof fallbackFaceRules>[0]) => fallbackFaceRules(faces).map((rule) => descriptor(rule, 'font-weight'))
    expect(weights([[semibold, metrics(400)], [bold, metrics(400)], [heavy, metrics(400)]])).toEqual(['550 849'])
    expect(weights([[semibold, metrics(400)], [bold, metrics(410)], [heavy, metrics(410)]])).toEqual(['550 649', '650 849'])
    expect(weights([[semibold, metrics(400)], [heavy, metrics(400)]])).toEqual(['550 649', '750 849'])
  })
})

describe('standInFaces', () => {
  const standIn = { family: 'Wide Sans', file: 'wide.woff2', like: { regular: metrics(400), bold: metrics(450) }, locals: ['Narrow Sans', 'Narrow Mono'] }

  it('fits a face at each weight the text is set in, drawn for the weights nearest to it', () => {
    const faces = standInFaces(standIn, [400, 600, 700, 800])
    expect(faces.map(({ fitAt, weights }) => [fitAt, weights.min, weights.max])).toEqual([
      [400, FONT_WEIGHTS.min, 599],
      [600, 600, 649],
      [700, 650, 749],
      [800, 750, FONT_WEIGHTS.max],
    ])
  })

  it('draws the bolder weights with the local faces’ bold ones', () => {
    const [regular, ...bolder] = standInFaces(standIn, [400, 700])
    expect([regular?.locals, regular?.like]).toEqual([standIn.locals, standIn.like.regular])
    expect(bolder.map(({ weights, locals, like }) => [weights, locals, like])).toEqual([
      [{ min: 600, max: FONT_WEIGHTS.max }, ['Narrow Sans Bold', 'Narrow Mono Bold'], standIn.like.bold],
    ])
  })

  it('is fitted at every weight the site’s styles set', () => {
    const styles = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))
    const weights = styles.flatMap((file) => [...readFileSync(`src/${file}`, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map(([, weight]) => weight?.trim()))
    expect(weights.length).toBeGreaterThan(0)
    for (const weight of weights) expect(TEXT_WEIGHTS, `font-weight: ${weight}`).toContain(Number(weight))
    expect(STAND_INS.map((standIn) => standInFaces(standIn).map(({ fitAt }) => fitAt))).toEqual(STAND_INS.map(() => TEXT_WEIGHTS))
  })
})

describe('the site’s font stacks', () => {
  const tokens = readFileSync('src/styles/tokens.css', 'utf8')
  const stacks = [...tokens.matchAll(/--font-\w+:\s*([^;]+);/g)].map(([, stack]) => stack?.split(',').map((family) => family.trim().replace(/^'|'$/g, '')) ?? [])

  it.each(STAND_INS.map(({ family }) => [family]))('lists the stand-in of %s right after it', (family) => {
    const stack = stacks.find((families) => families[0] === family)
    expect(stack?.[1]).toBe(fallbackFamily(family))
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONT_WEIGHTS } from '../src/styles/fontWeights'
import { STAND_INS, fallbackFaceRule, fallbackFamily, standInFaces } from './fallbackFaces'

/** A font's metrics, in units of a 1000-unit em. */
const metrics = (xWidthAvg: number, ascent = 800, descent = -200, lineGap = 0) => ({ ascent, descent, lineGap, unitsPerEm: 1000, xWidthAvg })

const descriptor = (rule: string, name: string) => rule.match(new RegExp(`${name}:([^;}]+)`))?.[1]

describe('fallbackFaceRule', () => {
  const standIn = { family: 'Wide Sans', weights: { min: 400, max: 599 }, fitAt: 400, like: metrics(400), locals: ['Narrow Sans', 'Narrow Sans Alt'] }

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
})

describe('standInFaces', () => {
  const standIn = { family: 'Wide Sans', file: 'wide.woff2', like: { regular: metrics(400), bold: metrics(450) }, locals: ['Narrow Sans', 'Narrow Mono'] }
  const [regular, bold] = standInFaces(standIn)

  it('covers every weight the site uses, the bolder ones with the local faces’ bold ones', () => {
    expect([regular?.weights, bold?.weights]).toEqual([
      { min: FONT_WEIGHTS.min, max: 599 },
      { min: 600, max: FONT_WEIGHTS.max },
    ])
    expect(bold?.locals).toEqual(['Narrow Sans Bold', 'Narrow Mono Bold'])
    expect(bold?.like).toBe(standIn.like.bold)
  })

  it('fits the regular face at the body’s weight and the bold one at CSS’s bold', () => {
    expect([regular?.fitAt, bold?.fitAt]).toEqual([FONT_WEIGHTS.min, 700])
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

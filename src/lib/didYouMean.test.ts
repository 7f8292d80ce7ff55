import { describe, expect, it } from 'vitest'
import { didYouMean, unknownFieldsProblem } from './didYouMean'

describe('didYouMean', () => {
  const fields = ['file', 'alt', 'focus']

  it('names the known name a misspelt one is near, or that is one of its words', () => {
    expect(didYouMean('fiel', fields)).toBe(' (did you mean "file"?)')
    expect(didYouMean('alt_text', fields)).toBe(' (did you mean "alt"?)')
    expect(didYouMean('image-file', fields)).toBe(' (did you mean "file"?)')
  })

  it('names none where no known name is near', () => {
    expect(didYouMean('caption', fields)).toBe('')
    expect(didYouMean('x', [])).toBe('')
  })

  it('names each unknown field with its guess', () => {
    expect(unknownFieldsProblem(['titel', 'colour'], ['title', 'date'])).toBe('unknown field "titel" (did you mean "title"?), "colour"')
  })
})

import { describe, expect, it } from 'vitest'
import { paragraphs } from './paragraphs'

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('One.\n\nTwo.\n\nThree.')).toEqual(['One.', 'Two.', 'Three.'])
  })

  it('keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('One line\nsame paragraph\n\nNext')).toEqual(['One line\nsame paragraph', 'Next'])
  })

  it('treats whitespace-only lines, runs of blank lines and CRLF as one break', () => {
    expect(paragraphs('A\r\n\r\nB\n  \t\nC\n\n\n\nD')).toEqual(['A', 'B', 'C', 'D'])
  })

  it('drops leading, trailing and empty paragraphs', () => {
    expect(paragraphs('\n\n  A  \n\n\n')).toEqual(['A'])
    expect(paragraphs('')).toEqual([])
    expect(paragraphs(' \n \n ')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { withLanguage } from './pageLanguage'

describe('withLanguage', () => {
  it('sets the language of the page, whatever the template said', () => {
    expect(withLanguage('<!doctype html>\n<html lang="en">\n<head>', 'de-CH')).toBe('<!doctype html>\n<html lang="de-CH">\n<head>')
  })

  it('refuses a template whose <html> has no lang to set', () => {
    expect(() => withLanguage('<html><head>', 'de')).toThrow('index.html must open with <html lang="…">')
  })
})

import { describe, expect, it } from 'vitest'
import { withLanguage } from './pageLanguage'

describe('withLanguage', () => {
  it('sets the language of the page, whatever the template said', () => {
    expect(withLanguage('<!doctype html>\n<html lang="en">\n<head>', 'de-CH')).toBe('<!doctype html>\n<html lang="de-CH">\n<head>')
  })

  it('lays out from the right a page in a language written from the right', () => {
    expect(withLanguage('<html lang="en"><head>', 'ar')).toBe('<html lang="ar" dir="rtl"><head>')
    expect(withLanguage('<html lang="en"><head>', 'he-IL')).toBe('<html lang="he-IL" dir="rtl"><head>')
    expect(withLanguage('<html lang="en"><head>', 'az-Arab')).toBe('<html lang="az-Arab" dir="rtl"><head>')
    expect(withLanguage('<html lang="en"><head>', 'az')).toBe('<html lang="az"><head>')
  })

  it('refuses a template whose <html> has no lang to set', () => {
    expect(() => withLanguage('<html><head>', 'de')).toThrow('index.html must open with <html lang="…">')
  })
})

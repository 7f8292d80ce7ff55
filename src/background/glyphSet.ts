/** Used when a name holds no letter at all, so the rain still has something to show. */
const FALLBACK_GLYPHS = ['0', '1']

/**
 * The distinct letters of a name, in order of first appearance; case is kept, since 'A' and 'a'
 * are different shapes in the rain. Spaces, digits and punctuation are left out.
 */
export function glyphSet(name: string): string[] {
  const letters = Array.from(new Set(Array.from(name.normalize('NFC')).filter((ch) => /\p{L}/u.test(ch))))
  return letters.length > 0 ? letters : FALLBACK_GLYPHS
}

/**
 * For the tests that read a page as React renders it on the server (the routes' tests, a prerendered
 * page): its text with the characters React escapes put back (`'` for `&#x27;`), so that a test finds
 * the site's words (src/content/words.ts) in it whatever an owner writes them with ("Retour à
 * l'accueil", "Notes & stories").
 */
export const unescapedText = (html: string): string =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

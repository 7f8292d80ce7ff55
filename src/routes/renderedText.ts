/**
 * For the routes' tests: HTML as React renders it on the server with its text's quotes and
 * ampersands put back (`'` for `&#x27;`), so that a test finds the site's words (src/content/words.ts)
 * in it whatever an owner writes them with ("Retour à l'accueil").
 */
export const unescapedText = (html: string): string => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

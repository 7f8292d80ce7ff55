// The colours of code in the text: the site's phosphor green on near-black (src/styles/tokens.css),
// with a few warmer and cooler hues so that the kinds of token stand apart. Every colour has at least
// 7:1 contrast on the block's background, --color-code (WCAG AAA for body text), comments included.
import type { ThemeRegistration } from 'shiki'

/** The block's background, --color-code; the page's stylesheet paints it. */
const BACKGROUND = '#030a06'

const TEXT = '#e6f2ea' // --color-text
const COMMENT = '#a9c4b4' // --color-muted
const KEYWORD = '#4ade80' // --color-accent
const STRING = '#d9f99d'
const NUMBER = '#fcd34d'
const FUNCTION = '#7dd3fc'
const TYPE = '#86efac'
const PUNCTUATION = '#b8d4c4'

export const codeTheme: ThemeRegistration = {
  name: 'phosphor',
  type: 'dark',
  colors: { 'editor.background': BACKGROUND, 'editor.foreground': TEXT },
  tokenColors: [
    { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: COMMENT, fontStyle: 'italic' } },
    { scope: ['keyword', 'storage', 'keyword.operator.logical', 'keyword.operator.new', 'variable.language'], settings: { foreground: KEYWORD } },
    { scope: ['string', 'string.quoted', 'markup.inline.raw', 'punctuation.definition.string'], settings: { foreground: STRING } },
    { scope: ['constant.numeric', 'constant.language', 'constant.character', 'support.constant'], settings: { foreground: NUMBER } },
    { scope: ['entity.name.function', 'support.function', 'meta.function-call.generic'], settings: { foreground: FUNCTION } },
    { scope: ['entity.name.type', 'entity.name.class', 'support.type', 'support.class', 'entity.other.inherited-class'], settings: { foreground: TYPE } },
    { scope: ['entity.name.tag', 'support.type.property-name', 'variable.parameter'], settings: { foreground: TYPE } },
    { scope: ['punctuation', 'keyword.operator', 'meta.brace'], settings: { foreground: PUNCTUATION } },
  ],
}

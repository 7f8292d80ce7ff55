/**
 * What a name or an alt text must hold, in any script: `\w` knows only ASCII's letters, and an owner's
 * titles and descriptions may be in Arabic ("يوم مفتوح"), Greek or Chinese.
 */

/** A letter or a digit. */
export const A_LETTER = /[\p{L}\p{N}]/u

/** Three letters or digits in a row: a word, not a stray mark. */
export const A_WORD = /[\p{L}\p{N}]{3}/u

// French keeps a space between its guillemets and what they quote, and before its high punctuation
// (« ainsi », « vraiment ? », consigne : …), and a line must not break at that space: a « left at
// the end of a line, or a ? at the start of the next, reads as a mistake. The CLDR's marks
// (quotationMarks.ts) carry no space; these are the typographer's French rules on top of them.
import type { QuotationMarks } from './quotationMarks.ts'

/** The space French sets inside guillemets and before : ; ! ?, which a line does not break at. */
const NO_BREAK_SPACE = '\u00A0'

/** Whether `tag` names French, in any region (fr, fr-CA, fr-BE…). */
export function isFrench(tag: string): boolean {
  try {
    return new Intl.Locale(tag).language === 'fr'
  } catch {
    return false
  }
}

/** `marks` with a no-break space inside each guillemet: "ainsi" is set « ainsi ». */
export function spacedGuillemets(marks: QuotationMarks): QuotationMarks {
  const spaced = (mark: string) => (/^[«‹]$/.test(mark) ? mark + NO_BREAK_SPACE : /^[»›]$/.test(mark) ? NO_BREAK_SPACE + mark : mark)
  const [open, close, innerOpen, innerClose] = marks
  return [spaced(open), spaced(close), spaced(innerOpen), spaced(innerClose)]
}

/** `text` with each space the author wrote inside guillemets and before : ; ! ? made one a line does not break at. */
export function keepMarksWithWords(text: string): string {
  return text.replace(/(?<=[«‹]) | (?=[:;!?»›])/g, NO_BREAK_SPACE)
}

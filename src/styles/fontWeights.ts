/**
 * The weight range the site's styles use, 400 for text up to 800 for the intro's heading: the
 * build cuts the variable fonts' weight axis to it (vite.config.ts), the fonts' stand-ins cover it
 * (scripts/fallbackFaces.ts), and the rain's worker declares its face over it.
 */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

/**
 * The weights the site's text is set in: the body's, the controls' and list titles' 600, the
 * headings' and bold words' 700 (CSS's `bold`) and the intro's heading's 800. The fonts' stand-ins
 * are fitted at each (scripts/fallbackFaces.ts), and a style that sets another fails the unit tests.
 */
export const TEXT_WEIGHTS: readonly number[] = [FONT_WEIGHTS.min, 600, 700, FONT_WEIGHTS.max]

/**
 * The weight range the site's styles use, 400 for text up to 800 for the intro's heading: the
 * build cuts the variable fonts' weight axis to it (vite.config.ts), the fonts' stand-ins cover it
 * (scripts/fallbackFaces.ts), and the rain's worker declares its face over it.
 */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

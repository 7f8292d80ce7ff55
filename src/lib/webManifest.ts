import { textDirection } from './textDirection'

/** The sizes of the PNG icons the build renders from public/favicon.svg. */
export const ICON_SIZES = [192, 512] as const
export const APPLE_TOUCH_ICON_SIZE = 180

export const iconPath = (size: number) => `icons/icon-${size}.png`

interface ManifestInput {
  readonly name: string
  readonly shortName: string
  readonly description: string
  /** The content's language, a language tag: the manifest's `lang`, and its `dir`. */
  readonly lang: string
  readonly basePath: string
  readonly color: string
}

/** The web app manifest; paths are relative to the base path so the site installs from a sub-path too. */
export function webManifest({ name, shortName, description, lang, basePath, color }: ManifestInput) {
  return {
    name,
    short_name: shortName,
    description,
    lang,
    dir: textDirection(lang),
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    background_color: color,
    theme_color: color,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: basePath + iconPath(size), sizes: `${size}x${size}`, type: 'image/png' })),
      { src: `${basePath}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}

// The part of a photo that a box of another shape shows of it, so that the build can cut the
// renditions of a picture always shown in one shape (a thumbnail: src/components/picturePlaces.ts)
// to that shape, and send no pixel the box would crop away.

/** A shape as its width and height, in any unit: 16 and 9. */
export interface Shape {
  readonly width: number
  readonly height: number
}

/** A rectangle of a picture's pixels, from its top left corner. */
export interface Region {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

/** Where a `focus` ("50% 30%": across, then down) puts the picture in the box, each as a fraction; the middle without one. */
function focusPoint(focus: string | undefined): [number, number] {
  const [across, down] = (focus ?? '').split(' ').map((part) => Number.parseFloat(part) / 100)
  const fraction = (value: number | undefined) => (value !== undefined && value >= 0 && value <= 1 ? value : 0.5)
  return [fraction(across), fraction(down)]
}

/**
 * The region of a `width`×`height` picture that a box of `shape` shows with `object-fit: cover` and
 * `object-position: focus`: as much of the picture as the shape holds, placed as CSS places it (at
 * "50% 30%", the picture's line 30 % of the way down lies on the box's line 30 % of the way down).
 * A picture of the box's shape is its own region.
 */
export function cutRegion(width: number, height: number, shape: Shape, focus?: string): Region {
  const cutWidth = Math.min(width, Math.round((height * shape.width) / shape.height))
  const cutHeight = Math.min(height, Math.round((width * shape.height) / shape.width))
  const [across, down] = focusPoint(focus)
  return { left: Math.round((width - cutWidth) * across), top: Math.round((height - cutHeight) * down), width: cutWidth, height: cutHeight }
}

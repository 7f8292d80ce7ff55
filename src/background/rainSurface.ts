/** A canvas the rain draws on, the GPU rain's or the 2D rain's; both draw once per tick of their thread's tick store. */
export interface RainSurface {
  /** The canvas's new size in CSS pixels. */
  resize(width: number, height: number): void
  dispose(): void
}

/** What either rain needs to start drawing on a canvas. */
export interface SurfaceOptions {
  canvas: OffscreenCanvas
  /** The glyph atlas (glyphAtlas.ts), one white letter per cell. */
  atlas: OffscreenCanvas
  glyphCount: number
  /** The side of one letter cell in device pixels, and device pixels per CSS pixel. */
  cellPx: number
  scale: number
  /** The canvas's size in CSS pixels. */
  size: { width: number; height: number }
}

/**
 * WebGL drawn by the CPU: SwiftShader (Chromium without a usable GPU), Mesa's llvmpipe and softpipe
 * (Linux, virtual machines, remote desktops), Microsoft Basic Render Driver and WARP (Windows). The
 * GPU rain there costs the browser many times the 2D rain, so it counts as no GPU.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|basic render|\bwarp\b|software/i

export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE.test(renderer)
}

/**
 * The renderer behind this thread's WebGL, read from a throwaway context (so the canvas the rain
 * draws on can still take a 2D context); undefined where there is no WebGL 2.
 */
export function webglRenderer(): string | undefined {
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2')
  if (!gl) return undefined
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  gl.getExtension('WEBGL_lose_context')?.loseContext()
  return renderer
}

/** Whether this browser can make a WebGL 2 context; the probe context is released at once. */
export function webgl2Available(): boolean {
  const context = document.createElement('canvas').getContext('webgl2')
  context?.getExtension('WEBGL_lose_context')?.loseContext()
  return context !== null
}

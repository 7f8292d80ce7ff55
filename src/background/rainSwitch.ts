/** Which rain a visit asks for: the one this browser suits (`auto`), or one forced by the address. */
export type RainRequest = 'auto' | 'gpu' | '2d'

/** The query flag that forces a path, for tests and profiling: `/?rain=gpu`, `/?rain=2d`. */
const RAIN_FLAG = 'rain'

export function requestedRain(search: string): RainRequest {
  const value = new URLSearchParams(search).get(RAIN_FLAG)
  return value === 'gpu' || value === '2d' ? value : 'auto'
}

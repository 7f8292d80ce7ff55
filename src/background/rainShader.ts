import fragmentSource from '../../shaders/rain.frag?raw'
import vertexSource from '../../shaders/rain.vert?raw'
import * as config from './rainConfig'

const uint = (value: number) => `${value}u`
const float = (value: number) => value.toFixed(4)
const rgb = (bytes: readonly number[]) => `vec3(${bytes.map((b) => float(b / 255)).join(', ')})`

/** The constants of rainConfig.ts as GLSL, so the shader and the 2D fallback cannot drift apart. */
const defines = [
  `#define SPEED_MIN ${uint(config.SPEED_MIN)}`,
  `#define SPEED_SPREAD ${uint(config.SPEED_SPREAD)}`,
  `#define TRAIL_MIN ${uint(config.TRAIL_MIN)}`,
  `#define TRAIL_SPREAD ${uint(config.TRAIL_SPREAD)}`,
  `#define PERIOD_MIN ${uint(config.PERIOD_MIN)}`,
  `#define PERIOD_SPREAD ${uint(config.PERIOD_SPREAD)}`,
  `#define GLYPH_HOLD_TICKS ${uint(config.GLYPH_HOLD_TICKS)}`,
  `#define TRAIL_RGB ${rgb(config.TRAIL_RGB)}`,
  `#define HEAD_RGB ${rgb(config.HEAD_RGB)}`,
  `#define TRAIL_INTENSITY ${float(config.TRAIL_INTENSITY)}`,
  `#define HEAD_INTENSITY ${float(config.HEAD_INTENSITY)}`,
].join('\n')

export const rainVertexShader = vertexSource
export const rainFragmentShader = `${defines}\n${fragmentSource}`

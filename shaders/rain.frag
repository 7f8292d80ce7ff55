// The falling letters, one pixel at a time. Stateless: a pixel's colour is a function of its cell
// (column, row) and the tick only. Mirrors src/background/rainMath.ts line for line; the constants
// arrive as #defines from src/background/rainConfig.ts (see rainShader.ts).

uniform uint uTick;
uniform float uCellPx;      // one cell in drawing-buffer pixels
uniform float uHeight;      // drawing-buffer height, to count rows from the top
uniform sampler2D uGlyphs;  // one row of white letters on transparent, one cell each
uniform float uGlyphCount;

uint hash(uint x) {
  x ^= x >> 16u;
  x *= 0x7feb352du;
  x ^= x >> 15u;
  x *= 0x846ca68bu;
  x ^= x >> 16u;
  return x;
}

struct Column { uint speed; uint trail; uint period; uint phase; };

Column column(uint col) {
  uint h = hash(col);
  uint period = PERIOD_MIN + ((h >> 16u) % PERIOD_SPREAD);
  return Column(SPEED_MIN + (h % SPEED_SPREAD), TRAIL_MIN + ((h >> 8u) % TRAIL_SPREAD), period,
                hash(h) % (period * 16u));
}

uint headRow(Column c, uint tick) {
  return ((tick * c.speed + c.phase) >> 4u) % c.period;
}

uint distanceBehindHead(Column c, uint head, uint row) {
  return (head + c.period - (row % c.period)) % c.period;
}

float trailBrightness(uint distance, uint trail) {
  if (distance >= trail) return 0.0;
  float f = 1.0 - float(distance) / float(trail);
  return f * f;
}

uint glyphIndex(uint col, uint row, uint tick, uint glyphCount) {
  uint h = hash((col * 0x8da6b343u) ^ (row * 0xd8163841u));
  uint epoch = (tick + (h % GLYPH_HOLD_TICKS)) / GLYPH_HOLD_TICKS;
  return hash(h + epoch) % glyphCount;
}

void main() {
  vec2 fromTopLeft = vec2(gl_FragCoord.x, uHeight - gl_FragCoord.y);
  vec2 cell = floor(fromTopLeft / uCellPx);
  vec2 inCell = fromTopLeft / uCellPx - cell;
  uint col = uint(cell.x);
  uint row = uint(cell.y);

  Column c = column(col);
  uint distance = distanceBehindHead(c, headRow(c, uTick), row);
  float brightness = trailBrightness(distance, c.trail);
  if (brightness == 0.0) {
    gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0);
    return;
  }

  uint glyph = glyphIndex(col, row, uTick, uint(uGlyphCount));
  float coverage = texture(uGlyphs, vec2((float(glyph) + inCell.x) / uGlyphCount, 1.0 - inCell.y)).a;
  vec3 colour = distance == 0u ? HEAD_RGB * HEAD_INTENSITY : TRAIL_RGB * (TRAIL_INTENSITY * brightness);
  gl_FragColor = vec4(colour * coverage, 1.0);
}

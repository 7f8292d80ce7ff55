// A full-screen quad: the plane's corners are already in clip space, so no camera is involved.
void main() {
  gl_Position = vec4(position.xy, 0.0, 1.0);
}

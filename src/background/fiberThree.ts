/**
 * three.js as react-three-fiber sees it. `<Canvas>` registers every export of the `three` it imports
 * (`extend(THREE)`), which keeps all of three.js in the bundle; `scripts/fiberThree.ts` hands it this
 * module instead: what r3f itself uses, and the two classes the rain's JSX names (`<mesh>`,
 * `<planeGeometry>`). The rest of three.js is then left out of the GPU chunk.
 */
export {
  ACESFilmicToneMapping,
  BasicShadowMap,
  Clock,
  Color,
  ColorManagement,
  Layers,
  LinearSRGBColorSpace,
  Mesh,
  NoToneMapping,
  Object3D,
  OrthographicCamera,
  PCFShadowMap,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  RGBAFormat,
  Raycaster,
  SRGBColorSpace,
  Scene,
  ShaderMaterial,
  UnsignedByteType,
  VSMShadowMap,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three'

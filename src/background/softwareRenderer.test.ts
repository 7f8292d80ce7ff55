import { describe, expect, it } from 'vitest'
import { isSoftwareRenderer } from './softwareRenderer'

describe('a software renderer counts as no GPU', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'llvmpipe (LLVM 19.1.7, 256 bits)',
    'Mesa softpipe',
    'ANGLE (Microsoft, Microsoft Basic Render Driver (0x0000008C) Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Microsoft WARP',
  ])('%s', (renderer) => expect(isSoftwareRenderer(renderer)).toBe(true))

  it.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
    'Apple M2',
    'AMD Radeon Pro 5500M OpenGL Engine',
    'Mali-G78',
    'Adreno (TM) 650',
  ])('%s is a GPU', (renderer) => expect(isSoftwareRenderer(renderer)).toBe(false))
})

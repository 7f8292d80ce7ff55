import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
})

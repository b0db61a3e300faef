import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: false, assetsInlineLimit: 2048 },
  // The prerender bundle (build/prerender.ts) carries its dependencies so Node needs no bundler-only resolution.
  ssr: { noExternal: true },
});

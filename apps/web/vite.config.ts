import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogsPlugin } from './build/catalogs-plugin.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), catalogsPlugin(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // The manifest tells build/prerender.ts which chunks and CSS each prerendered route needs.
  build: { outDir: 'dist', sourcemap: false, assetsInlineLimit: 2048, manifest: true },
  // The prerender bundle (build/prerender.ts) carries its dependencies so Node needs no bundler-only resolution.
  ssr: { noExternal: true },
});

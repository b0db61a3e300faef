import { defineConfig } from 'tsup';

/** The server runs as one ESM bundle; our own workspace packages are bundled in (they ship .ts sources). */
export default defineConfig({
  entry: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@academy\//],
});

import { defineConfig } from 'tsup';

/**
 * The server runs as one ESM bundle; our own workspace packages are bundled in (they ship .ts sources). The
 * command-line tools that a test runs as a process come with it. The tests that start the server as a process build
 * the same bundle into a folder of their own (SERVER_BUILD_DIR, test/server-build-setup.ts).
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: process.env.SERVER_BUILD_DIR ?? 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@academy\//],
});

import { defineConfig } from 'tsup';

/**
 * The server runs as one ESM bundle; our own workspace packages are bundled in (they ship .ts sources). The
 * command-line tools that a test runs as a process come with it. The tests that start the server as a process build
 * the same bundle into a folder of their own (SERVER_BUILD_DIR, test/server-build-setup.ts).
 *
 * The pure-JavaScript packages made of many files are bundled in too: left outside, Node opened about 1,300 files of
 * node_modules at each start (262 of them Kysely's, 95 Zod's); with them inside, a server answers in 2.2 s instead of
 * 2.9 s (medians, decision 079). The others stay in node_modules: native ones (better-sqlite3, sharp, argon2), those
 * that read files beside their code (pdfkit's and fontkit's fonts, the Swagger UI's pages, @fastify/static) and the
 * S3 client.
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'check-money': 'src/cli/check-money.ts',
  },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: process.env.SERVER_BUILD_DIR ?? 'dist',
  clean: true,
  sourcemap: true,
  // The CommonJS packages bundled in call require(), which an ES module has only when given one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  noExternal: [
    /^@academy\//,
    /^fastify$/,
    /^@fastify\/swagger$/,
    /^fastify-type-provider-zod$/,
    /^kysely$/,
    /^zod(\/|$)/,
    /^jose$/,
    /^ioredis$/,
    /^nodemailer(\/|$)/,
    /^qrcode$/,
  ],
});

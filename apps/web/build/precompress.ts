import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside a text file of 1 KB or more, so the server sends compressed files
 * without compressing on each request (@fastify/static preCompressed).
 */
async function compressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let failed = false;
  return {
    name: 'academy-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      // A failed build leaves no output: let its own error be the one reported.
      if (failed) return;
      for await (const file of walk(outDir)) {
        if (COMPRESSIBLE.test(file)) await compressFile(file);
      }
    },
  };
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's server bundle (server.js and the command-line tools), built from the sources. */
    serverBuild: string;
  }
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Once per run of the tests that start the server as a process: the production bundle, built from the current
 * sources with the production build's own settings (tsup.config.ts). Started with plain Node, as `npm start` starts
 * it, a server is ready in less than half the time it took to load each source file through tsx. The folder is
 * inside the server's package, so the bundle finds the dependencies it leaves out; each run has its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  fs.mkdirSync(path.join(SERVER_DIR, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(SERVER_DIR, '.tmp', 'build-'));
  const tsup = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsup/package.json')),
    'dist/cli-default.js',
  );
  await promisify(execFile)(process.execPath, [tsup, '--silent'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_BUILD_DIR: dir },
  });
  project.provide('serverBuild', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

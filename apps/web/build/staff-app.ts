// The staff area as an app a phone installs (decision 042): after the client build, writes its web app manifest,
// its icons (drawn from public/favicon.svg by sharp) and its service worker (src/service-worker/, bundled here with
// the list of files it keeps and a hash of them as its version) into dist/. The precompress plugin then writes
// their .br and .gz, in its closeBundle.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { build, type Plugin } from 'vite';
import { ACADEMY_NAME } from '../../../packages/contract/src/shared/constants.ts';
import { SHELL_URL, STAFF_SCOPE } from '../src/service-worker/shell-requests.ts';
import { STAFF_APP_FILES } from '../src/service-worker/staff-app-files.ts';
import { readManifest } from './route-assets.ts';
import { staffShellFiles } from './staff-shell.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const WORKER_SOURCES = path.join(webRoot, 'src', 'service-worker');

/** The site's palette (src/styles/index.css): its red for the phone's bar, its warm white behind the splash. */
const THEME_COLOUR = '#b3121f';
const BACKGROUND_COLOUR = '#faf7f2';

/** Each icon: its file, its size, and how much of it the round emblem fills on the red square (null: no square). */
const ICONS = [
  { file: '/icons/staff-192.png', size: 192, square: null, purpose: 'any' },
  { file: '/icons/staff-512.png', size: 512, square: null, purpose: 'any' },
  // Android crops a maskable icon to its own shape; the safe zone is the middle 80 %.
  { file: '/icons/staff-maskable-512.png', size: 512, square: 0.78, purpose: 'maskable' },
  // iOS rounds the corners itself and paints a transparent one black.
  { file: STAFF_APP_FILES.appleTouchIcon, size: 180, square: 0.86, purpose: null },
] as const;

async function drawIcon(svg: Buffer, size: number, square: number | null): Promise<Buffer> {
  const emblem = Math.round(size * (square ?? 1));
  const drawn = await sharp(svg, { density: 72 * Math.ceil(emblem / 64) })
    .resize(emblem, emblem)
    .png()
    .toBuffer();
  if (square === null) return drawn;
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

function webAppManifest() {
  return {
    id: STAFF_SCOPE,
    name: `${ACADEMY_NAME} Staff`,
    short_name: 'Kaizen Staff',
    description: 'Take attendance at the mat and run the academy, with or without a connection.',
    lang: 'en',
    start_url: STAFF_SCOPE,
    scope: STAFF_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** A hash of the worker's code and of every file it keeps: a new build with any change is a new version. */
async function versionOf(dist: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const sources = (await fs.readdir(WORKER_SOURCES)).filter((name) => !name.endsWith('.test.ts')).sort();
  for (const source of sources) {
    hash.update(source).update(await fs.readFile(path.join(WORKER_SOURCES, source)));
  }
  for (const file of files) {
    // The shell is index.html, which the server answers every staff address with.
    const onDisk = file === SHELL_URL ? 'index.html' : file.slice(1);
    hash.update(file).update(await fs.readFile(path.join(dist, onDisk)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the worker into one classic script (a module worker is not yet everywhere) with its list written in. */
async function buildWorker(dist: string, shell: { version: string; files: string[] }): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __STAFF_SHELL__: JSON.stringify(shell) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      lib: {
        entry: path.join(WORKER_SOURCES, 'service-worker.ts'),
        formats: ['iife'],
        name: 'staffServiceWorker',
        fileName: () => STAFF_APP_FILES.worker.slice(1),
      },
    },
  });
}

export function staffApp(): Plugin {
  let dist = 'dist';
  return {
    name: 'academy-staff-app',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const svg = await fs.readFile(path.join(webRoot, 'public', 'favicon.svg'));
      await fs.mkdir(path.join(dist, 'icons'), { recursive: true });
      for (const icon of ICONS)
        await fs.writeFile(path.join(dist, icon.file), await drawIcon(svg, icon.size, icon.square));
      await fs.writeFile(path.join(dist, STAFF_APP_FILES.manifest), `${JSON.stringify(webAppManifest(), null, 2)}\n`);

      const manifest = await readManifest(dist);
      const files = [
        SHELL_URL,
        '/favicon.svg',
        STAFF_APP_FILES.manifest,
        ...ICONS.map((icon) => icon.file),
        ...staffShellFiles(manifest, 'src/app/admin-routes.tsx'),
      ];
      const version = await versionOf(dist, files);
      await buildWorker(dist, { version, files });
      console.log(`staff app: service worker ${version} keeps ${files.length} files`);
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';

/** The part of Vite's build manifest (dist/.vite/manifest.json) we read: one entry per chunk. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Modules it loads with import(). */
  dynamicImports?: string[];
  css?: string[];
  /** Files its code or stylesheets refer to: images, fonts. */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_DIR = '.vite';

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await fs.readFile(path.join(dist, MANIFEST_DIR, 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The chunks a module needs before it runs: itself and its static imports, not its lazy ones. Imports come before
 * the chunk that imports them, the order Vite loads their stylesheets in, so a page's own sheet overrides a shared
 * component's (events.css sets the padding of PageHeader's band) in prerendered HTML too.
 */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>(), ordered: string[] = []): string[] {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen, ordered);
    ordered.push(key);
  }
  return ordered;
}

/**
 * The <link> tags a prerendered route adds to its <head>, for what the entry (already linked by index.html) does not
 * bring: the stylesheets of its lazy modules, which its markup needs at first paint, and the data it fetches on
 * mount. A page whose content is that data also gets its modules' chunks, which render it: they then load in
 * parallel with the entry instead of one round trip after another. Any other page's chunks only hydrate it, and
 * would compete with its first paint.
 */
export function routeHeadLinks(
  manifest: Manifest,
  modules: string[],
  data: { url: string; isContent: boolean } | undefined,
): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(closure(manifest, entries));
  const needed = closure(manifest, modules)
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!);
  const links = [
    // crossorigin makes it a CORS request with same-origin credentials, the mode of the app's own fetch().
    ...(data ? [`<link rel="preload" href="${data.url}" as="fetch" crossorigin>`] : []),
    ...needed.flatMap((chunk) => chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ...(data?.isContent ? needed.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`) : []),
  ];
  return [...new Set(links)].join('\n    ');
}

/**
 * Preloads of the entry stylesheet's font files that match `faces`. A browser otherwise asks for a font only once it
 * lays out text that needs it, after the stylesheet: the text first paints in a fallback and moves when the face
 * arrives.
 */
export function fontPreloads(manifest: Manifest, faces: RegExp): string {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => file.endsWith('.woff2') && faces.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('\n    ');
}

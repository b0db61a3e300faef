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

/** The chunks of a route's lazy modules that the entry (already linked by index.html) does not bring. */
function routeChunks(manifest: Manifest, modules: string[]): ManifestChunk[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(closure(manifest, entries));
  return closure(manifest, modules)
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!);
}

const stylesheetsOf = (chunks: ManifestChunk[]) => [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];

/**
 * The <link> tags a prerendered route adds to its <head>, for what the entry does not bring: the stylesheets of its
 * lazy modules, which its markup needs at first paint, and the data it fetches on mount. A page whose content is
 * that data also gets its modules' chunks, which render it: they then load in parallel with the entry instead of
 * one round trip after another. Any other page's chunks only hydrate it, and would compete with its first paint.
 */
export function routeHeadLinks(
  manifest: Manifest,
  modules: string[],
  data: { url: string; isContent: boolean } | undefined,
): string {
  const needed = routeChunks(manifest, modules);
  const links = [
    // crossorigin makes it a CORS request with same-origin credentials, the mode of the app's own fetch().
    ...(data ? [`<link rel="preload" href="${data.url}" as="fetch" crossorigin>`] : []),
    ...stylesheetsOf(needed).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ...(data?.isContent ? needed.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`) : []),
  ];
  return links.join('\n    ');
}

/**
 * The stylesheets of a route's lazy modules written into its head, for a page the server renders with its content:
 * its first paint then waits for no request but the entry's stylesheet (as links, 6 to 7 more requests, and beyond
 * HTTP/1.1's six connections a second round trip). Each stays linked too, disabled: the browser fetches no disabled
 * stylesheet, and Vite's loader, which looks for a stylesheet link of that address when the chunk loads, then
 * fetches it neither.
 */
export async function inlineRouteStyles(manifest: Manifest, dist: string, modules: string[]): Promise<string> {
  const sheets = stylesheetsOf(routeChunks(manifest, modules));
  const styles = await Promise.all(
    sheets.map(async (css) => {
      const text = await fs.readFile(path.join(dist, css), 'utf8');
      if (text.includes('</style')) throw new Error(`${css} cannot be written inside a <style> element`);
      return `<style>${text.trim()}</style>`;
    }),
  );
  return [...styles, ...sheets.map((css) => `<link rel="stylesheet" crossorigin href="/${css}" disabled>`)].join(
    '\n    ',
  );
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

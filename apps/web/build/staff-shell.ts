import type { Manifest } from './route-assets.ts';

/** The chunks of Vite's manifest whose module is a part of a message catalog (catalogs-plugin.ts). */
const MESSAGES = /^virtual:messages\//;

/**
 * The build's files the staff area needs to open with no connection (decision 042): the entry, the admin route
 * table (`adminRoutes`, a module of the manifest) and every page it loads lazily, each with the chunks it imports,
 * their stylesheets and the files those use (fonts, images); and every part of every language's messages, so a Hindi
 * page opens offline too. A page's own lazy libraries (the PDF maker, the QR reader) are not among them: the worker
 * keeps each when it is first fetched. Paths from the site's root, sorted.
 */
export function staffShellFiles(manifest: Manifest, adminRoutes: string): string[] {
  const routes = manifest[adminRoutes];
  if (!routes) throw new Error(`the build manifest has no ${adminRoutes}`);
  const roots = [
    ...Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
    adminRoutes,
    ...(routes.dynamicImports ?? []),
    ...Object.keys(manifest).filter((key) => MESSAGES.test(key)),
  ];
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files].sort();
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that allow the inline scripts of the built index.html, by their SHA-256: the one that starts the
 * app (apps/web/build/app-start.ts), which every page the server sends carries as index.html has it. No other inline
 * script runs; none when the web app is not built.
 */
export function inlineScriptSources(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
  );
}

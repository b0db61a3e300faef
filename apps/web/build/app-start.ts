import type { Plugin } from 'vite';
import { holdEarlyTaps } from '../src/app/early-taps.ts';
import { startApp } from '../src/app/start-after-paint.ts';

/** The tags Vite writes into index.html's head for the entry: its module script and the chunks it imports. */
const ENTRY_TAGS =
  /(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)\s*/g;

/** The page's one inline script: `startApp` as the browser runs it. The server allows it by its hash. */
export const START_SCRIPT = `<script>(${String(startApp)})(window, ${String(holdEarlyTaps)})</script>`;

/**
 * index.html with the entry's tags held in `<template id="app-start">` (inert: the browser neither fetches nor runs
 * what a template holds) and the script that starts them at the end of the body, which decides when (start-after-paint.ts).
 */
export function holdAppStart(html: string): string {
  const tags = html.match(ENTRY_TAGS);
  if (!tags?.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no entry module script');
  let held = false;
  const withTemplate = html.replace(ENTRY_TAGS, () => {
    if (held) return '';
    held = true;
    return `<template id="app-start">${tags.map((tag) => tag.trim()).join('')}</template>\n    `;
  });
  if (!withTemplate.includes('</body>')) throw new Error('index.html lacks </body>');
  return withTemplate.replace('</body>', () => `  ${START_SCRIPT}\n  </body>`);
}

/** Applies `holdAppStart` to the built index.html, after Vite has written the entry's tags into it. */
export function appStart(): Plugin {
  return {
    name: 'academy-app-start',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: holdAppStart },
  };
}

import { describe, expect, it } from 'vitest';
import { holdAppStart, START_SCRIPT } from './app-start.ts';

/** index.html as Vite writes it: the entry's module script and preloads in the head, then its stylesheet. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Kaizen Karate Academy</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/core-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe("index.html's entry held for the start script", () => {
  it('moves the entry and its preloads into the template, in order, and ends the body with the start script', () => {
    const html = holdAppStart(BUILT);
    // Parsed as a template's content, which fetches and runs nothing.
    const holder = document.createElement('template');
    holder.innerHTML = html;
    const parsed = holder.content;
    const template = parsed.getElementById('app-start') as HTMLTemplateElement;
    expect([...template.content.children].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'))).toEqual([
      '/assets/index-1.js',
      '/assets/rolldown-runtime-1.js',
      '/assets/core-1.js',
    ]);
    // Nothing of the entry is left where the browser would fetch it before the start script says so.
    expect(parsed.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    expect(parsed.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-1.css');
    expect(parsed.lastElementChild?.outerHTML).toBe(START_SCRIPT);
    expect(START_SCRIPT).toMatch(
      /^<script>\(function startApp\(win, holdTaps\) \{[\s\S]*\}\)\(window, function holdEarlyTaps\(root\) \{[\s\S]*\}\)<\/script>$/,
    );
  });

  it('refuses a page without an entry module', () => {
    expect(() => holdAppStart(BUILT.replace(/<script[^>]*><\/script>/, ''))).toThrow('no entry module script');
  });
});

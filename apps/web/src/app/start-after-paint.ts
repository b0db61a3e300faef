/**
 * Starts the app: moves what `<template id="app-start">` holds (the entry module and the chunks it imports, as the
 * build wrote them) into the head, where the browser then fetches and runs them. The build writes this function
 * into every page as its one inline script (build/app-start.ts), which the server's CSP allows by its hash.
 *
 * A page that arrives with its content (prerendered, or rendered by the server) needs no script to show it, so it
 * starts the app only once that content is on the screen: after the first contentful paint, and after the page's
 * own files (stylesheets, the fonts and images in view) have loaded, or 1 s after that paint at the most. On a slow
 * phone the 100 KB of React and the app then no longer share the line with the stylesheet, the font and the first
 * picture, and the page paints about as soon as its HTML and CSS are in (decision 075). A page without content (the
 * staff and fighter areas, whose #root is empty) starts the app at once. Meanwhile a tap on one of the page's
 * buttons is held for React (`holdTaps`, early-taps.ts).
 *
 * It runs as the source text of the function, so it uses nothing from outside it: `win` is the page's window.
 */
export function startApp(win: Window & typeof globalThis, holdTaps: (root: HTMLElement) => void): void {
  const WAIT_FOR_LOAD_MS = 1000;
  const doc = win.document;
  const template = doc.getElementById('app-start');
  if (!(template instanceof win.HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    doc.head.appendChild(doc.importNode(template.content, true));
  };
  const root = doc.getElementById('root');
  if (!root?.hasChildNodes()) {
    start();
    return;
  }
  holdTaps(root);
  let loaded = doc.readyState === 'complete';
  win.addEventListener('load', () => {
    loaded = true;
  });
  // A task after the paint's frame, so the fetches begin once it is on the screen.
  const afterPaint = () => {
    win.setTimeout(start, WAIT_FOR_LOAD_MS);
    if (loaded) win.setTimeout(start, 0);
    else win.addEventListener('load', () => win.setTimeout(start, 0));
  };
  const Observer = win.PerformanceObserver;
  // A hidden page paints nothing until it is shown; a browser without paint timing cannot say when it painted.
  if (doc.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    afterPaint();
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
}

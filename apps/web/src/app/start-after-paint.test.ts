import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-after-paint.ts';

const HELD =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/core-1.js">';

interface PageState {
  root: string;
  readyState?: DocumentReadyState;
  visibilityState?: DocumentVisibilityState;
  paintTiming?: boolean;
}

/**
 * The window `startApp` is given: this test's document with the page's template and #root, as loading or loaded,
 * shown or hidden, and a paint observer the test fires (`paint()`), as Chromium's would after the first frame.
 */
function page({ root, readyState = 'loading', visibilityState = 'visible', paintTiming = true }: PageState) {
  document.head.innerHTML = `<template id="app-start">${HELD}</template>`;
  document.body.innerHTML = `<div id="root">${root}</div>`;
  const listeners: (() => void)[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const doc = new Proxy(document, {
    get(target, key) {
      if (key === 'readyState') return readyState;
      if (key === 'visibilityState') return visibilityState;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const win = {
    document: doc,
    HTMLTemplateElement: window.HTMLTemplateElement,
    PerformanceObserver: Observer,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    paint: (name = 'first-contentful-paint') =>
      observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) })),
    load: () => listeners.forEach((listener) => listener()),
  };
}

/** The entry's tags in the head, outside the template: the browser fetches and runs those. */
const started = () => ({
  scripts: document.head.querySelectorAll(':scope > script[type="module"][src="/assets/index-1.js"]').length,
  preloads: document.head.querySelectorAll(':scope > link[rel="modulepreload"][href="/assets/core-1.js"]').length,
});
const NOT_STARTED = { scripts: 0, preloads: 0 };
const STARTED = { scripts: 1, preloads: 1 };

describe('starting the app from its template', () => {
  // happy-dom runs no script files: the entry's script is taken as loaded rather than logged as an error.
  const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
    .happyDOM.settings;
  beforeEach(() => {
    vi.useFakeTimers();
    settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    vi.useRealTimers();
    settings.handleDisabledFileLoadingAsSuccess = false;
  });

  it('starts at once on a page without content (the staff and fighter areas), which has no buttons to hold', () => {
    const holdTaps = vi.fn();
    startApp(page({ root: '' }).win, holdTaps);
    expect(started()).toEqual(STARTED);
    expect(holdTaps).not.toHaveBeenCalled();
  });

  it("holds taps on a page's own buttons from before its first paint", () => {
    const holdTaps = vi.fn();
    startApp(page({ root: '<button>Open menu</button>' }).win, holdTaps);
    expect(holdTaps).toHaveBeenCalledExactlyOnceWith(document.getElementById('root'));
    expect(started()).toEqual(NOT_STARTED);
  });

  it('on a page with its content, waits for the first contentful paint and the load, then starts once', () => {
    const { win, paint, load } = page({ root: '<h1>Events</h1>' });
    startApp(win, () => {});
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual(NOT_STARTED);
    load();
    vi.advanceTimersByTime(5000);
    // Loaded before it painted (a page of few files does): the paint still comes first.
    expect(started()).toEqual(NOT_STARTED);
    paint('first-paint');
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual(NOT_STARTED);
    paint();
    expect(started()).toEqual(NOT_STARTED);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(STARTED);
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual(STARTED);
  });

  it('after the paint, waits for the load 1 s at the most', () => {
    const { win, paint, load } = page({ root: '<h1>Events</h1>' });
    startApp(win, () => {});
    paint();
    vi.advanceTimersByTime(999);
    expect(started()).toEqual(NOT_STARTED);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(STARTED);
    load();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(STARTED);
  });

  it('starts after the paint at once when the page had loaded', () => {
    const { win, paint } = page({ root: '<h1>Events</h1>', readyState: 'complete' });
    startApp(win, () => {});
    paint();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(STARTED);
  });

  it('in a hidden tab, which paints nothing, or a browser without paint timing, starts at the load', () => {
    for (const state of [{ visibilityState: 'hidden' as const }, { paintTiming: false }]) {
      const { win, load } = page({ root: '<h1>Events</h1>', ...state });
      startApp(win, () => {});
      vi.advanceTimersByTime(500);
      expect(started(), JSON.stringify(state)).toEqual(NOT_STARTED);
      load();
      vi.advanceTimersByTime(0);
      expect(started(), JSON.stringify(state)).toEqual(STARTED);
    }
  });
});

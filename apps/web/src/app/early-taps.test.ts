// Isolated (vitest.config.ts): the held taps' listener stays on the page's document for the life of the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';

/** What React does to an element when it takes it over: its props under a key of this prefix. */
const takeOver = (element: Element) => Object.assign(element, { __reactProps$test: {} });

describe('taps on a rendered page before React has its buttons', () => {
  let root: HTMLElement;
  let outside: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><form><button type="submit">Book a Seat</button></form><a href="/events/e1">Open</a></div><button id="outside">x</button>';
    root = document.getElementById('root')!;
    outside = document.getElementById('outside')!;
    // The entry does this once a page; an earlier test's listener holds nothing here, its root having gone.
    holdEarlyTaps(root);
  });
  afterEach(() => vi.useRealTimers());

  it('are held, their default stopped, and given to the same button once React has it', () => {
    const button = root.querySelector('button')!;
    const seen: boolean[] = [];
    root.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    vi.advanceTimersByTime(500);
    expect(seen).toEqual([]);
    takeOver(button);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([false]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([false]);
  });

  it("pass through once React has the button, and leave links and the page's other buttons alone", () => {
    const button = takeOver(root.querySelector('button')!);
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).tagName));
    for (const element of [button, root.querySelector('a')!, outside]) {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(tap);
      if (element.tagName === 'A') tap.preventDefault();
    }
    expect(seen).toEqual(['BUTTON', 'A', 'BUTTON']);
  });

  it('are dropped when the button leaves the page or React never comes', () => {
    const button = root.querySelector('button')!;
    const seen: Event[] = [];
    button.addEventListener('click', (event) => seen.push(event));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(10_100);
    takeOver(button);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);

    const removed = root.appendChild(document.createElement('button'));
    removed.addEventListener('click', (event) => seen.push(event));
    removed.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    removed.remove();
    takeOver(removed);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);
  });
});

import { vi } from 'vitest';

/**
 * window.matchMedia for unit tests, which run without a screen: answers (min-width: Npx) for a screen `width`
 * pixels wide, and (prefers-reduced-motion: reduce) as `reducedMotion` says.
 */
export function stubScreen(width: number, { reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

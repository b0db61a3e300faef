import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more per task until the whole list shows. A few hundred cards in
 * one commit keep a phone's main thread busy for hundreds of milliseconds (taps wait; Lighthouse counts it as
 * blocking time); small commits in separate tasks let the browser paint and answer input in between, and each
 * batch renders as a transition, which React also splits into short slices. Items that arrive after the list is
 * complete (a refetch) show at once.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((n) => n + step)), 0);
    return () => window.clearTimeout(timer);
  }, [complete, count, step]);
  return complete ? items : items.slice(0, count);
}

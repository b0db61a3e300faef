import { useEffect, useState } from 'react';

/** The time, ticking every `everyMs` while `ticking`: a seat hold's or a seat offer's time left counts down. */
export function useNow(everyMs: number, ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, ticking]);
  return now;
}

import { useEffect, useState } from 'react';

/** How long each line stays before the list moves up by one. */
export const tickerStepMs = 3_000;

/**
 * Which line the ticker shows first: it moves up one line every 3 s and starts over after the last screenful, while
 * nothing holds it (the pointer or the keyboard's focus on it) and unless the member asked their system for less
 * motion (then it stays and the list scrolls by hand).
 */
export function useTickerOffset(count: number, visible: number, held: boolean): number {
  const [offset, setOffset] = useState(0);
  const steps = Math.max(0, count - visible);
  useEffect(() => {
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (held || steps === 0 || still) return;
    const timer = window.setInterval(() => setOffset((o) => (o >= steps ? 0 : o + 1)), tickerStepMs);
    return () => window.clearInterval(timer);
  }, [held, steps]);
  return Math.min(offset, steps);
}

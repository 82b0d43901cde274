import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * True for `ms` after every change of page (the loading overlay), or — with `after` — false until `ms` have passed
 * (the footer shows 1 s after navigation). Spec section 9: both are 1 s.
 */
export function useNavigationDelay(ms: number, mode: 'during' | 'after'): boolean {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [path, ms]);
  return mode === 'during' ? !elapsed : elapsed;
}

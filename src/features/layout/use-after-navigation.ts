import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * False for `ms` after every change of page, then true. The footer shows once it is true; the loading overlay shows
 * while it is false. Spec section 9: both delays are 1 s.
 */
export function useSettledAfterNavigation(ms: number): boolean {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    setSettled(false);
    const timer = window.setTimeout(() => setSettled(true), ms);
    return () => window.clearTimeout(timer);
  }, [path, ms]);
  return settled;
}

import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A filter form's text: what is typed, taken again from the applied value (the URL's) whenever that changes (after a
 * search, on Back), without remounting the form, so the focus stays where the member left it. React's "adjust state
 * when a prop changes" pattern: compared by value, set during render.
 */
export function useTypedFilter<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const [typed, setTyped] = useState(applied);
  const now = JSON.stringify(applied);
  const [from, setFrom] = useState(now);
  if (now !== from) {
    setFrom(now);
    setTyped(applied);
  }
  return [typed, setTyped];
}

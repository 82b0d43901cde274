import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ImmediateQuotes, QuotesTick } from '../../api/contracts/quotes';
import { quotesKeys } from '../../api/quotes/keys';
import { getImmediateQuotes, immediateQuotesQueryOptions } from '../../api/quotes/quotes';
import { useLiveChannel, useLiveEvent } from '../live';
import { mergeQuotes, quoteKey } from './merge-quotes';

/** How the live feed stands: before the first subscription, live, or the socket dropped and coming back. */
export type QuotesFeedState = 'connecting' | 'live' | 'reconnecting';

/** How long a changed row stays marked. */
export const flashMs = 1_500;

/**
 * Keeps the board of one 专区 live: follows `quotes`, merges each tick into the board shown (and leaves the other
 * 专区 boards to be read again when shown), and each time the channel is followed again after the socket came back,
 * asks /api/immediateQuotes for what changed since the board's last `at`. Answers the feed's state and the rows
 * just changed (to flash them).
 */
export function useLiveQuotes(categoryId: number | undefined): { state: QuotesFeedState; flashing: ReadonlySet<string> } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<QuotesFeedState>('connecting');
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const shown = immediateQuotesQueryOptions(categoryId);

  const flash = (keys: string[]) => {
    if (keys.length === 0) return;
    setFlashing((now) => new Set([...now, ...keys]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlashing((now) => new Set([...now].filter((key) => !keys.includes(key))));
    }, flashMs);
    timers.current.add(timer);
  };

  const apply = (update: ImmediateQuotes) => {
    // Every other 专区's board is read again when it is shown; the one shown takes the update now.
    void queryClient.invalidateQueries({ queryKey: quotesKeys.days(), refetchType: 'none' });
    const held = queryClient.getQueryData(shown.queryKey);
    const merged = held && mergeQuotes(held, update, categoryId);
    if (!merged) {
      void queryClient.invalidateQueries({ queryKey: shown.queryKey });
      return;
    }
    queryClient.setQueryData(shown.queryKey, merged);
    flash(update.quotes.filter((row) => categoryId === undefined || row.categoryId === categoryId).map(quoteKey));
  };

  useLiveChannel('quotes');
  useLiveEvent('quotes.tick', (event) => apply(event as unknown as QuotesTick));
  useLiveEvent('live.subscribed', (event) => {
    if ((event as { channel?: string }).channel !== 'quotes') return;
    setState('live');
    const held = queryClient.getQueryData(shown.queryKey);
    if (!held) return;
    // Back after being away (or the first subscription, racing the first read): what changed since the board's `at`.
    void getImmediateQuotes({ currentTimestamp: held.at, categoryId }).then(apply, () => undefined);
  });
  useLiveEvent('live.closed', () => setState('reconnecting'));

  return { state, flashing };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { automatchKeys } from '../../api/automatch/keys';
import { refreshAfterMatch } from '../../api/automatch/place-match-order';
import { automatchChannel, automatchEvents } from '../../api/contracts/automatch-names';
import { useLiveChannel, useLiveEvent, type LiveFrame } from '../live';

/** How the book's live feed stands: before the first subscription, live, or the socket dropped and coming back. */
export type BookFeedState = 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps one variety's book live (docs/adr/0040: told, not kept): follows `automatch:<productId>` and, when the book
 * changes or a fill is told, reads the book again, and the member's orders, fills and purses (another member's order
 * may have filled mine). Each time the channel is followed again after the socket came back, the book is read again
 * for what was missed. Answers the feed's state.
 */
export function useLiveBook(productId: number): BookFeedState {
  const client = useQueryClient();
  const [state, setState] = useState<BookFeedState>('connecting');
  const channel = automatchChannel(productId);
  const changed = (event: LiveFrame) => {
    if (event.productId === productId) void refreshAfterMatch(client, productId);
  };
  useLiveChannel(channel);
  useLiveEvent(automatchEvents.book, changed);
  useLiveEvent(automatchEvents.fill, changed);
  useLiveEvent('live.subscribed', (event) => {
    if (event.channel !== channel) return;
    setState('live');
    void client.invalidateQueries({ queryKey: automatchKeys.detail(productId) });
  });
  useLiveEvent('live.closed', () => setState('reconnecting'));
  return state;
}

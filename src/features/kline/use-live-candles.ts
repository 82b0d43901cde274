import { useQueryClient } from '@tanstack/react-query';
import { klineKeys } from '../../api/automatch/kline-keys';
import { candlesQueryOptions } from '../../api/automatch/candles';
import type { MatchFill } from '../../api/contracts/automatch';
import { automatchChannel, automatchEvents, type CandleInterval } from '../../api/contracts/automatch-names';
import { useLiveChannel, useLiveEvent } from '../live';
import { withFill } from './candle-bins';

/** `automatch.fill` as the variety's channel tells it: the fill and its moment in epoch seconds. */
interface FillTold {
  productId: number;
  fill: MatchFill;
  time: number;
}

/**
 * Keeps the shown candles live (docs/adr/0040: told, not kept): follows the variety's public channel, puts each fill
 * into the current candle of the shown interval (or a new one), and leaves the other intervals to be read again when
 * shown. Each time the channel is followed again after the socket came back, the shown candles are read again, so the
 * fills told while it was away are not missed.
 */
export function useLiveCandles(productId: number, interval: CandleInterval): void {
  const queryClient = useQueryClient();
  const channel = automatchChannel(productId);
  useLiveChannel(channel);
  useLiveEvent(automatchEvents.fill, (event) => {
    const told = event as unknown as FillTold;
    if (told.productId !== productId) return;
    const shown = candlesQueryOptions(productId, interval);
    void queryClient.invalidateQueries({ queryKey: klineKeys.variety(productId), refetchType: 'none' });
    const held = queryClient.getQueryData(shown.queryKey);
    if (!held) return void queryClient.invalidateQueries({ queryKey: shown.queryKey });
    queryClient.setQueryData(shown.queryKey, withFill(held, { price: told.fill.price, quantity: told.fill.quantity, time: told.time }));
  });
  useLiveEvent('live.subscribed', (event) => {
    if ((event as { channel?: string }).channel !== channel) return;
    void queryClient.invalidateQueries({ queryKey: klineKeys.candles(productId, interval) });
  });
}

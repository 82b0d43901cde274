import { HStack, Text } from '@chakra-ui/react';
import type { Candle } from '../../api/contracts/automatch';
import { PriceChange } from '../board';
import { formatTime, formatYuan } from '../shared/format';

/**
 * The newest candle in words, above the chart: its start (China time), open, high, low, close, units and the change
 * from the candle before it (red up, green down, with the arrow). A phone has no crosshair to hover, and a screen
 * reader cannot read the canvas: this line says what the last bar shows.
 */
export function CandleLegend({ candles, intraday }: { candles: readonly Candle[]; intraday: boolean }) {
  const last = candles.at(-1)!;
  const before = candles.at(-2)?.close ?? last.open;
  const change = last.close - before;
  const fields: Array<[string, string]> = [
    ['开', `¥${formatYuan(last.open)}`],
    ['高', `¥${formatYuan(last.high)}`],
    ['低', `¥${formatYuan(last.low)}`],
    ['收', `¥${formatYuan(last.close)}`],
    ['量', String(last.volume)],
  ];
  return (
    <HStack gap="3" rowGap="0" wrap="wrap" fontSize="sm" data-testid="kline-legend">
      <Text color="gray.600">{formatTime(last.time * 1000, intraday ? 'minute' : 'date')}</Text>
      {fields.map(([label, value]) => (
        <Text key={label} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          <Text as="span" color="gray.600">
            {label}
          </Text>{' '}
          {value}
        </Text>
      ))}
      <PriceChange change={change} basisPoints={before === 0 ? null : Math.trunc((change * 10_000) / before)} />
    </HStack>
  );
}

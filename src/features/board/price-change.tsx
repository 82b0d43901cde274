import { Text } from '@chakra-ui/react';
import { changeDirection, formatChangePercent } from '../../api/contracts/home-names';
import { formatYuan } from '../shared/format';

/** The Chinese market's colours: red up, green down, grey flat; the arrow says it without the colour too. */
const look = {
  up: { color: 'red.600', arrow: '▲' },
  down: { color: 'green.fg', arrow: '▼' },
  flat: { color: 'gray.500', arrow: '' },
} as const;

/**
 * A price change as collectors read it: ▲ +¥30.00 +2.75% in red, ▼ in green, 平 in grey; a variety that has traded
 * once (no change) shows 平 as well. `show` picks the amount, the percentage or both.
 */
export function PriceChange({ change, basisPoints, show = 'both' }: { change: number | null; basisPoints: number | null; show?: 'amount' | 'percent' | 'both' }) {
  const direction = changeDirection(change);
  const { color, arrow } = look[direction];
  const amount = change === null ? '' : `${change > 0 ? '+' : change < 0 ? '-' : ''}¥${formatYuan(Math.abs(change))}`;
  const text = direction === 'flat' ? (show === 'amount' ? '平' : `平 ${formatChangePercent(0)}`) : [arrow, show !== 'percent' && amount, show !== 'amount' && formatChangePercent(basisPoints)].filter(Boolean).join(' ');
  return (
    <Text as="span" color={color} fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-direction={direction}>
      {text}
    </Text>
  );
}

import { Box, Text } from '@chakra-ui/react';
import type { PriceCircle } from '../../api/contracts/trade';
import { formatTime, formatYuan } from '../shared/format';

const width = 640;
const height = 200;
const pad = { left: 72, right: 16, top: 16, bottom: 28 };

/**
 * Recent deal prices as a small line chart, oldest on the left, drawn as inline SVG: a handful of points needs no
 * chart library. Deals are spaced evenly (their order, not their time), so a burst of deals in one hour stays
 * readable; the first and last times are written under the axis.
 */
export function PriceChart({ deals }: { deals: PriceCircle['deals'] }) {
  if (deals.length === 0) return <Text color="gray.600">暂无成交</Text>;
  const prices = deals.map((d) => d.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  // One deal sits in the middle; equal prices make a flat line through the middle.
  const x = (i: number) => pad.left + (deals.length === 1 ? plotWidth / 2 : (i / (deals.length - 1)) * plotWidth);
  const y = (price: number) => pad.top + (high === low ? plotHeight / 2 : ((high - price) / (high - low)) * plotHeight);
  const points = deals.map((d, i) => `${x(i)},${y(d.price)}`).join(' ');

  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="2" overflowX="auto">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`最近 ${deals.length} 笔成交价走势，最低 ¥${formatYuan(low)}，最高 ¥${formatYuan(high)}`}
        style={{ maxWidth: width, fontSize: 12 }}
      >
        <line x1={pad.left} y1={height - pad.bottom} x2={width - pad.right} y2={height - pad.bottom} stroke="var(--chakra-colors-gray-300)" />
        <line x1={pad.left} y1={pad.top} x2={pad.left} y2={height - pad.bottom} stroke="var(--chakra-colors-gray-300)" />
        <text x={pad.left - 6} y={y(high) + 4} textAnchor="end" fill="var(--chakra-colors-gray-600)">
          ¥{formatYuan(high)}
        </text>
        {high !== low && (
          <text x={pad.left - 6} y={y(low) + 4} textAnchor="end" fill="var(--chakra-colors-gray-600)">
            ¥{formatYuan(low)}
          </text>
        )}
        <text x={pad.left} y={height - 8} fill="var(--chakra-colors-gray-500)">
          {formatTime(deals[0]!.time, 'minute')}
        </text>
        {deals.length > 1 && (
          <text x={width - pad.right} y={height - 8} textAnchor="end" fill="var(--chakra-colors-gray-500)">
            {formatTime(deals.at(-1)!.time, 'minute')}
          </text>
        )}
        <polyline points={points} fill="none" stroke="var(--chakra-colors-brand-500)" strokeWidth="2" />
        {deals.map((d, i) => (
          <circle key={i} cx={x(i)} cy={y(d.price)} r="3.5" fill="var(--chakra-colors-brand-500)" data-testid="price-point">
            <title>{`${formatTime(d.time, 'minute')} ¥${formatYuan(d.price)} × ${d.quantity}`}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}

import { Box, HStack, Text } from '@chakra-ui/react';
import type { PriceLine } from '../../api/contracts/catalogue';
import { formatYuan } from '../shared/format';

const width = 640;
const height = 220;
const pad = { left: 72, right: 16, top: 16, bottom: 28 };
const dayMs = 24 * 3_600_000;
const lastColour = 'var(--chakra-colors-red-600)';
const averageColour = 'var(--chakra-colors-blue-600)';

/** Days from `from` to `date` (both 'YYYY-MM-DD', China days: read at noon UTC, clear of any daylight saving). */
const daysBetween = (from: string, date: string) => Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / dayMs);

/**
 * A form's daily prices over the line's 90 days, drawn as inline SVG like the price circle's chart (a few dozen points
 * need no chart library), but placed by date, so a quiet month reads as a gap: the day's last price (red) and its
 * average price per unit (blue, dashed). Each point says its day, prices, units and deals.
 */
export function PriceLineChart({ line }: { line: PriceLine }) {
  if (line.points.length === 0) return <Text color="gray.600">近90天暂无成交</Text>;
  const prices = line.points.flatMap((p) => [p.last, p.average]);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = Math.max(1, daysBetween(line.from, line.to));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const x = (date: string) => pad.left + (daysBetween(line.from, date) / span) * plotWidth;
  const y = (price: number) => pad.top + (high === low ? plotHeight / 2 : ((high - price) / (high - low)) * plotHeight);
  const path = (pick: (p: PriceLine['points'][number]) => number) => line.points.map((p) => `${x(p.date)},${y(pick(p))}`).join(' ');

  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="2" overflowX="auto">
      <HStack gap="4" fontSize="xs" color="gray.600" px="2">
        <Text>
          <Text as="span" color={lastColour}>
            ━
          </Text>{' '}
          当日最后成交价
        </Text>
        <Text>
          <Text as="span" color={averageColour}>
            ┅
          </Text>{' '}
          当日成交均价
        </Text>
      </HStack>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`${line.from} 至 ${line.to} 有成交的 ${line.points.length} 天，最低 ¥${formatYuan(low)}，最高 ¥${formatYuan(high)}`}
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
          {line.from}
        </text>
        <text x={width - pad.right} y={height - 8} textAnchor="end" fill="var(--chakra-colors-gray-500)">
          {line.to}
        </text>
        <polyline points={path((p) => p.average)} fill="none" stroke={averageColour} strokeWidth="1.5" strokeDasharray="5 3" />
        <polyline points={path((p) => p.last)} fill="none" stroke={lastColour} strokeWidth="2" />
        {line.points.map((p) => (
          <circle key={p.date} cx={x(p.date)} cy={y(p.last)} r="3.5" fill={lastColour} data-testid="price-line-point">
            <title>{`${p.date} 最后 ¥${formatYuan(p.last)} 均价 ¥${formatYuan(p.average)} · ${p.quantity} 件 ${p.deals} 笔`}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}

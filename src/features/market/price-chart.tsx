import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ConditionGrade } from '../../api/contracts/content-names';
import type { PriceCircle } from '../../api/contracts/trade';
import { formatTime, formatYuan, toDate } from '../shared/format';

type Deals = PriceCircle['deals'];

const height = 220;
const pad = { left: 80, right: 16, top: 16, bottom: 28 };
/** The width drawn before the box has been measured (and in jsdom, which lays nothing out). */
const defaultWidth = 640;

/**
 * Each grade its own colour and its own mark, so the series differ for a reader who does not tell red from green
 * (spec section 9 uses red and green for up and down; these are blue, orange and purple instead).
 */
const gradeStyles: Record<ConditionGrade, { colour: string; mark: 'circle' | 'square' | 'diamond' }> = {
  全品: { colour: 'var(--chakra-colors-blue-600)', mark: 'circle' },
  上品: { colour: 'var(--chakra-colors-orange-fg)', mark: 'square' },
  中品: { colour: 'var(--chakra-colors-purple-600)', mark: 'diamond' },
};

/** A deal's time (China time as the server writes it) in milliseconds, whatever the browser's zone. */
const chinaMs = (time: string) => toDate(time).getTime();

/** The deals split by grade, in the order of the grades (全品 first), each series oldest first. */
function seriesOf(deals: Deals): Array<{ grade: ConditionGrade; deals: Deals }> {
  return (Object.keys(gradeStyles) as ConditionGrade[])
    .map((grade) => ({ grade, deals: deals.filter((d) => d.grade === grade) }))
    .filter((s) => s.deals.length > 0);
}

/** The chart's box width, followed as the box resizes (a phone turned, a window dragged). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => box.clientWidth > 0 && setWidth(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A mark of the grade's shape centred on (x, y): a deal's point, named by `deal`, or the legend's sample without it. */
function Mark({ x, y, grade, deal }: { x: number; y: number; grade: ConditionGrade; deal?: string }) {
  const { colour, mark } = gradeStyles[grade];
  const title = deal && <title>{deal}</title>;
  // Where a point stands, whatever its shape (a square's x is its corner): read by tests and by nothing else.
  const at = deal ? { 'data-testid': 'price-point', 'data-grade': grade, 'data-x': x, 'data-y': y } : {};
  if (mark === 'circle')
    return (
      <circle cx={x} cy={y} r="4" fill={colour} {...at}>
        {title}
      </circle>
    );
  if (mark === 'square')
    return (
      <rect x={x - 4} y={y - 4} width="8" height="8" fill={colour} {...at}>
        {title}
      </rect>
    );
  return (
    <polygon points={`${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}`} fill={colour} {...at}>
      {title}
    </polygon>
  );
}

/**
 * Recent deal prices, one line per grade (全品, 上品 and 中品 trade at different levels: drawn as one line they made a
 * zig-zag that said nothing), placed by time on a shared axis, with a legend. Inline SVG: fifty points need no chart
 * library. The chart fills its box at any width; text stays 12 px because the drawing is sized to the box, not scaled.
 */
export function PriceChart({ deals }: { deals: Deals }) {
  const { ref, width } = useBoxWidth();
  if (deals.length === 0) return <Text color="gray.600">暂无成交</Text>;
  const series = seriesOf(deals);
  const prices = deals.map((d) => d.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const times = deals.map((d) => chinaMs(d.time));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  // One moment (or one deal) sits in the middle; equal prices make a flat line through the middle.
  const x = (time: string) => pad.left + (last === first ? plotWidth / 2 : ((chinaMs(time) - first) / (last - first)) * plotWidth);
  const y = (price: number) => pad.top + (high === low ? plotHeight / 2 : ((high - price) / (high - low)) * plotHeight);
  const summary = series.map((s) => `${s.grade} ${s.deals.length} 笔，¥${formatYuan(Math.min(...s.deals.map((d) => d.price)))} 至 ¥${formatYuan(Math.max(...s.deals.map((d) => d.price)))}`);

  return (
    <Box ref={ref} bg="white" borderWidth="1px" borderRadius="md" p="2" w="full" data-testid="price-chart">
      <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" fontSize="sm" px="2" aria-label="图例">
        {series.map((s) => (
          <HStack as="li" key={s.grade} gap="1">
            <svg width="14" height="14" aria-hidden="true">
              <Mark x={7} y={7} grade={s.grade} />
            </svg>
            <Text>
              {s.grade}（{s.deals.length} 笔）
            </Text>
          </HStack>
        ))}
      </HStack>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={`最近 ${deals.length} 笔成交价走势，按品相分：${summary.join('；')}`}
        style={{ display: 'block', fontSize: 12 }}
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
        <text x={pad.left} y={height - 8} fill="var(--chakra-colors-gray-600)">
          {formatTime(deals[0]!.time, 'minute')}
        </text>
        {deals.length > 1 && (
          <text x={width - pad.right} y={height - 8} textAnchor="end" fill="var(--chakra-colors-gray-600)">
            {formatTime(deals.at(-1)!.time, 'minute')}
          </text>
        )}
        {series.map((s) => (
          <g key={s.grade} data-testid="price-series" data-grade={s.grade}>
            <polyline
              points={s.deals.map((d) => `${x(d.time)},${y(d.price)}`).join(' ')}
              fill="none"
              stroke={gradeStyles[s.grade].colour}
              strokeWidth="2"
            />
            {s.deals.map((d, i) => (
              <Mark key={i} x={x(d.time)} y={y(d.price)} grade={s.grade} deal={`${s.grade} ${formatTime(d.time, 'minute')} ¥${formatYuan(d.price)} × ${d.quantity}`} />
            ))}
          </g>
        ))}
      </svg>
    </Box>
  );
}

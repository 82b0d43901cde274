import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TradeDynamic } from '../../api/contracts/home-names';
import { tradeDynamicsQueryOptions } from '../../api/home/trade-dynamics';
import { BlockData } from '../board';
import { formatYuan } from '../shared/format';
import { HomeBlock } from './home-block';
import { useTickerOffset } from './use-ticker-offset';

const lineHeight = 48;
const visibleLines = 8;

const badgeOf = (e: TradeDynamic) =>
  e.kind === 'deal' ? { text: '成交', palette: 'red' } : e.publishType === 1 ? { text: '出售', palette: 'orange' } : { text: '求购', palette: 'blue' };

/** One event on two lines: 11-21 23:15 [成交] ¥55.60 沪**家→巴**斋, then 1981年 普21 祖国风光 单枚·中品 3套. */
function TickerLine({ event }: { event: TradeDynamic }) {
  const badge = badgeOf(event);
  const who = event.kind === 'deal' ? `${event.seller}→${event.buyer}` : event.publisher;
  return (
    <Box as="li" h={`${lineHeight}px`} py="1" fontSize="sm" borderBottomWidth="1px" borderColor="gray.100" data-testid="ticker-line">
      <Flex align="center" gap="2" whiteSpace="nowrap">
        <Text as="span" color="gray.600" fontSize="xs" fontVariantNumeric="tabular-nums">
          {event.time.slice(5, 16)}
        </Text>
        <Badge colorPalette={badge.palette} size="sm">
          {badge.text}
        </Badge>
        <Text as="span" color="brand.fg" fontVariantNumeric="tabular-nums">
          ¥{formatYuan(event.price)}
        </Text>
        <Text as="span" color="gray.600" fontSize="xs" ms="auto">
          {who}
        </Text>
      </Flex>
      <Text whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
        {event.productName}
        <Text as="span" color="gray.600" fontSize="xs" ms="1">
          {event.exteriorName}·{event.grade} {event.quantity}
          {event.unitsName}
        </Text>
      </Text>
    </Box>
  );
}

/**
 * 交易动态 (GET /api/anon/trade/dynamics): the latest deals and offers, moving up a line at a time. Held still while
 * the pointer or the focus is on it; every line stays in the page for screen readers and for scrolling by hand.
 */
export function TradeTicker() {
  return (
    <HomeBlock title="交易动态">
      <BlockData query={tradeDynamicsQueryOptions()} empty="暂无交易动态">
        {(events) => <TickerLines events={events} />}
      </BlockData>
    </HomeBlock>
  );
}

function TickerLines({ events }: { events: readonly TradeDynamic[] }) {
  const [held, setHeld] = useState(false);
  const offset = useTickerOffset(events.length, visibleLines, held);
  return (
    <Box
      h={`${lineHeight * Math.min(visibleLines, events.length)}px`}
      overflowY={held ? 'auto' : 'hidden'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      tabIndex={0}
      aria-label="最新成交与挂牌，滚动播放"
    >
      <Stack
        as="ul"
        gap="0"
        listStyleType="none"
        transform={held ? undefined : `translateY(-${offset * lineHeight}px)`}
        transition="transform 0.6s ease"
      >
        {events.map((e, i) => (
          <TickerLine key={`${e.kind}-${e.time}-${i}`} event={e} />
        ))}
      </Stack>
    </Box>
  );
}

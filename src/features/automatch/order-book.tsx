import { Box, Table, Text } from '@chakra-ui/react';
import type { BookLevel, MatchDetail } from '../../api/contracts/automatch';
import { downColour, upColour } from '../../api/contracts/automatch-names';
import { PriceChange } from '../board';
import { dayChange, priceText, sideText } from './match-figures';
import { Panel } from './panel';

const barColour = { buy: upColour, sell: downColour } as const;

/** One price level: 卖n or 买n, its price, units, orders, and a bar as long as its units against the deepest level. */
function LevelRow({ label, level, side, deepest }: { label: string; level: BookLevel; side: 'buy' | 'sell'; deepest: number }) {
  return (
    <Table.Row data-testid={`book-${side}`}>
      <Table.Cell color={sideText[side]} whiteSpace="nowrap">
        {label}
      </Table.Cell>
      <Table.Cell textAlign="end" color={sideText[side]} fontWeight="semibold" whiteSpace="nowrap">
        {priceText(level.price)}
      </Table.Cell>
      <Table.Cell textAlign="end">{level.quantity}</Table.Cell>
      <Table.Cell textAlign="end">{level.orders}</Table.Cell>
      <Table.Cell w="30%" minW="12" aria-hidden>
        <Box h="3" w={`${Math.max(4, Math.round((level.quantity / deepest) * 100))}%`} bg={barColour[side]} opacity={0.55} borderRadius="sm" />
      </Table.Cell>
    </Table.Row>
  );
}

function EmptySide({ text }: { text: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={5} color="gray.600" textAlign="center">
        {text}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The variety's book (depth): up to 10 ask levels above, the best nearest the middle, then the last price, then up to
 * 10 bid levels, best first; each level's units, how many orders hold them, and a depth bar.
 */
export function OrderBook({ detail }: { detail: MatchDetail }) {
  const { asks, bids, variety } = detail;
  const deepest = Math.max(1, ...asks.map((l) => l.quantity), ...bids.map((l) => l.quantity));
  const { change, basisPoints } = dayChange(variety);
  return (
    <Panel id="book-title" title="买卖盘" gap="2">
      <Table.Root size="sm" aria-label="买卖盘" fontVariantNumeric="tabular-nums" data-testid="order-book">
        <Table.Header whiteSpace="nowrap">
          <Table.Row>
            <Table.ColumnHeader>档位</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">价格</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">数量</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">笔数</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box srOnly>深度</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {asks.length === 0 && <EmptySide text="暂无卖单" />}
          {[...asks].reverse().map((level, i) => (
            <LevelRow key={level.price} label={`卖${asks.length - i}`} level={level} side="sell" deepest={deepest} />
          ))}
          <Table.Row bg="gray.50">
            <Table.Cell colSpan={5}>
              <Text as="span" color="gray.600" me="2">
                最新价
              </Text>
              <Text as="span" fontWeight="semibold" me="2">
                {priceText(variety.lastPrice)}
              </Text>
              <PriceChange change={change} basisPoints={basisPoints} />
            </Table.Cell>
          </Table.Row>
          {bids.map((level, i) => (
            <LevelRow key={level.price} label={`买${i + 1}`} level={level} side="buy" deepest={deepest} />
          ))}
          {bids.length === 0 && <EmptySide text="暂无买单" />}
        </Table.Body>
      </Table.Root>
    </Panel>
  );
}

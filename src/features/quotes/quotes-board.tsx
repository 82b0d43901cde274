import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { changeDirection } from '../../api/contracts/home-names';
import type { VarietyDay } from '../../api/contracts/quotes';
import { immediateQuotesQueryOptions } from '../../api/quotes/quotes';
import { PriceChange, VarietyLabel } from '../board';
import { formatYuan } from '../shared/format';
import { quoteKey, sortQuotes, type QuotesSort } from './merge-quotes';

/** Red up, green down, as Chinese markets colour a price (the same tokens as PriceChange). */
const priceColor = { up: 'red.600', down: 'green.fg', flat: 'gray.800' } as const;

const sortNames: Record<QuotesSort, string> = { time: '按成交时间', changeDesc: '涨幅从高到低', changeAsc: '跌幅从高到低' };
const nextSort: Record<QuotesSort, QuotesSort> = { time: 'changeDesc', changeDesc: 'changeAsc', changeAsc: 'time' };
const ariaSort = { time: 'none', changeDesc: 'descending', changeAsc: 'ascending' } as const;

const money = (fen: number | null) => (fen === null ? '—' : `¥${formatYuan(fen)}`);
const flashLook = (on: boolean) => ({ bg: on ? 'yellow.100' : undefined, transition: 'background-color 0.6s' });

function LastPrice({ row }: { row: VarietyDay }) {
  return (
    <Text as="span" color={priceColor[changeDirection(row.change)]} fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {money(row.lastPrice)}
    </Text>
  );
}

/**
 * The day's board (GET /api/immediateQuotes, kept live by useLiveQuotes): a table from 768 px up, a compact list on
 * a phone, so the page never scrolls sideways. Sortable by change %; a row a tick just changed is marked briefly.
 */
export function QuotesBoard({ categoryId, flashing }: { categoryId: number | undefined; flashing: ReadonlySet<string> }) {
  const { data } = useSuspenseQuery(immediateQuotesQueryOptions(categoryId));
  const [sort, setSort] = useState<QuotesSort>('time');
  const rows = sortQuotes(data.quotes, sort);
  if (rows.length === 0) {
    return <Text color="gray.600">今日暂无成交，有成交时行情将实时显示。</Text>;
  }
  const sortButton = (
    <Button size="xs" variant="ghost" px="1" minH={{ base: '11', md: 'auto' }} onClick={() => setSort(nextSort[sort])} aria-label={`涨跌幅，${sortNames[sort]}，点按切换排序`}>
      涨跌幅{sort === 'changeDesc' ? ' ↓' : sort === 'changeAsc' ? ' ↑' : ''}
    </Button>
  );
  return (
    <Stack gap="2">
      {/* Ten columns do not fit the card beside the room on a laptop: they keep one line each and the table scrolls
          inside the card (focusable, so a keyboard scrolls it too) rather than spilling over its edge. */}
      <Box hideBelow="md" overflowX="auto" tabIndex={0} role="region" aria-label="今日行情表格">
        <Table.Root size="sm" aria-label="今日行情" data-testid="quotes-table" whiteSpace="nowrap">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>品种</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">最新价</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">涨跌</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" aria-sort={ariaSort[sort]}>
                {sortButton}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">昨收</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">最高</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">最低</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">成交笔数</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">成交量</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">最后成交</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body fontVariantNumeric="tabular-nums">
            {rows.map((row) => (
              <Table.Row key={quoteKey(row)} data-testid="quote-row" data-flash={flashing.has(quoteKey(row)) || undefined} {...flashLook(flashing.has(quoteKey(row)))}>
                <Table.Cell>
                  <Text as="span" color="gray.600" fontSize="xs" me="2">
                    {row.productCode}
                  </Text>
                  <VarietyLabel variety={row} grade={row.grade} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <LastPrice row={row} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <PriceChange change={row.change} basisPoints={row.changeBasisPoints} show="amount" />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <PriceChange change={row.change} basisPoints={row.changeBasisPoints} show="percent" />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(row.previousClose)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(row.highPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(row.lowPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.deals}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.quantity}
                  {row.unitsName}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.lastTime.slice(11)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="md" gap="0">
        <HStack justify="flex-end">{sortButton}</HStack>
        <Box as="ul" listStyleType="none" aria-label="今日行情">
          {rows.map((row) => (
            <Box
              as="li"
              key={quoteKey(row)}
              data-testid="quote-item"
              data-flash={flashing.has(quoteKey(row)) || undefined}
              py="2"
              borderBottomWidth="1px"
              fontVariantNumeric="tabular-nums"
              {...flashLook(flashing.has(quoteKey(row)))}
            >
              <HStack justify="space-between" align="baseline" gap="2">
                <Box minW="0">
                  <VarietyLabel variety={row} grade={row.grade} />
                </Box>
                <LastPrice row={row} />
              </HStack>
              <HStack justify="space-between" fontSize="xs" color="gray.600" gap="2" flexWrap="wrap">
                <Text as="span">
                  {row.productCode} · 昨收 {money(row.previousClose)} · 高 {money(row.highPrice)} · 低 {money(row.lowPrice)}
                </Text>
                <PriceChange change={row.change} basisPoints={row.changeBasisPoints} />
              </HStack>
              <Text fontSize="xs" color="gray.600">
                {row.deals} 笔 · {row.quantity}
                {row.unitsName} · {row.lastTime.slice(11)}
              </Text>
            </Box>
          ))}
        </Box>
      </Stack>
      <Text color="gray.600" fontSize="xs">
        按今日（北京时间）已成交的订单计算，涨跌与同一品相前一交易日最后一笔成交价（昨收）相比；价格为单价。
      </Text>
    </Stack>
  );
}

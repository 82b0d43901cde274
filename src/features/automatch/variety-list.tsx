import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { pairingPageQueryOptions } from '../../api/automatch/pairing';
import type { MatchVariety } from '../../api/contracts/automatch';
import { changeDirection } from '../../api/contracts/home-names';
import { PriceChange } from '../board';
import { ErrorLine } from '../shared/error-line';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { failureMessage } from '../shared/failure-message';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { dayChange, directionText, priceText } from './match-figures';

function LastPrice({ variety }: { variety: MatchVariety }) {
  return (
    <Text as="span" color={directionText[changeDirection(dayChange(variety).change)]} fontWeight="semibold" whiteSpace="nowrap">
      {priceText(variety.lastPrice)}
    </Text>
  );
}

function Change({ variety, show }: { variety: MatchVariety; show?: 'amount' | 'percent' }) {
  const { change, basisPoints } = dayChange(variety);
  return <PriceChange change={change} basisPoints={basisPoints} show={show} />;
}

/** The variety's name, to its book and order form. */
function VarietyLink({ variety }: { variety: MatchVariety }) {
  return (
    <AppLink to="/auto-match/detail" search={{ productId: variety.productId }} color="gray.800" fontWeight="medium">
      {variety.productName}
    </AppLink>
  );
}

const volumeText = (variety: MatchVariety) => `${variety.volume}${variety.unitsName}`;

/**
 * The varieties with a live book (GET …/pairing/page): a table from 768 px up, a card each on a phone so the page never
 * scrolls sideways; each leads to its book and order form. Paged, the page in the URL.
 */
export function VarietyList() {
  const { list, rows, page, setPage } = usePagedList(pairingPageQueryOptions);
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorLine error={failureMessage(list.error)} />;
  if (rows.length === 0) return <Text color="gray.600">暂无撮合中的品种。</Text>;
  return (
    <Stack gap="3">
      <Box hideBelow="md">
        <Table.Root size="sm" aria-label="撮合品种" data-testid="match-varieties" fontVariantNumeric="tabular-nums">
          <Table.Header whiteSpace="nowrap">
            <Table.Row>
              <Table.ColumnHeader>志号</Table.ColumnHeader>
              <Table.ColumnHeader>品种</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">买一价</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">卖一价</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">最新价</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">涨跌</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">涨跌幅</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">今日成交量</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>操作</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((variety) => (
              <Table.Row key={variety.productId} data-testid="match-variety">
                <Table.Cell color="gray.600" whiteSpace="nowrap">
                  {variety.productCode}
                </Table.Cell>
                <Table.Cell>
                  <VarietyLink variety={variety} />
                  <Text as="span" color="gray.600" fontSize="xs" ms="2" whiteSpace="nowrap">
                    {variety.exteriorName}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {priceText(variety.bestBid)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {priceText(variety.bestAsk)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <LastPrice variety={variety} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Change variety={variety} show="amount" />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Change variety={variety} show="percent" />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {volumeText(variety)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button asChild size="xs" variant="outline" colorPalette="brand">
                    <AppLink to="/auto-match/detail" search={{ productId: variety.productId }} aria-label={`${variety.productName}下单`}>
                      下单
                    </AppLink>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box as="ul" hideFrom="md" listStyleType="none" aria-label="撮合品种" fontVariantNumeric="tabular-nums">
        {rows.map((variety) => (
          <Box as="li" key={variety.productId} data-testid="match-variety-card" borderBottomWidth="1px">
            {/* The whole card is the way to the variety's book: a finger's target, not the name's line alone. */}
            <AppLink to="/auto-match/detail" search={{ productId: variety.productId }} display="block" py="2" color="gray.800" _hover={{ textDecoration: 'none', bg: 'gray.50' }}>
              <HStack justify="space-between" align="baseline" gap="2">
                <Text as="span" fontWeight="medium" minW="0">
                  {variety.productName}
                </Text>
                <LastPrice variety={variety} />
              </HStack>
              <HStack justify="space-between" fontSize="xs" color="gray.600" gap="2" flexWrap="wrap">
                <Text as="span">
                  {variety.productCode} · {variety.exteriorName} · 成交 {volumeText(variety)}
                </Text>
                <Change variety={variety} />
              </HStack>
              <Text fontSize="xs" color="gray.600">
                买一 {priceText(variety.bestBid)} · 卖一 {priceText(variety.bestAsk)}
              </Text>
            </AppLink>
          </Box>
        ))}
      </Box>
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />
    </Stack>
  );
}

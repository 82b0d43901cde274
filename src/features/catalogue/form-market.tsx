import { Badge, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formMarketQueryOptions } from '../../api/catalogue/variety';
import type { FormMarket as Market, FormOffer } from '../../api/contracts/catalogue';
import type { ConditionGrade } from '../../api/contracts/content-names';
import { abbreviateNumber, formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';
import { gradePalette } from './catalogue-format';
import { PriceLinePanel } from './price-line-panel';
import { Loading } from '../shared/loading';

const price = (fen: number | null) => (fen === null ? '—' : `¥${formatYuan(fen)}`);

function GradeBadge({ grade, flaws }: { grade: ConditionGrade; flaws?: string }) {
  return (
    <Badge size="sm" variant="outline" colorPalette={gradePalette[grade]} title={flaws ? `瑕疵：${flaws}` : undefined}>
      {grade}
    </Badge>
  );
}

/** Per grade: the best open prices and how many offers stand behind them. */
function GradeQuotes({ market }: { market: Market }) {
  return (
    <TableScroll label="品相报价">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="grade-quotes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>品相</Table.ColumnHeader>
            <Table.ColumnHeader>最低出售</Table.ColumnHeader>
            <Table.ColumnHeader>在售</Table.ColumnHeader>
            <Table.ColumnHeader>最高求购</Table.ColumnHeader>
            <Table.ColumnHeader>求购</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {market.quotes.map((q) => (
            <Table.Row key={q.grade}>
              <Table.Cell>
                <GradeBadge grade={q.grade} />
              </Table.Cell>
              <Table.Cell color="red.600" whiteSpace="nowrap">
                {price(q.bestAsk)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{q.sellOffers} 笔</Table.Cell>
              <Table.Cell color="green.700" whiteSpace="nowrap">
                {price(q.bestBid)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{q.buyOffers} 笔</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** One side's open offers: price, what is left, grade with its flaws, photos, publisher; each opens /trade/{id}. */
function Offers({ title, offers, total, unit }: { title: string; offers: FormOffer[]; total: number; unit: string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}（{total}）
      </Heading>
      {offers.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          暂无{title}
        </Text>
      ) : (
        <TableScroll label={`${title}报价`}>
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>单价</Table.ColumnHeader>
                <Table.ColumnHeader>数量</Table.ColumnHeader>
                <Table.ColumnHeader>品相</Table.ColumnHeader>
                <Table.ColumnHeader>发布者</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {offers.map((o) => (
                <Table.Row key={o.id} data-testid="form-offer">
                  <Table.Cell whiteSpace="nowrap">¥{formatYuan(o.price)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {abbreviateNumber(o.lastNum)} {unit}
                  </Table.Cell>
                  <Table.Cell>
                    <GradeBadge grade={o.grade} flaws={o.flaws} />
                    {o.flaws && (
                      <Text as="span" fontSize="xs" color="gray.600" ml="1">
                        {o.flaws}
                      </Text>
                    )}
                    {o.photoCount > 0 && (
                      <Text as="span" fontSize="xs" color="gray.600" ml="1">
                        📷{o.photoCount}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <AppLink to="/trade/homepage/$id" params={{ id: String(o.publisherId) }}>
                      {o.publisher}
                    </AppLink>
                  </Table.Cell>
                  <Table.Cell>
                    <AppLink to="/trade/$id" params={{ id: String(o.id) }} color="brand.600">
                      查看
                    </AppLink>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Stack>
  );
}

/** The last completed deals of the form, each with the grade of the offer it came from. */
function LastDeals({ market }: { market: Market }) {
  if (market.deals.length === 0) return <Text color="gray.600">暂无成交</Text>;
  return (
    <TableScroll label="最近成交">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="form-deals">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>成交时间</Table.ColumnHeader>
            <Table.ColumnHeader>单价</Table.ColumnHeader>
            <Table.ColumnHeader>数量</Table.ColumnHeader>
            <Table.ColumnHeader>品相</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {market.deals.map((d, i) => (
            <Table.Row key={`${d.time}-${i}`}>
              <Table.Cell whiteSpace="nowrap">{d.time}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">¥{formatYuan(d.price)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {d.quantity} {market.unit}
              </Table.Cell>
              <Table.Cell>
                <GradeBadge grade={d.grade} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** One form's market on the variety page: prices by grade, the price line, open offers of both sides, last deals. */
export function FormMarketPanel({ productId }: { productId: number }) {
  const market = useQuery(formMarketQueryOptions(productId));
  if (market.isPending) return <Loading />;
  if (market.isError) return <Text color="red.600">{market.error.message}</Text>;
  const m = market.data;
  return (
    <Stack gap="4" data-testid="form-market">
      <GradeQuotes market={m} />
      <PriceLinePanel productId={productId} unit={m.unit} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Offers title="出售" offers={m.sell} total={m.sellTotal} unit={m.unit} />
        <Offers title="求购" offers={m.buy} total={m.buyTotal} unit={m.unit} />
      </Grid>
      {(m.sellTotal > m.sell.length || m.buyTotal > m.buy.length) && (
        <AppLink to="/trade/price-circle/$id" params={{ id: String(productId) }} fontSize="sm">
          查看全部报价
        </AppLink>
      )}
      <Heading as="h3" size="sm">
        最近成交
      </Heading>
      <LastDeals market={m} />
    </Stack>
  );
}

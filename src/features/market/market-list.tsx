import { Badge, Button, Flex, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Listing, PublishType } from '../../api/contracts/trade';
import { marketQuery } from '../../api/trade/market';
import { formatYuan } from '../format/format';
import { AppLink } from '../site/app-link';
import { useAddToBasket } from './use-add-to-basket';

/**
 * The online stamp market (/poster, /voster, /trade?keyword): open offers with stock, newest first. Sell offers
 * are taken by buyers, buy offers by sellers; both go through the scan basket.
 */
export function MarketList({ keyword = '', publishType }: { keyword?: string; publishType?: PublishType }) {
  const market = useQuery(marketQuery(keyword, publishType));
  const add = useAddToBasket();
  return (
    <Stack gap="3">
      {keyword && <Text color="gray.600">“{keyword}”的搜索结果</Text>}
      {market.data?.list.length === 0 && <Text color="gray.500">暂无挂牌</Text>}
      {market.data && market.data.list.length > 0 && (
        <Table.Root size="sm" variant="outline" bg="white" data-testid="market-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>类型</Table.ColumnHeader>
              <Table.ColumnHeader>邮品</Table.ColumnHeader>
              <Table.ColumnHeader>品相</Table.ColumnHeader>
              <Table.ColumnHeader>单价</Table.ColumnHeader>
              <Table.ColumnHeader>可成交</Table.ColumnHeader>
              <Table.ColumnHeader>发布者</Table.ColumnHeader>
              <Table.ColumnHeader>交易方式</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {market.data.list.map((l) => (
              <ListingRow key={l.id} listing={l} onAdd={() => add(l.id, 1)} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

function ListingRow({ listing: l, onAdd }: { listing: Listing; onAdd: () => void }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Badge colorPalette={l.publishType === 1 ? 'red' : 'green'}>{l.publishType === 1 ? '卖' : '买'}</Badge>
      </Table.Cell>
      <Table.Cell>
        <AppLink to="/trade/$id" params={{ id: String(l.id) }}>
          {l.productName}
        </AppLink>
      </Table.Cell>
      <Table.Cell>{l.exteriorName}</Table.Cell>
      <Table.Cell>¥{formatYuan(l.price)}</Table.Cell>
      <Table.Cell>
        {l.lastNum} {l.unitsName}
      </Table.Cell>
      <Table.Cell>{l.publisher}</Table.Cell>
      <Table.Cell>{l.tradeWays.map((w) => w.showName).join('、')}</Table.Cell>
      <Table.Cell>
        <Button size="xs" colorPalette="brand" variant="outline" onClick={onAdd} aria-label={`加入扫货篮：${l.productName}`}>
          加入扫货篮
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** /poster and /voster: the market with a sell / buy switch. */
export function MarketTabs() {
  return (
    <Tabs.Root defaultValue="sell" variant="enclosed">
      <Tabs.List>
        <Tabs.Trigger value="sell">卖单</Tabs.Trigger>
        <Tabs.Trigger value="buy">买单</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sell">
        <MarketList publishType={1} />
      </Tabs.Content>
      <Tabs.Content value="buy">
        <MarketList publishType={0} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const marketFooter = (
  <Flex gap="3">
    <AppLink to="/publish" search={{ type: 'sale' }}>
      发布卖单
    </AppLink>
    <AppLink to="/publish">发布买单</AppLink>
  </Flex>
);

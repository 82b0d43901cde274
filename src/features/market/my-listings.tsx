import { Badge, Button, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { listingStateNames, type Listing } from '../../api/contracts/trade';
import { myListingsQuery, withdrawListing } from '../../api/trade/market';
import { notify } from '../feedback/toaster';
import { formatYuan } from '../format/format';
import { AppLink } from '../site/app-link';

/** /person/myOrder: the member's own offers; an open one can be withdrawn (orders already taken go on). */
export function MyListings() {
  return (
    <Tabs.Root defaultValue="open" variant="enclosed">
      <Tabs.List>
        <Tabs.Trigger value="open">挂单中</Tabs.Trigger>
        <Tabs.Trigger value="all">全部</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">
        <ListingTable state="open" />
      </Tabs.Content>
      <Tabs.Content value="all">
        <ListingTable state="all" />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ListingTable({ state }: { state: 'open' | 'all' }) {
  const listings = useQuery(myListingsQuery(state, undefined));
  const queryClient = useQueryClient();
  const withdraw = (l: Listing) =>
    void withdrawListing(l.id).then(() => {
      notify.success(messages.listingWithdrawn);
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
    });
  if (listings.data?.list.length === 0)
    return (
      <Stack gap="2">
        <Text color="gray.500">暂无挂牌</Text>
        <AppLink to="/publish" search={{ type: 'sale' }}>
          发布卖单
        </AppLink>
      </Stack>
    );
  return (
    <Table.Root size="sm" variant="outline" bg="white" data-testid="my-listings">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>类型</Table.ColumnHeader>
          <Table.ColumnHeader>邮品</Table.ColumnHeader>
          <Table.ColumnHeader>单价</Table.ColumnHeader>
          <Table.ColumnHeader>剩余/总量</Table.ColumnHeader>
          <Table.ColumnHeader>状态</Table.ColumnHeader>
          <Table.ColumnHeader>发布时间</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {listings.data?.list.map((l) => (
          <Table.Row key={l.id}>
            <Table.Cell>{l.publishType === 1 ? '卖单' : '买单'}</Table.Cell>
            <Table.Cell>
              <AppLink to="/trade/$id" params={{ id: String(l.id) }}>
                {l.productName}（{l.exteriorName}）
              </AppLink>
            </Table.Cell>
            <Table.Cell>¥{formatYuan(l.price)}</Table.Cell>
            <Table.Cell>
              {l.lastNum}/{l.quantity}
            </Table.Cell>
            <Table.Cell>
              <Badge>{listingStateNames[l.state]}</Badge>
            </Table.Cell>
            <Table.Cell>{l.createTime}</Table.Cell>
            <Table.Cell>
              {l.state === 'open' && (
                <Button size="xs" variant="outline" onClick={() => withdraw(l)}>
                  撤单
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

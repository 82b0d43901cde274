import { Badge, Button, HStack, Stack, Table } from '@chakra-ui/react';
import type { Listing } from '../../api/contracts/trade';
import { listingStateNames } from '../../api/contracts/trade-names';
import { abbreviateNumber, formatYuan } from '../shared/format';
import { AppLink } from '../site';

/** One offer in a market list: what, at what price, who, with the ways into its detail, publisher and price circle. */
export function ListingRow({ listing: l, onAdd }: { listing: Listing; onAdd: () => void }) {
  return (
    <Table.Row data-testid="listing-row">
      <Table.Cell>
        <HStack gap="1">
          <Badge colorPalette={l.publishType === 1 ? 'red' : 'green'}>{l.publishType === 1 ? '卖' : '买'}</Badge>
          {/* The server sends pinnedUntil only while the 置顶 prop runs. */}
          {l.pinnedUntil && (
            <Badge colorPalette="orange" variant="solid" title={`置顶至 ${l.pinnedUntil}`}>
              置顶
            </Badge>
          )}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0">
          <AppLink to="/trade/$id" params={{ id: String(l.id) }} fontWeight="medium">
            {l.productName}
          </AppLink>
          <AppLink to="/trade/price-circle/$id" params={{ id: String(l.productId) }} fontSize="xs" color="gray.500">
            价格走势
          </AppLink>
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{l.exteriorName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">¥{formatYuan(l.price)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {abbreviateNumber(l.lastNum)} {l.unitsName}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <AppLink to="/trade/homepage/$id" params={{ id: String(l.publisherId) }}>
          {l.publisher}
        </AppLink>
      </Table.Cell>
      <Table.Cell>{l.tradeWays.map((w) => w.showName).join('、')}</Table.Cell>
      <Table.Cell>
        {l.state === 'open' ? (
          <Button size="xs" colorPalette="brand" variant="outline" onClick={onAdd} aria-label={`加入扫货篮：${l.productName}`}>
            加入扫货篮
          </Button>
        ) : (
          <Badge>{listingStateNames[l.state]}</Badge>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

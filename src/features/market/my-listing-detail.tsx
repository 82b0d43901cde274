import { Badge, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { listingStateNames } from '../../api/contracts/trade-names';
import { myListingQueryOptions } from '../../api/trade/my-listing';
import { formatYuan } from '../shared/format';
import { AppLink } from '../site';
import { MyListingActionButtons } from './my-listing-action-buttons';
import { publishTypeNames } from './my-listing-actions';
import { MyListingOrders } from './my-listing-orders';
import { PropPanel } from './prop-panel';
import { FieldRow } from '../shared/field-row';
import { withDataBoundary } from '../shared/data-boundary';

/** /person/myOrder/{id}: one of my offers, what I can do with it, the orders taken from it, and its props. */
function MyListingDetailLoaded({ id }: { id: number }) {
  const listing = useSuspenseQuery(myListingQueryOptions(id));
  const l = listing.data;
  return (
    <Stack gap="5" data-testid="my-listing-detail">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {publishTypeNames[l.publishType]} · {l.productName}（{l.exteriorName}）
        </Heading>
        <Badge colorPalette="brand" size="lg">
          {listingStateNames[l.state]}
        </Badge>
        {l.pinnedUntil && <Badge colorPalette="orange">置顶至 {l.pinnedUntil}</Badge>}
        <Flex ms="auto" gap="3" align="center">
          <MyListingActionButtons listing={l} size="sm" />
          <AppLink to="/person/myOrder" colorPalette="brand">返回我的挂牌</AppLink>
        </Flex>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px">
        <FieldRow label="挂牌编号">
          <AppLink to="/trade/$id" params={{ id: String(l.id) }} colorPalette="brand">
            {l.id}（在邮市查看）
          </AppLink>
        </FieldRow>
        <FieldRow label="志号">{l.productCode}</FieldRow>
        <FieldRow label="单价">¥{formatYuan(l.price)}</FieldRow>
        <FieldRow label="剩余/总量">
          {l.lastNum}/{l.quantity} {l.unitsName}
        </FieldRow>
        <FieldRow label="交易方式">{l.tradeWays.map((w) => w.showName).join('、')}</FieldRow>
        <FieldRow label="交收方式">{l.deliveryMethods.map((d) => d.showName).join('、')}</FieldRow>
        <FieldRow label="发布时间">{l.createTime}</FieldRow>
        <FieldRow label="刷新时间">{l.refreshTime}</FieldRow>
        {l.remark && <FieldRow label="备注">{l.remark}</FieldRow>}
      </Grid>
      <MyListingOrders listingId={l.id} />
      <PropPanel listing={l} />
    </Stack>
  );
}

/** The page in its DataBoundary: its first data (started by the route's loader) is waited for and its failure said there. */
export const MyListingDetail = withDataBoundary(MyListingDetailLoaded);

import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BlockTrade } from '../../api/contracts/block-trades';
import { blockTradeTypeNames } from '../../api/contracts/block-trade-names';

/**
 * The block-trade application detail of spec section 2: tradeType, productName, categoryName, exteriorName, quantity,
 * priceRange, expiryDate, phone; in the public dialog, the applicant's page and staff's review alike. `phone` is what
 * the caller may read (masked for visitors, by the server); `children` adds the reader's own rows after them.
 */
export function BlockTradeFields({ trade, phoneNote, children }: { trade: BlockTrade; phoneNote?: ReactNode; children?: ReactNode }) {
  return (
    <Grid templateColumns="6em 1fr" rowGap="2" data-testid="block-trade-detail">
      <Label>交易类型</Label>
      <Text>{blockTradeTypeNames[trade.tradeType]}</Text>
      <Label>邮品</Label>
      <Text>{trade.productName}</Text>
      <Label>类别</Label>
      <Text>{trade.categoryName}</Text>
      <Label>品相</Label>
      <Text>{trade.exteriorName}</Text>
      <Label>数量</Label>
      {/* Exact here; the list abbreviates (万) to compare at a glance. */}
      <Text>{trade.quantity.toLocaleString('zh-CN')}</Text>
      <Label>价格区间</Label>
      <Text>{trade.priceRange}</Text>
      <Label>有效期至</Label>
      <Text>{trade.expiryDate}</Text>
      <Label>联系电话</Label>
      <Text>
        {trade.phone}
        {phoneNote}
      </Text>
      {children}
    </Grid>
  );
}

export function Label({ children }: { children: string }) {
  return <Text color="gray.600">{children}</Text>;
}

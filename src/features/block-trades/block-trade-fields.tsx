import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BlockTrade } from '../../api/contracts/block-trades';
import { blockTradeTypeNames } from '../../api/contracts/block-trade-names';
import { DetailLabel } from '../shared/detail-label';

/**
 * The block-trade application detail of spec section 2: tradeType, productName, categoryName, exteriorName, quantity,
 * priceRange, expiryDate, phone; in the public dialog, the applicant's page and staff's review alike. `phone` is what
 * the caller may read (masked for visitors, by the server); `children` adds the reader's own rows after them.
 */
export function BlockTradeFields({ trade, phoneNote, children }: { trade: BlockTrade; phoneNote?: ReactNode; children?: ReactNode }) {
  return (
    <Grid templateColumns="6em 1fr" rowGap="2" data-testid="block-trade-detail">
      <DetailLabel>交易类型</DetailLabel>
      <Text>{blockTradeTypeNames[trade.tradeType]}</Text>
      <DetailLabel>邮品</DetailLabel>
      <Text>{trade.productName}</Text>
      <DetailLabel>类别</DetailLabel>
      <Text>{trade.categoryName}</Text>
      <DetailLabel>品相</DetailLabel>
      <Text>{trade.exteriorName}</Text>
      <DetailLabel>数量</DetailLabel>
      {/* Exact here; the list abbreviates (万) to compare at a glance. */}
      <Text>{trade.quantity.toLocaleString('zh-CN')}</Text>
      <DetailLabel>价格区间</DetailLabel>
      <Text>{trade.priceRange}</Text>
      <DetailLabel>有效期至</DetailLabel>
      <Text>{trade.expiryDate}</Text>
      <DetailLabel>联系电话</DetailLabel>
      <Text>
        {trade.phone}
        {phoneNote}
      </Text>
      {children}
    </Grid>
  );
}


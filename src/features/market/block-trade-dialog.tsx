import { Grid, Text } from '@chakra-ui/react';
import type { BlockTrade } from '../../api/contracts/trade';
import { AppDialog } from '../shared/app-dialog';
import { useSession } from '../session';

/** The block-trade application detail (spec sections 2 and 3): what is offered or wanted, how many, at what price, whom to call. */
export function BlockTradeDialog({ trade, onClose }: { trade: BlockTrade | null; onClose: () => void }) {
  const { status } = useSession();
  return (
    <AppDialog open={trade !== null} onClose={onClose} title="大宗交易申请详情">
      {trade && (
        <Grid templateColumns="6em 1fr" rowGap="2" data-testid="block-trade-detail">
          <Label>交易类型</Label>
          <Text>{trade.tradeType === 1 ? '出售' : '求购'}</Text>
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
            {/* The server masks the number for visitors (first 3 and last 4 digits). */}
            {status !== 'member' && (
              <Text as="span" color="gray.600" fontSize="sm" ms="2">
                登录后查看完整号码
              </Text>
            )}
          </Text>
        </Grid>
      )}
    </AppDialog>
  );
}

function Label({ children }: { children: string }) {
  return <Text color="gray.600">{children}</Text>;
}

import { Grid, Text } from '@chakra-ui/react';
import type { TraderDisclosure } from '../../api/contracts/security';
import { formatYuan } from '../shared/format';

/**
 * What a trader chose to show others on their homepage: their traded amount (交易金额公开) and credit lines (信用额度公开).
 * A hidden one says so instead of a number (null; absent from a server that does not send it yet, the same).
 */
export function TraderDisclosures({ trader }: { trader: TraderDisclosure }) {
  const credit = trader.creditLine;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" aria-label="交易公开信息">
      <Text>累计成交金额：{trader.tradeAmount == null ? '未公开' : `¥${formatYuan(trader.tradeAmount)}`}</Text>
      <Text>
        信用额度：
        {credit == null
          ? '未公开'
          : `买单 ¥${formatYuan(credit.buyCreditLine)} · 卖单 ¥${formatYuan(credit.sellCreditLine)} · 交易 ¥${formatYuan(credit.orderCreditLine)}`}
      </Text>
    </Grid>
  );
}

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myMatchFillsQueryOptions } from '../../api/automatch/my-matches';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { AppLink } from '../site';
import { priceText } from './match-figures';
import { MatchItem } from './match-item';

/**
 * 我的成交: my fills, newest first. Each is an escrow order the delivery flow carries (ship, receive, refund): 查看订单
 * opens it at /transaction/{id}.
 */
export function MyFills() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useQuery(myMatchFillsQueryOptions(page));
  const rows = list.data?.list ?? [];
  return (
    <Stack gap="3">
      {list.isPending && <Loading />}
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">还没有成交。</Text>}
      <Stack as="ul" gap="2" p="0" m="0" aria-label="我的成交">
        {rows.map((fill) => (
          <MatchItem key={fill.id} side={fill.side} productId={fill.productId} productName={fill.productName} testId="my-match-fill">
            <Text fontSize="sm">
              成交价 {priceText(fill.price)} · {fill.quantity} 件 · 金额 {priceText(fill.amount)}
            </Text>
            <Flex gap="2" wrap="wrap" align="center" justify="space-between">
              <Text fontSize="xs" color="gray.600">
                成交时间 {fill.createTime}
              </Text>
              <Button asChild size="sm" variant="outline" minH="44px">
                <AppLink to="/transaction/$id" params={{ id: String(fill.tradeOrderId) }}>
                  查看订单
                </AppLink>
              </Button>
            </Flex>
          </MatchItem>
        ))}
      </Stack>
      {list.data && list.data.total > page.pageSize && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

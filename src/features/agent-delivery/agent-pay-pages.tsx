import { Badge, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { agentFeeMoveQueryOptions, agentFeeMovesQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import type { AgentFeeMove } from '../../api/contracts/agent-delivery';
import { DetailLabel } from '../shared/detail-label';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { SignedYuan } from '../shared/signed-yuan';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, type AgentVariant } from '../site';
import { asOf, payPath } from './agent-side';

const kindNames: Record<AgentFeeMove['kind'], string> = { held: '预付托管', paid: '支付代理人', refunded: '退回委托人' };
const kindColours: Record<AgentFeeMove['kind'], string> = { held: 'orange', paid: 'green', refunded: 'gray' };

const detailPath = (variant: AgentVariant) => (variant === 'agent' ? '/agents/agent/pay-detail' : '/agents/default/pay-detail');
const deliveryPath = (variant: AgentVariant) => (variant === 'agent' ? '/agents/agent/stock-detail' : '/agents/default/stock-detail');

/**
 * /agents/{variant}/pay (支付): the fees' money moves from my side, newest first, paged; each with a link to its detail.
 * With `deliveryId` (from a delivery's detail), that delivery's moves only, and the way back to all of them.
 */
export function AgentPayPage({ variant, deliveryId }: { variant: AgentVariant; deliveryId?: number }) {
  const as = asOf(variant);
  const { list, rows, page, setPage } = usePagedList((page) => agentFeeMovesQueryOptions({ ...page, as, ...(deliveryId ? { deliveryId } : {}) }));
  return (
    <Stack gap="3" as="section" aria-label="代理费收支">
      {deliveryId !== undefined && (
        <Flex gap="3" align="center" wrap="wrap">
          <Text fontSize="sm">代理交割 {deliveryId} 的代理费记录</Text>
          <AppLink to={payPath(variant)} color="brand.fg" minH="11" display="inline-flex" alignItems="center">
            查看全部
          </AppLink>
        </Flex>
      )}
      {list.isError && <ErrorLine error={failureMessage(list.error)} />}
      {list.isPending && <Loading />}
      {list.data && rows.length === 0 && <Text color="gray.600">暂无代理费记录</Text>}
      <Stack as="ul" gap="3" p="0" m="0">
        {rows.map((move) => (
          <Stack as="li" key={move.id} gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="agent-fee-move">
            <Flex gap="2" align="center" wrap="wrap" justify="space-between">
              <Flex gap="2" align="center">
                <Badge colorPalette={kindColours[move.kind]}>{kindNames[move.kind]}</Badge>
                <Text fontSize="sm">{move.memo}</Text>
              </Flex>
              <SignedYuan fen={move.change} />
            </Flex>
            <Text fontSize="sm" color="gray.600">
              订单号 {move.orderId} · {move.counterpart} · {move.createTime}
            </Text>
            <Flex>
              <AppLink to={detailPath(variant)} search={{ id: move.id }} color="brand.fg" minH="11" display="inline-flex" alignItems="center" aria-label={`查看支付明细 ${move.id}`}>
                明细
              </AppLink>
            </Flex>
          </Stack>
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

/** /agents/{variant}/pay-detail?id= (支付明细): one fee move, with a link to its delivery. */
export function AgentPayDetailPage({ variant, id }: { variant: AgentVariant; id: number | undefined }) {
  if (id === undefined) return <Text color="gray.600">请从支付记录中选择一条查看。</Text>;
  return <PayDetail variant={variant} id={id} />;
}

function PayDetail({ variant, id }: { variant: AgentVariant; id: number }) {
  const move = useQuery(agentFeeMoveQueryOptions(id));
  if (move.isPending) return <Loading />;
  if (!move.data) return <ErrorLine error={failureMessage(move.error)} />;
  const m = move.data;
  return (
    <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="支付明细">
      <Grid templateColumns="6em minmax(0, 1fr)" rowGap="2" columnGap="2" data-testid="agent-fee-move-detail">
        <DetailLabel>类型</DetailLabel>
        <Text>{kindNames[m.kind]}</Text>
        <DetailLabel>金额</DetailLabel>
        <Text>¥{formatYuan(m.amount)}</Text>
        <DetailLabel>我的余额</DetailLabel>
        <SignedYuan fen={m.change} />
        <DetailLabel>对方</DetailLabel>
        <Text>{m.counterpart}</Text>
        <DetailLabel>说明</DetailLabel>
        <Text>{m.memo}</Text>
        <DetailLabel>订单号</DetailLabel>
        <Text>{m.orderId}</Text>
        <DetailLabel>时间</DetailLabel>
        <Text>{m.createTime}</Text>
      </Grid>
      <Flex>
        <Button asChild size="sm" variant="outline" colorPalette="brand" minH="44px">
          <AppLink to={deliveryPath(variant)} search={{ id: m.deliveryId }}>
            查看代理交割 {m.deliveryId}
          </AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}

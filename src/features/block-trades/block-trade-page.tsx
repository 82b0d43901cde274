import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { blockTradeQueryOptions, refreshBlockTrades } from '../../api/block-trades/get-block-trades';
import type { BlockTradeDetail } from '../../api/contracts/block-trades';
import { chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { Loading } from '../shared/loading';
import { BlockTradeFields } from './block-trade-fields';
import { mayWithdraw, WithdrawDialog } from './withdraw-action';
import { blockTradeStageColours } from './stage-colours';
import { DetailLabel } from '../shared/detail-label';
import { ProcessSection } from '../shared/process-section';

// The 流程 view (and Mermaid behind it) loads with the page's data, never with the list.
const BlockTradeProcess = lazy(() => import('./block-trade-process').then((m) => ({ default: m.BlockTradeProcess })));

/**
 * /person/trade/{id} (大宗交易详情): the application as the spec's detail shows it, where it stands (the reason of a
 * rejection), the remark, its 流程 on the block-trade machine, and 撤回 while it waits or is listed.
 */
export function BlockTradePage({ id }: { id: number }) {
  const detail = useQuery(blockTradeQueryOptions(id));
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <ErrorLine error={detail.error?.message} />;
  return <DetailView item={detail.data} />;
}

function DetailView({ item }: { item: BlockTradeDetail }) {
  const client = useQueryClient();
  const withdraw = useLifecycleActionActor<BlockTradeDetail>('blockTrade', (now) => void refreshBlockTrades(client, now));
  return (
    <Stack gap="4">
      <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="申请详情">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="sm">
            {item.productName}
          </Heading>
          <Badge colorPalette={blockTradeStageColours[item.stage]} data-testid="block-trade-state">
            {item.stateName}
          </Badge>
        </Flex>
        <BlockTradeFields trade={item}>
          <DetailLabel>备注</DetailLabel>
          <Text>{item.remark || '无'}</Text>
          <DetailLabel>申请时间</DetailLabel>
          <Text>{item.createTime}</Text>
          {item.rejectReason && (
            <>
              <DetailLabel>驳回原因</DetailLabel>
              <Text color="red.700">{item.rejectReason}</Text>
            </>
          )}
        </BlockTradeFields>
        {item.own && mayWithdraw(item) && (
          <Flex>
            <Button variant="outline" colorPalette="red" minH="44px" onClick={() => chooseAction(withdraw, 'blockTrade', item.id, 'blockTrade.withdraw', 'member')}>
              撤回申请
            </Button>
          </Flex>
        )}
      </Stack>
      {item.events.length > 0 && (
        <ProcessSection>
          <BlockTradeProcess item={item} />
        </ProcessSection>
      )}
      <WithdrawDialog actor={withdraw} id={item.id} />
    </Stack>
  );
}

import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { blockTradeQueryOptions, refreshBlockTrades } from '../../api/block-trades/get-block-trades';
import type { BlockTradeDetail } from '../../api/contracts/block-trades';
import { blockTradeRoleNames } from '../../api/contracts/block-trade-names';
import { decisionReasonMaxLength } from '../../api/contracts/decision-reasons';
import { blockTradeMachine, blockTradeSnapshots } from '../../machines/block-trade.machine';
import { eventLabelOf, offers } from '../../machines/lifecycle';
import { BlockTradeFields, blockTradeStageColours } from '../block-trades';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { Loading } from '../shared/loading';
import { DetailLabel } from '../shared/detail-label';

/**
 * 大宗交易审核详情 (/staff/block-trades/{id}): the application with the applicant, its remark and history, and 上架 /
 * 驳回 (with a reason the applicant is told) where the block-trade machine takes them from staff.
 */
export function BlockTradeReviewPage({ id }: { id: number }) {
  const review = useQuery(blockTradeQueryOptions(id));
  if (review.isPending) return <Loading />;
  if (!review.data) return <ErrorLine error={review.error?.message} />;
  return <ReviewView item={review.data} />;
}

function ReviewView({ item }: { item: BlockTradeDetail }) {
  const client = useQueryClient();
  const actor = useLifecycleActionActor<BlockTradeDetail>('blockTrade', (now) => void refreshBlockTrades(client, now));
  const snapshot = blockTradeSnapshots.resolve(item.stateValue, item.context);
  const mayList = offers(snapshot, 'blockTrade.list', 'operator');
  const mayReject = offers(snapshot, 'blockTrade.reject', 'operator');
  const choose = (event: string) => chooseAction(actor, 'blockTrade', item.id, event, 'operator');
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="大宗交易申请">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="sm">
          {item.publisher}的大宗交易申请
        </Heading>
        <Badge colorPalette={blockTradeStageColours[item.stage]} data-testid="review-state">
          {item.stateName}
        </Badge>
      </Flex>
      <BlockTradeFields trade={item}>
        <DetailLabel>申请会员</DetailLabel>
        <Text>{item.publisher}</Text>
        <DetailLabel>备注</DetailLabel>
        <Text>{item.remark || '无'}</Text>
        <DetailLabel>申请时间</DetailLabel>
        <Text>{item.createTime}</Text>
        {item.rejectReason && (
          <>
            <DetailLabel>驳回原因</DetailLabel>
            <Text>{item.rejectReason}</Text>
          </>
        )}
      </BlockTradeFields>
      {item.events.length > 0 && (
        <Stack gap="1" as="ol" aria-label="处理记录">
          {item.events.map((e) => (
            <Text as="li" key={e.id} fontSize="sm" color="gray.600" listStyleType="none">
              {e.time} {blockTradeRoleNames[e.role]}
              {e.actor ? ` ${e.actor}` : ''}：{eventLabelOf(blockTradeMachine, e.event)}
              {typeof e.payload.reason === 'string' ? `（${e.payload.reason}）` : ''}
            </Text>
          ))}
        </Stack>
      )}
      {(mayList || mayReject) && (
        <Flex gap="3" wrap="wrap">
          {mayList && (
            <Button colorPalette="brand" minH="44px" onClick={() => choose('blockTrade.list')}>
              审核通过并上架
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" colorPalette="red" minH="44px" onClick={() => choose('blockTrade.reject')}>
              驳回
            </Button>
          )}
        </Flex>
      )}
      <ActionDialog actor={actor} event="blockTrade.list" title="审核上架" confirmLabel="上架" body={() => ({ id: item.id })}>
        <Text>上架后该申请在“大宗交易”页面展示至 {item.expiryDate}，申请人将收到站内信。</Text>
      </ActionDialog>
      <ActionDialog
        actor={actor}
        event="blockTrade.reject"
        title="驳回大宗交易申请"
        confirmLabel="驳回"
        danger
        body={({ reason }) => ({ id: item.id, reason })}
        reason={{ label: '驳回原因', placeholder: '请说明原因，申请人将在站内信中看到', maxLength: decisionReasonMaxLength }}
      />
    </Stack>
  );
}

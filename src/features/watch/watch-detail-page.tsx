import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { WatchMatch } from '../../api/contracts/watch';
import { matchedOfferNames, watchMatchStateNames } from '../../api/contracts/watch-names';
import { refreshWatch } from '../../api/watch/change-watch-task';
import { watchDetailQueryOptions } from '../../api/watch/get-watch-tasks';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { AppLink } from '../site';
import { WatchTerms } from './watch-fields';

const tap = { minH: '44px' } as const;

function MatchCard({ match, canConfirm, onConfirm }: { match: WatchMatch; canConfirm: boolean; onConfirm: () => void }) {
  return (
    <Stack as="li" gap="1" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="watch-match">
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="medium">
          {matchedOfferNames[match.publishType]} · {match.publisher}
        </Text>
        <Badge colorPalette={match.state === 'taken' ? 'green' : match.available ? 'orange' : 'gray'}>
          {match.state === 'open' && !match.available ? '已失效' : watchMatchStateNames[match.state]}
        </Badge>
      </Flex>
      <Text fontSize="sm">
        {match.productName}（{match.exteriorName}，{match.grade}） 单价 ¥{formatYuan(match.price)}
        {match.price !== match.matchedPrice && `（匹配时 ¥${formatYuan(match.matchedPrice)}）`}
        {match.quantity > 0 && `，可成交 ${match.quantity}`}
      </Text>
      <Text fontSize="sm" color="gray.600">
        匹配时间 {match.createTime}
      </Text>
      <Flex gap="2" wrap="wrap">
        {canConfirm && match.available && (
          <Button size="sm" colorPalette="brand" onClick={onConfirm} {...tap}>
            确认成交
          </Button>
        )}
        {match.orderId !== null && (
          <Button asChild size="sm" variant="outline" {...tap}>
            <AppLink to="/person/order/detail/$id" params={{ id: String(match.orderId) }}>
              查看订单
            </AppLink>
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

/** /person/watch/{id}: the task and its matches, 确认成交 per match and 全部确认 (confirm/{id}, confirm/all/{id}). */
export function WatchDetailPage({ id }: { id: number }) {
  const client = useQueryClient();
  const detail = useQuery(watchDetailQueryOptions(id));
  const confirm = useLifecycleActionActor('watchTask', () => void refreshWatch(client));
  const chosen = useSelector(confirm, (s) => (s.matches('idle') ? null : s.context.subject));
  const task = detail.data?.task;
  const matches = detail.data?.matches ?? [];
  const canConfirm = task?.stage === 'matched';
  const takeable = matches.filter((m) => m.available);
  const chosenMatch = matches.find((m) => m.id === chosen);
  return (
    <Stack gap="4">
      <ErrorLine error={detail.error?.message} />
      {detail.isPending && <Loading />}
      {task && (
        <Stack gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" as="section" aria-label="盯盘任务">
          <WatchTerms task={task} />
          {canConfirm && takeable.length > 1 && (
            <Flex>
              <Button colorPalette="brand" onClick={() => chooseAction(confirm, 'watchTask', task.id, 'watch.confirmAll', 'member')} {...tap}>
                全部确认（{takeable.length}条）
              </Button>
            </Flex>
          )}
        </Stack>
      )}
      <Stack as="section" aria-label="匹配的挂单" gap="3">
        <Heading as="h2" size="sm">
          匹配的挂单
        </Heading>
        {detail.data && matches.length === 0 && <Text color="gray.600">还没有匹配的挂单，有符合条件的挂单发布时会立即通知您。</Text>}
        <Stack as="ul" gap="3" p="0" m="0">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} canConfirm={canConfirm} onConfirm={() => chooseAction(confirm, 'watchTask', match.id, 'watch.confirm', 'member')} />
          ))}
        </Stack>
      </Stack>
      <ActionDialog actor={confirm} event="watch.confirm" title="确认成交" confirmLabel="确认成交" body={() => ({ matchId: chosen })}>
        <Text>
          按单价 ¥{formatYuan(chosenMatch?.price ?? 0)} 成交 {chosenMatch?.quantity ?? 0} 件，生成订单后本盯盘任务结束。
        </Text>
      </ActionDialog>
      <ActionDialog actor={confirm} event="watch.confirmAll" title="全部确认成交" confirmLabel="全部确认" body={() => ({ id })}>
        <Text>按价格从优到次依次成交，直到满足任务数量；生成订单后本盯盘任务结束。</Text>
      </ActionDialog>
    </Stack>
  );
}

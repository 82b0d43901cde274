import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashOutReviewQueryOptions } from '../../api/cash-out/staff-cash-outs';
import type { CashOutReview as Review } from '../../api/contracts/cash-out';
import { cashOutRoleNames } from '../../api/contracts/cash-out-names';
import { decisionReasonMaxLength } from '../../api/contracts/decision-reasons';
import { cashOutMachine, cashOutSnapshots } from '../../machines/cash-out.machine';
import { eventLabelOf, offers } from '../../machines/lifecycle';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { FieldRow } from '../shared/field-row';
import { formatYuan } from '../shared/format';
import { cashOutStageColours } from './cash-out-queue';
import { cashOutKeys } from '../../api/cash-out/keys';
import { Loading } from '../shared/loading';

/**
 * 提现详情 (/staff/cash-outs/{id}): the member, the amount, the whole account number staff pay to, the history, and
 * 确认打款 / 驳回 where the cash-out machine takes them from staff. 确认打款 is pressed after the money was sent.
 */
export function CashOutReviewPage({ id }: { id: number }) {
  const review = useQuery(cashOutReviewQueryOptions(id));
  if (review.isPending) return <Loading />;
  if (!review.data) return <ErrorLine error={review.error?.message} />;
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: Review }) {
  const queryClient = useQueryClient();
  const actor = useLifecycleActionActor<Review>('cashOut', (now) => {
    queryClient.setQueryData(cashOutReviewQueryOptions(now.id).queryKey, now);
    void queryClient.invalidateQueries({ queryKey: cashOutKeys.queues() });
  });
  const snapshot = cashOutSnapshots.resolve(review.stateValue, review.context);
  const mayPay = offers(snapshot, 'cashOut.pay', 'operator');
  const mayReject = offers(snapshot, 'cashOut.reject', 'operator');
  const choose = (event: string) => chooseAction(actor, 'cashOut', review.id, event, 'operator');

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="提现详情">
      <Flex align="center" gap="3">
        <Heading as="h2" size="sm">
          {review.userName}的提现 ¥{formatYuan(review.amount)}
        </Heading>
        <Badge colorPalette={cashOutStageColours[review.stage]} data-testid="review-state">
          {review.stateName}
        </Badge>
      </Flex>
      <Stack gap="2">
        <FieldRow label="会员">
          {review.userName}（{review.level}级，{review.phone}）
        </FieldRow>
        <FieldRow label="实名">{review.realName ?? '认证资料未记录姓名'}</FieldRow>
        <FieldRow label="提现金额">¥{formatYuan(review.amount)}</FieldRow>
        <FieldRow label="收款方式">{review.account.name}</FieldRow>
        <FieldRow label="收款账号">
          <Text as="span" fontFamily="mono" data-testid="full-account-number">
            {review.account.number}
          </Text>
        </FieldRow>
        <FieldRow label="户名">{review.account.holderName}</FieldRow>
        <FieldRow label="申请时间">{review.createTime}</FieldRow>
        {review.rejectReason && <FieldRow label="驳回原因">{review.rejectReason}</FieldRow>}
      </Stack>
      {review.events.length > 0 && (
        <Stack gap="1" as="ol" aria-label="处理记录">
          {review.events.map((e) => (
            <Text as="li" key={e.id} fontSize="sm" color="gray.600" listStyleType="none">
              {e.time} {cashOutRoleNames[e.role]}
              {e.actor ? ` ${e.actor}` : ''}：{eventLabelOf(cashOutMachine, e.event)}
              {typeof e.payload.reason === 'string' ? `（${e.payload.reason}）` : ''}
            </Text>
          ))}
        </Stack>
      )}
      {(mayPay || mayReject) && (
        <Flex gap="3">
          {mayPay && (
            <Button colorPalette="brand" onClick={() => choose('cashOut.pay')}>
              确认打款
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" colorPalette="red" onClick={() => choose('cashOut.reject')}>
              驳回
            </Button>
          )}
        </Flex>
      )}
      <ActionDialog actor={actor} event="cashOut.pay" title="确认打款" confirmLabel="已打款" body={() => ({ id: review.id })}>
        <Text>
          请确认已向 {review.account.name} {review.account.number}（{review.account.holderName}）付款 ¥{formatYuan(review.amount)}
          。确认后冻结金额付出平台，不能撤回。
        </Text>
      </ActionDialog>
      <ActionDialog
        actor={actor}
        event="cashOut.reject"
        title="驳回提现申请"
        confirmLabel="驳回"
        danger
        body={({ reason }) => ({ id: review.id, reason })}
        reason={{ label: '驳回原因', placeholder: '请说明原因，会员将在站内信中看到', maxLength: decisionReasonMaxLength }}
      />
    </Stack>
  );
}

import { Badge, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettleCashOut } from '../../api/cash-out/settle-cash-out';
import { cashOutReviewQuery } from '../../api/cash-out/staff-cash-outs';
import type { CashOutReview as Review } from '../../api/contracts/cash-out';
import { cashOutReasonMaxLength, cashOutRoleNames, isCashOutReason } from '../../api/contracts/cash-out-names';
import { messages } from '../../api/contracts/messages';
import { cashOutMachine, cashOutSnapshots } from '../../machines/cash-out.machine';
import { eventLabelOf, offers } from '../../machines/lifecycle';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { cashOutStageColours } from './cash-out-queue';

/**
 * 提现详情 (/staff/cash-outs/{id}): the member, the amount, the whole account number staff pay to, the history, and
 * 确认打款 / 驳回 where the cash-out machine takes them from staff. 确认打款 is pressed after the money was sent.
 */
export function CashOutReview({ id }: { id: number }) {
  const review = useQuery(cashOutReviewQuery(id));
  if (review.isPending) return <Text color="gray.500">加载中…</Text>;
  if (!review.data) return <ErrorLine error={review.error?.message} />;
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: Review }) {
  const decide = useSettleCashOut();
  const [dialog, setDialog] = useState<'pay' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const snapshot = cashOutSnapshots.resolve(review.stateValue, review.context);
  const mayPay = offers(snapshot, 'cashOut.pay', 'operator');
  const mayReject = offers(snapshot, 'cashOut.reject', 'operator');
  // The contract's rule (rejectCashOutRequest) without loading zod: 1-200 characters once trimmed; the call checks again.
  const reasonIssue = reason.trim() === '' ? messages.fillRejectReason : !isCashOutReason(reason) ? messages.rejectReasonTooLong : null;
  const reasonError = checked ? reasonIssue : null;
  const close = () => setDialog(null);

  const pay = () => decide.mutate({ pay: true, id: review.id }, { onSuccess: () => (notify.success(messages.cashOutPaidDone), close()) });
  const reject = () => {
    setChecked(true);
    if (reasonIssue) return;
    decide.mutate({ pay: false, id: review.id, reason }, { onSuccess: () => (notify.success(messages.cashOutRejectDone), close()) });
  };

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
      <ErrorLine error={decide.isError && !dialog ? failureMessage(decide.error) : null} />
      {(mayPay || mayReject) && (
        <Flex gap="3">
          {mayPay && (
            <Button colorPalette="brand" onClick={() => setDialog('pay')}>
              确认打款
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" colorPalette="red" onClick={() => setDialog('reject')}>
              驳回
            </Button>
          )}
        </Flex>
      )}
      <AppDialog
        open={dialog === 'pay'}
        onClose={close}
        title="确认打款"
        size="sm"
        confirm={{ label: '已打款', onConfirm: pay, busy: decide.isPending }}
      >
        <Stack gap="2">
          <Text>
            请确认已向 {review.account.name} {review.account.number}（{review.account.holderName}）付款 ¥{formatYuan(review.amount)}
            。确认后冻结金额付出平台，不能撤回。
          </Text>
          <ErrorLine error={decide.isError ? failureMessage(decide.error) : null} />
        </Stack>
      </AppDialog>
      <AppDialog
        open={dialog === 'reject'}
        onClose={close}
        title="驳回提现申请"
        size="sm"
        confirm={{ label: '驳回', onConfirm: reject, busy: decide.isPending, danger: true }}
      >
        <Field.Root required invalid={Boolean(reasonError)}>
          <Field.Label>驳回原因</Field.Label>
          <Textarea
            value={reason}
            maxLength={cashOutReasonMaxLength}
            rows={4}
            placeholder="请说明原因，会员将在站内信中看到"
            onChange={(e) => setReason(e.target.value)}
          />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
        <ErrorLine error={decide.isError ? failureMessage(decide.error) : null} />
      </AppDialog>
    </Stack>
  );
}

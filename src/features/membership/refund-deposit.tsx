import { Badge, Box, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { SurrenderView } from '../../api/contracts/membership';
import type { SurrenderStage } from '../../api/contracts/membership-names';
import { messages } from '../../api/contracts/messages';
import { useDeleteSurrender } from '../../api/membership/delete-surrender';
import { depositAccountQueryOptions } from '../../api/membership/get-deposit-account';
import { surrendersQueryOptions } from '../../api/membership/get-surrenders';
import { newMembershipAttempt } from '../../api/membership/pay-vip';
import { useWithdrawDeposit } from '../../api/membership/withdraw-deposit';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';
import { AmountField, typedFen } from '../shared/form-fields';
import { useActionForm } from '../shared/use-action-form';
import { PayPasswordEntry } from './pay-password-entry';
import { DepositSummary } from './deposit-summary';
import { membershipKeys } from '../../api/membership/keys';
import { Loading } from '../shared/loading';

// The 流程 view (and Mermaid behind it) loads when a member opens one, never with the page.
const MembershipProcess = lazy(() => import('./membership-process').then((m) => ({ default: m.MembershipProcess })));

const stageColours: Record<SurrenderStage, string> = { draft: 'gray', waiting: 'orange', refunded: 'green', cancelled: 'gray', refused: 'red' };

/** 申请退还: an amount up to what is not yet reserved, with the payment password (POST /api/deposit/withdraw). */
function WithdrawForm() {
  const account = useQuery(depositAccountQueryOptions());
  const withdraw = useWithdrawDeposit();
  const form = useActionForm({
    schema: () => import('../../api/contracts/membership').then((m) => m.depositWithdrawRequest),
    empty: { amount: '', payPassword: '' },
    body: ({ amount, payPassword }) => ({ amount: typedFen(amount), payPassword }),
    newAttempt: newMembershipAttempt,
    send: (body, attempt) => withdraw.mutateAsync({ body, attempt }),
    done: () => notify.success(messages.surrenderRequested),
  });
  const available = account.data?.available;
  return (
    <form
      aria-label="申请退还押金"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="5">
        <AmountField
          label="退还金额（元）"
          error={form.errors.amount}
          hint={available === undefined ? undefined : `最多可退还 ¥${formatYuan(available)}`}
          {...form.field('amount')}
        />
        <PayPasswordEntry isSet={account.data?.payPasswordSet} error={form.errors.payPassword} {...form.field('payPassword')} />
        <ErrorLine error={form.error} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中" disabled={available === 0}>
            申请退还
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function SurrenderRow({ s, open, onToggle, onCancel, onDelete }: { s: SurrenderView; open: boolean; onToggle: () => void; onCancel: () => void; onDelete: () => void }) {
  return (
    <>
      <Table.Row data-testid="surrender">
        <Table.Cell whiteSpace="nowrap">{s.createTime}</Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          ¥{formatYuan(s.amount)}
        </Table.Cell>
        <Table.Cell>
          <Badge colorPalette={stageColours[s.stage]}>{s.stageName}</Badge>
          {s.refuseReason && (
            <Text fontSize="xs" color="gray.600" mt="1">
              拒绝原因：{s.refuseReason}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{s.stage === 'waiting' ? s.dueTime : '—'}</Table.Cell>
        <Table.Cell>
          <HStack gap="2">
            {s.cancellable && (
              <Button size="xs" variant="outline" onClick={onCancel}>
                撤销
              </Button>
            )}
            {s.removable && (
              <Button size="xs" variant="ghost" onClick={onDelete}>
                删除
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="brand" aria-expanded={open} onClick={onToggle}>
              {open ? '收起流程' : '流程'}
            </Button>
          </HStack>
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row>
          <Table.Cell colSpan={5}>
            <Suspense fallback={<Loading />}>
              <MembershipProcess subject="surrender" id={s.id} />
            </Suspense>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/**
 * 退还押金 (/person/deposit/refund-deposit): asking for deposit back, and my requests (GET /api/deposit/surrender/list):
 * each with where it stands, when its holding period ends, 撤销 while waiting, 删除 once finished, and its 流程.
 */
export function RefundDeposit() {
  const { list, rows, page, setPage } = usePagedList(surrendersQueryOptions);
  const [open, setOpen] = useState<number | null>(null);
  // 撤销 is the surrender machine's event (the one action machine); 删除 only hides a finished one from the list.
  const queryClient = useQueryClient();
  const cancel = useLifecycleActionActor<SurrenderView>('depositSurrender', () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all() }));
  const cancelling = useSelector(cancel, (state) => (state.matches('idle') ? null : state.context.subject));
  const [deleting, setDeleting] = useState<SurrenderView | null>(null);
  const remove = useDeleteSurrender();
  const cancelled = rows.find((s) => s.id === cancelling);

  return (
    <Stack gap="5">
      <DepositSummary />
      <WithdrawForm />
      <Heading as="h3" size="sm">
        退还申请
      </Heading>
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无退还申请</Text>}
      {rows.length > 0 && (
        <TableScroll label="押金退还申请">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="押金退还申请">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>申请时间</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>预计退还时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((s) => (
                <SurrenderRow
                  key={s.id}
                  s={s}
                  open={open === s.id}
                  onToggle={() => setOpen(open === s.id ? null : s.id)}
                  onCancel={() => chooseAction(cancel, 'depositSurrender', s.id, 'surrender.cancel', 'member')}
                  onDelete={() => setDeleting(s)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      <ActionDialog actor={cancel} event="surrender.cancel" title="撤销退还申请" confirmLabel="确定撤销" body={() => ({ id: cancelling })}>
        <Text>撤销后，¥{formatYuan(cancelled?.amount ?? 0)} 仍留在押金中，可随时重新申请。</Text>
      </ActionDialog>
      {deleting && (
        <AppDialog
          open
          onClose={() => {
            setDeleting(null);
            remove.reset();
          }}
          title="删除记录"
          size="sm"
          confirm={{
            label: '确定删除',
            onConfirm: () => remove.mutate(deleting.id, { onSuccess: () => (notify.success(messages.surrenderRemoved), setDeleting(null)) }),
            busy: remove.isPending,
            danger: true,
          }}
        >
          <Stack gap="2">
            <Text>删除后该记录不再显示在列表中（平台仍保留账务记录）。</Text>
            <ErrorLine error={remove.isError ? failureMessage(remove.error) : null} />
          </Stack>
        </AppDialog>
      )}
    </Stack>
  );
}

import { Box, Button, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { bondAccountQueryOptions } from '../../api/membership/get-bond-account';
import { bondRecordsQueryOptions } from '../../api/membership/get-bond-records';
import { useMoveBond, type BondDirection } from '../../api/membership/move-bond';
import { newMembershipAttempt } from '../../api/membership/pay-vip';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { AmountField, typedFen } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { PayPasswordEntry } from './pay-password-entry';

/** The bond funds and the balance they come from. */
function BondSummary() {
  const account = useQuery(bondAccountQueryOptions());
  if (account.isError) return <ErrorLine error={failureMessage(account.error)} />;
  return (
    <Flex gap="6" wrap="wrap" align="center" bg="white" borderWidth="1px" borderRadius="md" p="5">
      <Stack gap="0" minW="40">
        <Text color="gray.600" fontSize="sm">
          保证金账户余额
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="bond-funds">
          {account.data ? `¥${formatYuan(account.data.bond)}` : '—'}
        </Text>
      </Stack>
      <Stack gap="0" minW="40">
        <Text color="gray.600" fontSize="sm">
          账户余额
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {account.data ? `¥${formatYuan(account.data.balance)}` : '—'}
        </Text>
      </Stack>
      <Text color="gray.600" fontSize="sm" flex="1" minW="60">
        保证金账户是保证金交易专用的资金账户（保证金交易即将开放）。资金可随时从账户余额转入，也可随时转回余额。
      </Text>
    </Flex>
  );
}

/** 保证金账户 (/person/bond): the funds, and the ways in and out. */
export function BondPage() {
  return (
    <Stack gap="5">
      <BondSummary />
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <AppLink to="/person/bond/recharge-bond" color="white" _hover={{ textDecoration: 'none' }}>
            充值保证金
          </AppLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <AppLink to="/person/bond/bond-withdrawal" _hover={{ textDecoration: 'none' }}>
            保证金提现
          </AppLink>
        </Button>
        <AppLink to="/person/bond-pay-record" color="brand.fg">
          资金记录
        </AppLink>
      </HStack>
    </Stack>
  );
}

const words: Record<BondDirection, { form: string; amount: string; button: string; done: string; note: string }> = {
  recharge: { form: '充值保证金', amount: '充值金额（元）', button: '确认充值', done: messages.bondRecharged, note: '从账户余额转入保证金账户。' },
  withdraw: { form: '保证金提现', amount: '提现金额（元）', button: '确认提现', done: messages.bondWithdrawn, note: '从保证金账户转回账户余额；如需提到银行卡，请再到「我的账户 › 提现」。' },
};

/**
 * 充值保证金 (/person/bond/recharge-bond) and 保证金提现 (/person/bond/bond-withdrawal): an amount and the payment
 * password; the money moves between the balance and the bond funds in one entry. One request per amount (useActionForm).
 */
export function BondMoveForm({ direction }: { direction: BondDirection }) {
  const account = useQuery(bondAccountQueryOptions());
  const move = useMoveBond();
  const w = words[direction];
  const form = useActionForm({
    schema: () => import('../../api/contracts/membership').then((m) => m.bondMoveRequest),
    empty: { amount: '', payPassword: '' },
    body: ({ amount, payPassword }) => ({ amount: typedFen(amount), payPassword }),
    newAttempt: newMembershipAttempt,
    send: (body, attempt) => move.mutateAsync({ direction, body, attempt }),
    done: () => notify.success(w.done),
  });
  const limit = account.data && (direction === 'recharge' ? account.data.balance : account.data.bond);
  return (
    <Stack gap="5" maxW="3xl">
      <BondSummary />
      <form
        aria-label={w.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="5">
          <Text color="gray.600" fontSize="sm">
            {w.note}
          </Text>
          <AmountField
            label={w.amount}
            error={form.errors.amount}
            hint={limit === undefined ? undefined : `最多 ¥${formatYuan(limit)}`}
            {...form.field('amount')}
          />
          <PayPasswordEntry isSet={account.data?.payPasswordSet} error={form.errors.payPassword} {...form.field('payPassword')} />
          <ErrorLine error={form.error} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中">
              {w.button}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}

/** 保证金支付记录 (/person/bond-pay-record): every move of the bond funds, newest first. */
export function BondPayRecord() {
  const { list, rows, page, setPage } = usePagedList(bondRecordsQueryOptions);
  return (
    <Stack gap="4">
      <BondSummary />
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无资金记录</Text>}
      {rows.length > 0 && (
        <TableScroll label="保证金资金记录">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="保证金资金记录">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell whiteSpace="nowrap">{r.createTime}</Table.Cell>
                  <Table.Cell>{r.memo}</Table.Cell>
                  <Table.Cell textAlign="end" color={r.change > 0 ? 'green.fg' : 'red.600'} whiteSpace="nowrap">
                    {r.change > 0 ? '+' : '-'}¥{formatYuan(Math.abs(r.change))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

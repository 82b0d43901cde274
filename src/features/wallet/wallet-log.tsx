import { Button, Field, Flex, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import type { PaymentItem } from '../../api/contracts/money-names';
import type { LogPurse } from '../../api/contracts/wallet-names';
import { paymentItemsQueryOptions, type WalletLogKind } from '../../api/wallet/get-payment-items';
import { walletLogQueryOptions, type WalletLogFilter } from '../../api/wallet/get-wallet-log';
import { AppLink, walletLogSearch } from '../site';
import { ErrorLine } from '../shared/error-line';
import { chinaToday, formatBeans, formatYuan, shiftChinaDay } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { SignedAmount } from './amounts';
import { Loading } from '../shared/loading';

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/**
 * The days the log is read for, as the server takes them: China days whatever the browser's zone, from the start of
 * `from` (00:00:00+08:00) to the end of `to` (23:59:59, which the server reads to .999: the end of the spec's today
 * range), either open.
 */
function rangeOf(from: string, to: string): Pick<WalletLogFilter, 'startTime' | 'endTime'> {
  return { ...(isDay(from) ? { startTime: `${from} 00:00:00` } : {}), ...(isDay(to) ? { endTime: `${to} 23:59:59` } : {}) };
}

// Today in China, not in the browser's zone: abroad, a payment made a minute ago is still today's (spec section 9).
const today = () => chinaToday();

/** A range end as the URL holds it: left out, today; `any`, open (the field is empty). */
const dayOf = (written: string | undefined) => (written === 'any' ? '' : (written ?? today()));
/** A range end as the URL writes it: today is left out, an empty field is `any`. */
const writtenDay = (day: string) => (day === today() ? undefined : day === '' ? 'any' : day);

/**
 * A wallet log with its filters (spec section 7: time range and payment item; section 9: the today range): my yuan
 * (one purse) or my gold beans, newest first, paged. It opens on today, as the spec's today range says; 全部 reads the
 * whole history. Each line: time, what it was, the signed amount, the balance after it and its memo. The range, the
 * item and the page are the URL's (walletLogSearch: a range end left out is today, `any` an open end).
 */
export function WalletLog({ kind, purse, label }: { kind: WalletLogKind; purse?: LogPurse; label: string }) {
  const items = useQuery(paymentItemsQueryOptions(kind));
  const [search, setSearch] = useListSearch(walletLogSearch);
  const from = dayOf(search.from);
  const to = dayOf(search.to);
  const item = (search.item ?? '') as PaymentItem | '';
  const filter: WalletLogFilter = { ...rangeOf(from, to), ...(item ? { paymentItem: item } : {}), ...(purse && purse !== 'main' ? { purse } : {}) };
  // The server refuses a backward range too (timeRangeInvalid); here it is said beside the fields, and nothing is asked.
  const backwards = isDay(from) && isDay(to) && from > to;
  const { list, rows, page, setPage } = usePagedList((page) => walletLogQueryOptions(kind, filter, page), { enabled: !backwards });

  const range = (start: string, end: string) => setSearch({ from: writtenDay(start), to: writtenDay(end) });
  const daysAgo = (n: number) => shiftChinaDay(today(), -n);

  return (
    <>
      <Flex gap="3" wrap="wrap" align="flex-end" as="form" aria-label={`${label}筛选`} onSubmit={(e) => e.preventDefault()}>
        <Field.Root width="auto">
          <Field.Label>类型</Field.Label>
          <NativeSelect.Root size="sm" width="10em">
            <NativeSelect.Field
              aria-label="类型"
              value={item}
              onChange={(e) => setSearch({ item: e.target.value || undefined })}
            >
              <option value="">全部类型</option>
              {items.data?.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>开始日期</Field.Label>
          <Input size="sm" type="date" aria-label="开始日期" value={from} onChange={(e) => range(e.target.value, to)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>结束日期</Field.Label>
          <Input size="sm" type="date" aria-label="结束日期" value={to} onChange={(e) => range(from, e.target.value)} />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant={from === today() && to === today() ? 'solid' : 'outline'} onClick={() => range(today(), today())}>
            今天
          </Button>
          <Button size="sm" variant="outline" onClick={() => range(daysAgo(6), today())}>
            近7天
          </Button>
          <Button size="sm" variant="outline" onClick={() => range(daysAgo(29), today())}>
            近30天
          </Button>
          <Button size="sm" variant={!from && !to ? 'solid' : 'outline'} onClick={() => range('', '')}>
            全部
          </Button>
        </HStack>
      </Flex>
      {backwards ? (
        <ErrorLine error={messages.timeRangeInvalid} />
      ) : (
        <>
          {list.isPending && <Loading />}
          <ErrorLine error={list.error?.message} />
          {list.data && rows.length === 0 && <Text color="gray.600">所选时间内没有记录</Text>}
          {rows.length > 0 && (
            <TableScroll label={label}>
              <Table.Root size="sm" variant="outline" bg="white" aria-label={label}>
                <Table.Header>
                  {/* The amounts before the memo, which keeps room to read: on a phone they show before the table is scrolled. */}
                  <Table.Row>
                    <Table.ColumnHeader>时间</Table.ColumnHeader>
                    <Table.ColumnHeader>类型</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{kind === 'cny' ? '金额' : '金豆'}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{kind === 'cny' ? '余额（元）' : '结余金豆'}</Table.ColumnHeader>
                    <Table.ColumnHeader minW="40">说明</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell whiteSpace="nowrap">{row.createTime}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.itemName}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <SignedAmount amount={row.amount} unit={kind} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {kind === 'cny' ? formatYuan(row.balance) : formatBeans(row.balance)}
                      </Table.Cell>
                      <Table.Cell>
                        {row.memo}
                        {row.orderId !== null && (
                          <>
                            {' '}
                            <AppLink to="/person/order/detail/$id" params={{ id: String(row.orderId) }} color="brand.fg">
                              查看订单
                            </AppLink>
                          </>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          )}
          {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
        </>
      )}
    </>
  );
}

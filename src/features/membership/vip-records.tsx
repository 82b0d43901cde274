import { Badge, Button, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { vipPaymentTypeNames, vipPaymentTypes, vipPurchaseStageNames, vipPurchaseStages, type VipPaymentType, type VipPurchaseStage } from '../../api/contracts/membership-names';
import { vipPaymentsQueryOptions } from '../../api/membership/get-vip-payments';
import { vipPurchasesQueryOptions } from '../../api/membership/get-vip-purchases';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { vipPaymentsPaging, vipSearch } from '../site';
import { Loading } from '../shared/loading';

// The 流程 view (and Mermaid behind it) loads when a member opens one, never with the page.
const MembershipProcess = lazy(() => import('./membership-process').then((m) => ({ default: m.MembershipProcess })));

const stageColours: Record<VipPurchaseStage, string> = { applied: 'gray', active: 'green', expired: 'gray', superseded: 'blue', closed: 'red' };

/** A filter as a small select: 全部 and the named values. */
function Filter<T extends string>({ label, value, names, onChange }: { label: string; value: T | ''; names: Record<T, string>; onChange: (value: T | '') => void }) {
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">全部</option>
        {(Object.keys(names) as T[]).map((key) => (
          <option key={key} value={key}>
            {names[key]}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

/** 会员订单 (applyFormList): my purchases, by state (the state and the page are the URL's), each with its 流程. */
export function VipPurchaseRecords() {
  const [search, setSearch] = useListSearch(vipSearch);
  const state = search.state ?? '';
  const [open, setOpen] = useState<number | null>(null);
  const { list, rows, page, setPage } = usePagedList((page) => vipPurchasesQueryOptions(page, state ? { state } : {}));
  const names = Object.fromEntries(vipPurchaseStages.map((s) => [s, vipPurchaseStageNames[s]])) as Record<VipPurchaseStage, string>;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          会员订单
        </Heading>
        <Filter
          label="订单状态"
          value={state}
          names={names}
          onChange={(v) => setSearch({ state: v || undefined })}
        />
      </HStack>
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无会员订单</Text>}
      {rows.length > 0 && (
        <TableScroll label="会员订单">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="会员订单">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>下单时间</Table.ColumnHeader>
                <Table.ColumnHeader>等级</Table.ColumnHeader>
                <Table.ColumnHeader>类型</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>有效期</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.flatMap((p) => [
                <Table.Row key={p.id} data-testid="vip-purchase">
                  <Table.Cell whiteSpace="nowrap">{p.createTime}</Table.Cell>
                  <Table.Cell>{p.levelName}</Table.Cell>
                  <Table.Cell>
                    {p.kindName}
                    {p.years > 0 && ` ${p.years}年`}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    ¥{formatYuan(p.amount)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={stageColours[p.stage]}>{p.stageName}</Badge>
                    {p.closeReason && (
                      <Text fontSize="xs" color="gray.600" mt="1">
                        {p.closeReason}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {p.startTime && p.expireTime ? `${p.startTime.slice(0, 10)} 至 ${p.expireTime.slice(0, 10)}` : '—'}
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" colorPalette="brand" aria-expanded={open === p.id} onClick={() => setOpen(open === p.id ? null : p.id)}>
                      {open === p.id ? '收起流程' : '流程'}
                    </Button>
                  </Table.Cell>
                </Table.Row>,
                open === p.id && (
                  <Table.Row key={`${p.id}-process`}>
                    <Table.Cell colSpan={7}>
                      <Suspense fallback={<Loading />}>
                        <MembershipProcess subject="vipPurchase" id={p.id} />
                      </Suspense>
                    </Table.Cell>
                  </Table.Row>
                ),
              ])}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

/** 支付记录 (paymentList): what I paid for VIP, by payment type (the type and the page are the URL's: payType, payPage). */
export function VipPaymentRecords() {
  const [search, setSearch] = useListSearch(vipSearch, { pageKey: vipPaymentsPaging.page });
  const paymentType = search.payType ?? '';
  const { list, rows, page, setPage } = usePagedList((page) => vipPaymentsQueryOptions(page, paymentType ? { paymentType } : {}), { keys: vipPaymentsPaging });
  const names = Object.fromEntries(vipPaymentTypes.map((p) => [p, vipPaymentTypeNames[p]])) as Record<VipPaymentType, string>;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          支付记录
        </Heading>
        <Filter
          label="支付方式"
          value={paymentType}
          names={names}
          onChange={(v) => setSearch({ payType: v || undefined })}
        />
      </HStack>
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无支付记录</Text>}
      {rows.length > 0 && (
        <TableScroll label="会员支付记录">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="会员支付记录">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>支付时间</Table.ColumnHeader>
                <Table.ColumnHeader>等级</Table.ColumnHeader>
                <Table.ColumnHeader>类型</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                <Table.ColumnHeader>支付方式</Table.ColumnHeader>
                <Table.ColumnHeader>支付单号</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell whiteSpace="nowrap">{p.payTime}</Table.Cell>
                  <Table.Cell>{p.levelName}</Table.Cell>
                  <Table.Cell>{p.kindName}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    ¥{formatYuan(p.amount)}
                  </Table.Cell>
                  <Table.Cell>{p.paymentTypeName}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                    {p.outTradeNo ?? '—'}
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

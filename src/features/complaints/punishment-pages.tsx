import { Badge, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { punishmentNoticeQueryOptions, punishmentQueryOptions } from '../../api/complaints/get-punishments';
import { punishmentStateNames, punishmentStates, type PunishmentState } from '../../api/contracts/complaint-names';
import { FieldRow } from '../shared/field-row';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, punishmentListSearch } from '../site';
import { PunishmentTable } from './punishment-table';
import { punishmentStateColours } from './state-colours';
import { DataBoundary } from '../shared/data-boundary';

export type StateFilter = PunishmentState | 'all';

/** 全部 / 生效中 / 已到期 / 已撤销, for the notice and the staff's list. */
export function PunishmentStateSelect({ value, onChange }: { value: StateFilter; onChange: (value: StateFilter) => void }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label="处罚状态" value={value} onChange={(e) => onChange(e.target.value as StateFilter)}>
        <option value="all">全部</option>
        {punishmentStates.map((s) => (
          <option key={s} value={s}>
            {punishmentStateNames[s]}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

/** The punishments' state filter of /punishment and /staff/punishments, from the URL (全部 is none), and its change. */
export function usePunishmentStateFilter() {
  const [search, setSearch] = useListSearch(punishmentListSearch);
  const state: StateFilter = search.state ?? 'all';
  return [state, (value: StateFilter) => setSearch({ state: value === 'all' ? undefined : value })] as const;
}

/** 处罚公示 (/punishment): every punishment the platform issued, newest first, by state (and the page) from the URL. Public. */
export function PunishmentNoticePage() {
  const [state, setState] = usePunishmentStateFilter();
  const { list, page, setPage } = usePagedList((page) => punishmentNoticeQueryOptions({ ...page, ...(state === 'all' ? {} : { state }) }));
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="处罚公示">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="gray.600">
          平台依据《邮市交易规则》对违规会员作出的处罚，警告及限制期间账号显示警示标记。
        </Text>
        <PunishmentStateSelect value={state} onChange={setState} />
      </HStack>
      <PunishmentTable result={list} page={page} onPage={setPage} empty="暂无处罚记录" />
    </Stack>
  );
}

/** 处罚详情 (/punishment/{id}): one punishment, and the complaint it came from. Public. */
export function PunishmentDetailPage({ id }: { id: number }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="article" aria-label="处罚详情">
      <DataBoundary>
        <Punishment id={id} />
      </DataBoundary>
      <AppLink to="/punishment" colorPalette="brand" fontSize="sm">
        返回处罚公示
      </AppLink>
    </Stack>
  );
}

/** What the route's loader started loading, once it is here (DataBoundary shows the wait and a failure). */
function Punishment({ id }: { id: number }) {
  const { data: p } = useSuspenseQuery(punishmentQueryOptions(id));
  return (
    <>
      <HStack gap="2">
        <Heading as="h2" size="sm">
          {p.userName}：{p.kindName}
        </Heading>
        <Badge colorPalette={punishmentStateColours[p.state]} data-testid="punishment-state">
          {p.stateName}
        </Badge>
      </HStack>
      <Stack gap="1">
        <FieldRow label="处罚原因">{p.reason}</FieldRow>
        <FieldRow label="处罚期限">{p.period}</FieldRow>
        <FieldRow label="开始时间">{p.startTime}</FieldRow>
        {p.endTime && <FieldRow label="结束时间">{p.endTime}</FieldRow>}
        {p.revokeTime && <FieldRow label="撤销时间">{p.revokeTime}</FieldRow>}
        {p.complaintId !== null && (
          <FieldRow label="相关投诉">
            <AppLink to="/bulletin/$id" params={{ id: String(p.complaintId) }} colorPalette="brand">
              查看投诉
            </AppLink>
          </FieldRow>
        )}
      </Stack>
    </>
  );
}

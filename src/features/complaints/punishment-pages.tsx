import { Badge, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { punishmentNoticeQuery, punishmentQuery } from '../../api/complaints/get-punishments';
import { punishmentStateNames, punishmentStates, type PunishmentState } from '../../api/contracts/complaint-names';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { PunishmentTable } from './punishment-table';
import { punishmentStateColours } from './state-colours';

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

/** 处罚公示 (/punishment): every punishment the platform issued, newest first, by state. Public. */
export function PunishmentNoticePage() {
  const [state, setState] = useState<StateFilter>('all');
  const { list, page, setPage, restart } = usePagedList((page) => punishmentNoticeQuery({ ...page, ...(state === 'all' ? {} : { state }) }));
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="处罚公示">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="gray.600">
          平台依据《邮市交易规则》对违规会员作出的处罚，警告及限制期间账号显示警示标记。
        </Text>
        <PunishmentStateSelect
          value={state}
          onChange={(value) => {
            setState(value);
            restart();
          }}
        />
      </HStack>
      <PunishmentTable result={list} page={page} onPage={setPage} empty="暂无处罚记录" />
    </Stack>
  );
}

/** 处罚详情 (/punishment/{id}): one punishment, and the complaint it came from. Public. */
export function PunishmentDetailPage({ id }: { id: number }) {
  const detail = useQuery(punishmentQuery(id));
  const p = detail.data;
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="article" aria-label="处罚详情">
      {detail.isPending && <Text color="gray.600">加载中…</Text>}
      {detail.isError && <ErrorLine error={failureMessage(detail.error)} />}
      {p && (
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
      )}
      <AppLink to="/punishment" colorPalette="brand" fontSize="sm">
        返回处罚公示
      </AppLink>
    </Stack>
  );
}

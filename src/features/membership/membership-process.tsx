import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { surrenderRoleNames, vipPurchaseRoleNames, type SurrenderRole, type VipPurchaseRole } from '../../api/contracts/membership-names';
import { downloadMembershipCsv, membershipAuditQueryOptions, type MembershipSubject } from '../../api/membership/get-membership-events';
import { depositSurrenderMachine, depositSurrenderSnapshots } from '../../machines/deposit-surrender.machine';
import { highlightOf } from '../../machines/machine-diagram';
import type { RecordedEvent, Walk } from '../../machines/machine-graph';
import { vipPurchaseMachine, vipPurchaseSnapshots } from '../../machines/vip-purchase.machine';
import { LifecycleProcess } from '../process';
import { Loading } from '../shared/loading';

const subjects: Record<MembershipSubject, { machine: AnyStateMachine; replay: (records: RecordedEvent[]) => Walk; roleName: (role: string) => string; label: string; file: string }> = {
  vipPurchase: {
    machine: vipPurchaseMachine,
    replay: (records) => vipPurchaseSnapshots.replay(records as RecordedEvent<VipPurchaseRole>[]),
    roleName: (role) => vipPurchaseRoleNames[role as VipPurchaseRole] ?? role,
    label: '会员订单',
    file: 'vip-purchase',
  },
  surrender: {
    machine: depositSurrenderMachine,
    replay: (records) => depositSurrenderSnapshots.replay(records as RecordedEvent<SurrenderRole>[]),
    roleName: (role) => surrenderRoleNames[role as SurrenderRole] ?? role,
    label: '押金退还申请',
    file: 'deposit-surrender',
  },
};

/**
 * A VIP purchase's or a deposit surrender's 流程, as an order's is drawn: its machine with the path its recorded events
 * took (replayed here with the same machine the server replays it with), the timeline and the auditors' CSV.
 */
export function MembershipProcess({ subject, id }: { subject: MembershipSubject; id: number }) {
  const audit = useQuery(membershipAuditQueryOptions(subject, id));
  const of = subjects[subject];
  const highlight = useMemo(
    () => audit.data && highlightOf(of.replay(audit.data.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [audit.data, of],
  );
  if (audit.isPending) return <Loading />;
  if (audit.isError) return <Text color="gray.600">{audit.error.message}</Text>;
  return (
    <LifecycleProcess
      machine={of.machine}
      highlight={highlight!}
      replayMatches={audit.data.replayMatches}
      events={audit.data.events}
      roleName={of.roleName}
      label={`${of.label} ${id} 的流程图`}
      csv={{ fileName: `${of.file}-${id}-events.csv`, download: () => downloadMembershipCsv(subject, id) }}
    />
  );
}

import { useMemo } from 'react';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { bondRoleNames, type BondRole } from '../../api/contracts/bond-names';
import { bondOrderMachine, bondOrderSnapshots } from '../../machines/bond-order.machine';
import { highlightOf } from '../../machines/machine-diagram';
import { eventsCsv, LifecycleProcess } from '../process';

/** A bond order's 流程: the bond order machine with the path its recorded events took, as a block trade's is drawn. */
export function BondOrderProcess({ order }: { order: BondOrderDetail }) {
  const highlight = useMemo(
    () => highlightOf(bondOrderSnapshots.replay(order.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [order],
  );
  return (
    <LifecycleProcess
      machine={bondOrderMachine}
      highlight={highlight}
      replayMatches={order.replayMatches}
      events={order.events}
      roleName={(role) => bondRoleNames[role as BondRole] ?? role}
      label={`保证金订单 ${order.id} 的流程图`}
      csv={{ fileName: `bond-order-${order.id}-events.csv`, download: async () => eventsCsv(order.events) }}
    />
  );
}

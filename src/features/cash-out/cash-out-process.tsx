import { useMemo } from 'react';
import type { CashOutItem } from '../../api/contracts/cash-out';
import { cashOutRoleNames, type CashOutRole } from '../../api/contracts/cash-out-names';
import { cashOutMachine, cashOutSnapshots } from '../../machines/cash-out.machine';
import { highlightOf } from '../../machines/machine-diagram';
import { eventsCsv, LifecycleProcess } from '../process';

/** A cash-out's 流程: the cash-out machine with the path its recorded events took, as an order's is drawn. */
export function CashOutProcess({ item }: { item: CashOutItem }) {
  const highlight = useMemo(
    () => highlightOf(cashOutSnapshots.replay(item.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [item],
  );
  return (
    <LifecycleProcess
      machine={cashOutMachine}
      highlight={highlight}
      replayMatches={item.replayMatches}
      events={item.events}
      roleName={(role) => cashOutRoleNames[role as CashOutRole] ?? role}
      label={`提现单 ${item.id} 的流程图`}
      csv={{ fileName: `cash-out-${item.id}-events.csv`, download: async () => eventsCsv(item.events) }}
    />
  );
}

import { useMemo } from 'react';
import type { CashOutItem } from '../../api/contracts/cash-out';
import { cashOutRoleNames, type CashOutRole } from '../../api/contracts/cash-out-names';
import { cashOutMachine, cashOutSnapshots } from '../../machines/cash-out.machine';
import { highlightOf } from '../../machines/machine-diagram';
import { LifecycleProcess } from '../process';

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The history as the auditors' CSV (with a byte-order mark, so Excel reads the Chinese), made from what the page has. */
function historyCsv(item: CashOutItem): Blob {
  const rows = [
    ['步骤', '时间', '角色', '操作人', '事件', '原状态', '新状态', '内容'],
    ...item.events.map((e) => [e.step, e.time, e.role, e.actor, e.event, e.from, e.to, e.payload]),
  ];
  return new Blob([`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

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
      csv={{ fileName: `cash-out-${item.id}-events.csv`, download: async () => historyCsv(item) }}
    />
  );
}

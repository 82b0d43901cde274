import { useMemo } from 'react';
import type { BlockTradeDetail } from '../../api/contracts/block-trades';
import { blockTradeRoleNames, type BlockTradeRole } from '../../api/contracts/block-trade-names';
import { blockTradeMachine, blockTradeSnapshots } from '../../machines/block-trade.machine';
import { highlightOf } from '../../machines/machine-diagram';
import { eventsCsv, LifecycleProcess } from '../process';

/** An application's 流程: the block-trade machine with the path its recorded events took, as a cash-out's is drawn. */
export function BlockTradeProcess({ item }: { item: BlockTradeDetail }) {
  const highlight = useMemo(
    () => highlightOf(blockTradeSnapshots.replay(item.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [item],
  );
  return (
    <LifecycleProcess
      machine={blockTradeMachine}
      highlight={highlight}
      replayMatches={item.replayMatches}
      events={item.events}
      roleName={(role) => blockTradeRoleNames[role as BlockTradeRole] ?? role}
      label={`大宗交易申请 ${item.id} 的流程图`}
      csv={{ fileName: `block-trade-${item.id}-events.csv`, download: async () => eventsCsv(item.events) }}
    />
  );
}

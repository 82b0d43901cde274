import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { topUpRoleNames, type TopUpRole } from '../../api/contracts/money-names';
import { downloadPaymentEventsCsv, paymentEventsQueryOptions } from '../../api/payments/get-payment-events';
import { highlightOf } from '../../machines/machine-diagram';
import { topUpMachine, topUpSnapshots } from '../../machines/top-up.machine';
import { LifecycleProcess } from '../process';
import { Loading } from '../shared/loading';

/**
 * A payment order's 流程, as an order's is drawn: the top-up machine with the path its recorded events took (replayed
 * here with the machine the server replays it with), the timeline and the auditors' CSV.
 */
export function TopUpProcess({ outTradeNo }: { outTradeNo: string }) {
  const audit = useQuery(paymentEventsQueryOptions(outTradeNo));
  const highlight = useMemo(
    () => audit.data && highlightOf(topUpSnapshots.replay(audit.data.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })))),
    [audit.data],
  );
  if (audit.isPending) return <Loading />;
  if (audit.isError) return <Text color="gray.600">{audit.error.message}</Text>;
  return (
    <LifecycleProcess
      machine={topUpMachine}
      highlight={highlight!}
      replayMatches={audit.data.replayMatches}
      events={audit.data.events}
      roleName={(role) => topUpRoleNames[role as TopUpRole] ?? role}
      label={`支付订单 ${outTradeNo} 的流程图`}
      csv={{ fileName: `top-up-${outTradeNo}-events.csv`, download: () => downloadPaymentEventsCsv(outTradeNo) }}
    />
  );
}

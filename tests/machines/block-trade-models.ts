import { blockTradeRoles } from '../../src/api/contracts/block-trade-names';
import type { blockTradeMachine, BlockTradeEvent } from '../../src/machines/block-trade.machine';
import type { ModelOptions } from './coverage';

/**
 * The block-trade machine's event alphabet (issue 29): every event from every role; staff's rejection with a reason and
 * without one (refused); the expiry at a moment after the last day and on the last day itself (refused). The model's
 * instant is `at: 0`, 1970-01-01 08:00 in China. The machine tests, the coverage proof and the API's generated paths
 * (tests/server/block-trade.paths.test.ts) all use it.
 */
type Payloads = { [T in BlockTradeEvent['type']]: Array<Omit<Extract<BlockTradeEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const payloads: Payloads = {
  'blockTrade.submit': [{}],
  'blockTrade.list': [{}],
  'blockTrade.reject': [{ reason: '价格区间与市场行情偏离过大' }, { reason: '   ' }, { reason: '驳'.repeat(201) }],
  'blockTrade.withdraw': [{}],
  'blockTrade.expire': [{ lastDay: '1969-12-31' }, { lastDay: '1970-01-01' }],
};

export const blockTradeModel: ModelOptions<typeof blockTradeMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => blockTradeRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as BlockTradeEvent)),
    ),
};

import { bondRoles } from '../../src/api/contracts/bond-names';
import type { bondOrderMachine, BondOrderEvent } from '../../src/machines/bond-order.machine';
import type { ModelOptions } from './coverage';

/**
 * The bond order machine's event alphabet (issue 29): every event from every role; a take of no units (refused); a
 * dispute and staff's decisions with a reason, a blank one and one too long (refused). The machine tests, the coverage
 * proof and the API's generated paths (tests/server/bond-order.paths.test.ts) all use it.
 */
type Payloads = { [T in BondOrderEvent['type']]: Array<Omit<Extract<BondOrderEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const reasons = [{ reason: '邮票与描述的品相不符' }, { reason: '   ' }, { reason: '理'.repeat(201) }];
const payloads: Payloads = {
  'bondOrder.take': [{ quantity: 2 }, { quantity: 0 }],
  'bondOrder.ship': [{ expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }],
  'bondOrder.receive': [{}],
  'bondOrder.dispute': reasons,
  'bondOrder.sellerDefault': [{}],
  'bondOrder.buyerDefault': [{}],
  'bondOrder.decideSellerDefault': reasons,
  'bondOrder.decideBuyerDefault': reasons,
};

export const bondOrderModel: ModelOptions<typeof bondOrderMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => bondRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as BondOrderEvent)),
    ),
};

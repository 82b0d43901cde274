import { vipPurchaseRoles, type VipPurchaseRole } from '../../src/api/contracts/membership-names';
import { vipPurchaseMachine, type VipPurchaseEvent } from '../../src/machines/vip-purchase.machine';
import type { ModelOptions } from './coverage';

/**
 * The VIP purchase machine's event alphabet: every event from every role, and a closing reason that meets and
 * misses the guard (blank, too long). The coverage proof, the refused-events test and the API's generated paths
 * (tests/server/vip.paths.test.ts) read it.
 */
type Payloads = { [T in VipPurchaseEvent['type']]: Array<Omit<Extract<VipPurchaseEvent, { type: T }>, 'type' | 'by' | 'at'>> };

const payloads: Payloads = {
  'vip.pay': [{}],
  'vip.payByTopUp': [{}],
  'vip.close': [{ reason: '已通过余额开通该等级' }, { reason: '   ' }, { reason: '关'.repeat(201) }],
  'vip.expire': [{}],
  'vip.supersede': [{}],
};

const events: VipPurchaseEvent[] = Object.entries(payloads).flatMap(([type, list]) =>
  (list as object[]).flatMap((payload) => vipPurchaseRoles.map((by: VipPurchaseRole) => ({ type, by, at: 0, ...payload }) as unknown as VipPurchaseEvent)),
);

export const vipPurchaseModel: ModelOptions<typeof vipPurchaseMachine> = { events: () => events };

import { cashOutRoles } from '../../src/api/contracts/cash-out-names';
import type { cashOutMachine, CashOutEvent } from '../../src/machines/cash-out.machine';
import type { ModelOptions } from './coverage';

/**
 * The cash-out machine's event alphabet (docs/adr/0027): every event from both roles, the application to a card and
 * to Alipay (and one of nothing, refused), staff's rejection with a reason and without one (refused). The machine
 * tests, the coverage proof and the API's generated paths (tests/server/cash-out.paths.test.ts) all use it.
 */
export const cashOutAmount = 12_345;

type Payloads = { [T in CashOutEvent['type']]: Array<Omit<Extract<CashOutEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const payloads: Payloads = {
  'cashOut.apply': [
    { amount: cashOutAmount, to: 'card' },
    { amount: cashOutAmount, to: 'alipay' },
    { amount: 0, to: 'card' },
  ],
  'cashOut.pay': [{}],
  'cashOut.reject': [{ reason: '收款账户户名与实名不符' }, { reason: '   ' }, { reason: '驳'.repeat(201) }],
};

export const cashOutModel: ModelOptions<typeof cashOutMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => cashOutRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as CashOutEvent)),
    ),
};

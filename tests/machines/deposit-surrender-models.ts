import { surrenderRoles, type SurrenderRole } from '../../src/api/contracts/membership-names';
import { depositSurrenderMachine, type DepositSurrenderEvent } from '../../src/machines/deposit-surrender.machine';
import type { ModelOptions } from './coverage';

/**
 * The deposit surrender machine's event alphabet: every event from every role, and a refusal reason that meets and
 * misses the guard (blank, too long). The coverage proof, the refused-events test and the API's generated paths
 * (tests/server/deposit-surrender.paths.test.ts) read it.
 */
type Payloads = { [T in DepositSurrenderEvent['type']]: Array<Omit<Extract<DepositSurrenderEvent, { type: T }>, 'type' | 'by' | 'at'>> };

const payloads: Payloads = {
  'surrender.request': [{}],
  'surrender.cancel': [{}],
  'surrender.holdingEnded': [{}],
  'surrender.refuse': [{ reason: '您有未完成的订单，押金暂不能退还' }, { reason: '   ' }, { reason: '拒'.repeat(201) }],
};

const events: DepositSurrenderEvent[] = Object.entries(payloads).flatMap(([type, list]) =>
  (list as object[]).flatMap((payload) => surrenderRoles.map((by: SurrenderRole) => ({ type, by, at: 0, ...payload }) as unknown as DepositSurrenderEvent)),
);

export const depositSurrenderModel: ModelOptions<typeof depositSurrenderMachine> = { events: () => events };

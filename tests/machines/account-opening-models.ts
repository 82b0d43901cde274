import { accountOpeningRoles } from '../../src/api/contracts/cash-out-names';
import type { accountOpeningMachine, AccountOpeningEvent } from '../../src/machines/account-opening.machine';
import type { ModelOptions } from './coverage';

/**
 * The account-opening machine's event alphabet (docs/adr/0027): every step's event from the member (the only role),
 * so each step is taken where it belongs and refused everywhere else. The machine tests, the coverage proof and the
 * API's generated paths (tests/server/account-opening.paths.test.ts) all use it.
 */
type Payloads = { [T in AccountOpeningEvent['type']]: Array<Omit<Extract<AccountOpeningEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const payloads: Payloads = {
  'opening.uploadPhotos': [{}],
  'opening.open': [{}],
  'opening.tieCard': [{ bankCode: 'ICBC' }],
  'opening.confirmCard': [{}],
  'opening.sign': [{}],
};

export const accountOpeningModel: ModelOptions<typeof accountOpeningMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => accountOpeningRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as AccountOpeningEvent)),
    ),
};

import { matchRoles, type MatchRole } from '../../src/api/contracts/automatch-names';
import type { matchOrderMachine, MatchOrderEvent } from '../../src/machines/match-order.machine';
import type { ModelOptions } from './coverage';

/**
 * The match-order machine's event alphabet: every event from every role (the member's cancel and amend, the engine's
 * fills and the expiry), with payloads that reach both fills from an order of three units (a part, then the rest) and
 * both kinds of amend (a new price; fewer units, and a quantity the machine refuses). The coverage proof, the offers
 * test and the refused-events test read it.
 */
type Payloads = { [T in MatchOrderEvent['type']]: Array<Omit<Extract<MatchOrderEvent, { type: T }>, 'type' | 'by' | 'at'>> };

const payloads: Payloads = {
  'match.fill': [
    { quantity: 1, price: 100 },
    { quantity: 2, price: 100 },
  ],
  'match.complete': [
    { quantity: 1, price: 100 },
    { quantity: 2, price: 100 },
    { quantity: 3, price: 100 },
  ],
  'match.amend': [{ price: 120 }, { quantity: 2 }, { quantity: 9 }],
  'match.cancel': [{}],
  'match.expire': [{}],
};

const events: MatchOrderEvent[] = Object.entries(payloads).flatMap(([type, list]) =>
  (list as object[]).flatMap((payload) => matchRoles.map((by: MatchRole) => ({ type, by, at: 0, ...payload }) as unknown as MatchOrderEvent)),
);

export const matchOrderModel: ModelOptions<typeof matchOrderMachine> = { events: () => events, input: { quantity: 3 } };

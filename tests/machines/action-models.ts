import { messages } from '../../src/api/contracts/messages';
import { lifecycleActionMachine } from '../../src/machines/lifecycle-action.machine';
import type { ModelOptions } from './coverage';

/**
 * The event alphabet of one member action on a lifecycle object (lifecycle-action.machine.ts), on an order: choosing
 * an action the call table offers the member's role (the buyer pays) and one it does not (the seller pays), a body
 * the call's schema accepts and one it refuses (a payment password of two digits), and the server's two answers.
 */
export const actionModel: ModelOptions<typeof lifecycleActionMachine> = {
  input: { machine: 'order' },
  events: () => [
    { type: 'action.choose', event: 'order.pay', role: 'buyer', subject: 1, attempt: 'attempt-1' },
    { type: 'action.choose', event: 'order.pay', role: 'seller', subject: 1, attempt: 'attempt-2' },
    { type: 'action.submit', body: { orderId: 1, payPassword: '123456' } },
    { type: 'action.submit', body: { orderId: 1, payPassword: '12' } },
    { type: 'action.succeeded', result: { id: 1, stateValue: { awaitingShipment: 'open' } } },
    { type: 'action.failed', message: messages.payPasswordWrong },
    { type: 'action.dismiss' },
  ],
  // The chosen call (its schema is not JSON), the attempt and whether an error shows decide what may happen next.
  serializeState: (s) => JSON.stringify([s.value, s.context.call?.path ?? null, s.context.call?.event ?? null, s.context.attempt, s.context.error !== null]),
};

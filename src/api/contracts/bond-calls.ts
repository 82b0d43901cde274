import { z } from 'zod';
import { decisionReasonMaxLength } from './decision-reasons';
import { messages } from './messages';
import { lifecycleBodies, payPasswordSchema } from './trade';
import { idSchema, text } from './validation';

/**
 * The bodies of the bond order's lifecycle calls (issue 29; docs/adr/0043): the seller's shipment, the buyer's receipt
 * (which pays the price, so with the payment password) and dispute, staff's decisions. Apart from bonds.ts so that the
 * call table (lifecycle-calls.ts), which every order page loads, stays small. A shipment says what an order's does.
 */
export const bondOrderIdRequest = z.object({ id: idSchema });
export type BondOrderIdRequest = z.input<typeof bondOrderIdRequest>;
export const shipBondOrderRequest = bondOrderIdRequest.extend({
  expressCompany: lifecycleBodies.ship.shape.expressCompany,
  trackingNo: lifecycleBodies.ship.shape.trackingNo,
});
export type ShipBondOrderRequest = z.input<typeof shipBondOrderRequest>;
export const receiveBondOrderRequest = bondOrderIdRequest.extend({ payPassword: payPasswordSchema });
export type ReceiveBondOrderRequest = z.input<typeof receiveBondOrderRequest>;
/** A dispute and a staff decision say why: 1-200 characters once trimmed, as every staff decision (decision-reasons.ts). */
export const bondReasonRequest = bondOrderIdRequest.extend({
  reason: text(messages.bondFillReason)
    .trim()
    .min(1, { error: messages.bondFillReason })
    .max(decisionReasonMaxLength, { error: messages.bondReasonTooLong }),
});
export type BondReasonRequest = z.input<typeof bondReasonRequest>;

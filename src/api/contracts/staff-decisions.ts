import { z } from 'zod';
import { decisionReasonMaxLength } from './decision-reasons';
import { messages } from './messages';
import { idParam, idSchema, text } from './validation';

/**
 * The bodies of the lifecycle calls on money and membership objects (staff's decisions, a member's cancel), apart from
 * their domains' contracts so that the call table (lifecycle-calls.ts), which every order page loads, stays small.
 * The domains' contracts re-export them.
 */

/** Why staff decided so: 1-200 characters once trimmed, each rule with the message its form shows. */
const decisionReason = (fill: string, tooLong: string) => text(fill).trim().min(1, { error: fill }).max(decisionReasonMaxLength, { error: tooLong });

/** A decision on one object by its id; a rejection says why. */
const decision = z.object({ id: idSchema });
const rejection = decision.extend({ reason: decisionReason(messages.fillRejectReason, messages.rejectReasonTooLong) });

// POST /api/operator/cash-out/pay and /reject (platform staff).
export const payCashOutRequest = decision;
export type PayCashOutRequest = z.input<typeof payCashOutRequest>;
export const rejectCashOutRequest = rejection;
export type RejectCashOutRequest = z.input<typeof rejectCashOutRequest>;

// POST /api/operator/authentication/approve and /reject (platform staff).
export const approveAuthenticationRequest = decision;
export type ApproveAuthenticationRequest = z.input<typeof approveAuthenticationRequest>;
export const rejectAuthenticationRequest = rejection;
export type RejectAuthenticationRequest = z.input<typeof rejectAuthenticationRequest>;

// POST /api/deposit/surrender/cancel/{id} and /del/{id}.
export const surrenderParams = z.object({ id: idParam });

/** POST /api/operator/deposit/surrender/{id}/refuse (platform staff): why, in 1-200 characters. */
export const surrenderRefuseRequest = z.object({
  reason: decisionReason(messages.fillRefuseReason, messages.refuseReasonTooLong),
});

import { z } from 'zod';
import { agentLinkIdsRequest, agentLinkParams, agentReviewRequest, editAgentDefRequest, type AgentRole } from './agents';
import { matchAmendBody } from './automatch-amend';
import { blockTradeIdRequest, rejectBlockTradeRequest } from './block-trade-calls';
import { bondReasonRequest, receiveBondOrderRequest, shipBondOrderRequest } from './bond-calls';
import {
  agentDeliveryIdRequest,
  inspectAgentDeliveryRequest,
  receiveAgentDeliveryRequest,
  reportAgentProblemRequest,
  sendAgentParcelRequest,
} from './agent-delivery-calls';
import { openingPhotosRequest, tieCardConfirmedRequest, tieCardRequest } from './account-opening';
import type { MessageKey } from './messages';
import {
  approveAuthenticationRequest,
  payCashOutRequest,
  rejectAuthenticationRequest,
  rejectCashOutRequest,
  surrenderParams,
  surrenderRefuseRequest,
} from './staff-decisions';
import { invoiceIdRequest, refuseInvoiceRequest } from './invoice-decisions';
import { idParams, lifecycleBodies, type Role } from './trade';
import { idParam } from './validation';

/**
 * Every call of spec section 7 that sends an event to a lifecycle machine, and every staff decision, in one table: the
 * server registers its routes from it through one dispatch (server/src/routes/lifecycle.ts), the browser finds the call
 * for an action in it
 * (src/features/orders/order-actions.ts, src/features/agents/agent-actions.ts), and the machines' member events take
 * their payload types from its body schemas (`CallEvent`). A call added here is a route, a button's call and a
 * typed event at once.
 *
 * `roles`: who may use the path. A per-side path (…/buyer/…, …/seller/…, delAgent for the member, delUser for the
 * agent) lists that side only, though the machine's event is the same for both.
 * `when`: a path that sends one of two events by a body field (agentReview's pass, editAgentDef's def) has one row
 * per event, told apart by that field's value.
 * `done`: what the answer says when the event was taken (operationSucceeded when the row names none).
 * `uploads`: body fields of upload keys (one key or a list), checked to be the caller's own before anything is written.
 * `payload`: the body fields the event carries, when not all of them: a card's number and the bank's code are the
 * bank's business, not the recorded history's.
 * A call whose roles include `operator` is staff's: anyone else is refused before the object is looked at.
 */
export type LifecycleMachineName =
  | 'order'
  | 'offlineTrade'
  | 'agentApplication'
  | 'cashOut'
  | 'authentication'
  | 'depositSurrender'
  | 'accountOpening'
  | 'watchTask'
  | 'matchOrder'
  | 'blockTrade'
  | 'invoiceRequest'
  | 'bondOrder'
  | 'agentDelivery';

export interface LifecycleCallSpec {
  path: string;
  machine: LifecycleMachineName;
  event: string;
  body: z.ZodObject;
  roles: readonly (Role | AgentRole)[];
  when?: Readonly<Record<string, unknown>>;
  done?: MessageKey;
  /** Body fields of upload keys that must be the caller's own uploads of this kind (a refund's evidence photos). */
  uploads?: { fields: readonly string[]; kind: 'complaint' | 'product' | 'identity' };
  /** The body fields that are the event's payload, when not all are (see above). */
  payload?: readonly string[];
}

/** editAgentDef/{id} takes its id from the path; the server merges the path's params into the body it parses. */
const editAgentDefBody = agentLinkParams.extend(editAgentDefRequest.shape);
const refuseSurrenderBody = surrenderParams.extend(surrenderRefuseRequest.shape);
/** A step that takes no input (the account opening's): nothing is read from the body. */
const noBody = z.object({});
const b = lifecycleBodies;
/** A watch task's confirm/{id} names a match (one offer found for the task): named matchId so the recorded event keeps it. */
const watchMatchParams = z.object({ matchId: idParam });

export const lifecycleCalls = [
  { path: '/api/trade/online/buyer/pay', machine: 'order', event: 'order.pay', body: b.pay, roles: ['buyer'] },
  { path: '/api/trade/publisher/cancel', machine: 'order', event: 'order.publisherCancel', body: b.orderOnly, roles: ['buyer', 'seller'] },
  { path: '/api/trade/online/seller/ship', machine: 'order', event: 'order.ship', body: b.ship, roles: ['seller'] },
  { path: '/api/trade/online/buyer/receive', machine: 'order', event: 'order.receive', body: b.withPayPassword, roles: ['buyer'] },
  { path: '/api/trade/online/delayed', machine: 'order', event: 'order.extendReceipt', body: b.orderOnly, roles: ['buyer'] },
  { path: '/api/trade/online/remind/receipt', machine: 'order', event: 'order.remindReceipt', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/trade/evaluation', machine: 'order', event: 'order.evaluate', body: b.evaluate, roles: ['buyer', 'seller'] },
  { path: '/api/trade/online/apply/cancel', machine: 'order', event: 'cancel.apply', body: b.cancelApply, roles: ['buyer', 'seller'] },
  { path: '/api/trade/online/revoke/cancel', machine: 'order', event: 'cancel.revoke', body: b.orderOnly, roles: ['buyer', 'seller'] },
  { path: '/api/trade/online/refuse/cancel', machine: 'order', event: 'cancel.refuse', body: b.orderOnly, roles: ['buyer', 'seller'] },
  { path: '/api/trade/online/agree/cancel', machine: 'order', event: 'cancel.agree', body: b.orderOnly, roles: ['buyer', 'seller'] },
  { path: '/api/trade/refunds/buyer/apply', machine: 'order', event: 'refund.apply', body: b.refundApply, roles: ['buyer'], uploads: { fields: ['photos'], kind: 'complaint' } },
  { path: '/api/trade/refunds/buyer/cancel', machine: 'order', event: 'refund.cancel', body: b.orderOnly, roles: ['buyer'] },
  { path: '/api/trade/refunds/buyer/ship', machine: 'order', event: 'refund.ship', body: b.ship, roles: ['buyer'] },
  { path: '/api/trade/refunds/seller/confirm', machine: 'order', event: 'refund.confirm', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/refunds/seller/refund', machine: 'order', event: 'refund.refund', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/refunds/seller/refuseRefund', machine: 'order', event: 'refund.refuseRefund', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/refunds/seller/refuseApply', machine: 'order', event: 'refund.refuseApply', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/offline/buyer/confirmComplete', machine: 'offlineTrade', event: 'offline.confirmComplete', body: b.orderOnly, roles: ['buyer'] },
  { path: '/api/trade/offline/buyer/confirmFail', machine: 'offlineTrade', event: 'offline.confirmFail', body: b.orderOnly, roles: ['buyer'] },
  { path: '/api/trade/offline/seller/confirmComplete', machine: 'offlineTrade', event: 'offline.confirmComplete', body: b.orderOnly, roles: ['seller'] },
  { path: '/api/trade/offline/seller/confirmFail', machine: 'offlineTrade', event: 'offline.confirmFail', body: b.orderOnly, roles: ['seller'] },
  // Platform staff settle a dispute (design/lifecycles.md: operator); the decision names the event.
  { path: '/api/operator/trade/decide', machine: 'order', event: 'dispute.refundBuyer', body: b.decide, roles: ['operator'], when: { decision: 'dispute.refundBuyer' } },
  { path: '/api/operator/trade/decide', machine: 'order', event: 'dispute.releaseSeller', body: b.decide, roles: ['operator'], when: { decision: 'dispute.releaseSeller' } },
  { path: '/api/operator/trade/decide', machine: 'offlineTrade', event: 'dispute.decideComplete', body: b.decide, roles: ['operator'], when: { decision: 'dispute.decideComplete' } },
  { path: '/api/operator/trade/decide', machine: 'offlineTrade', event: 'dispute.decideFail', body: b.decide, roles: ['operator'], when: { decision: 'dispute.decideFail' } },
  // Delivery agents (spec section 7, Agents).
  { path: '/api/user/agent/agentReview', machine: 'agentApplication', event: 'agent.approve', body: agentReviewRequest, roles: ['member', 'agent'], when: { pass: true } },
  { path: '/api/user/agent/agentReview', machine: 'agentApplication', event: 'agent.reject', body: agentReviewRequest, roles: ['member', 'agent'], when: { pass: false } },
  { path: '/api/user/agent/delAgent', machine: 'agentApplication', event: 'agent.end', body: agentLinkIdsRequest, roles: ['member'] },
  { path: '/api/user/agent/delUser', machine: 'agentApplication', event: 'agent.end', body: agentLinkIdsRequest, roles: ['agent'] },
  { path: '/api/user/agent/editAgentDef/:id', machine: 'agentApplication', event: 'agent.setDefault', body: editAgentDefBody, roles: ['member'], when: { def: true } },
  { path: '/api/user/agent/editAgentDef/:id', machine: 'agentApplication', event: 'agent.unsetDefault', body: editAgentDefBody, roles: ['member'], when: { def: false } },
  // Staff decisions on money and membership (not in the spec: the platform's own calls, docs/adr/0023, 0026, 0027).
  { path: '/api/operator/cash-out/pay', machine: 'cashOut', event: 'cashOut.pay', body: payCashOutRequest, roles: ['operator'], done: 'cashOutPaidDone' },
  { path: '/api/operator/cash-out/reject', machine: 'cashOut', event: 'cashOut.reject', body: rejectCashOutRequest, roles: ['operator'], done: 'cashOutRejectDone' },
  { path: '/api/operator/authentication/approve', machine: 'authentication', event: 'auth.approve', body: approveAuthenticationRequest, roles: ['operator'], done: 'authApproveDone' },
  { path: '/api/operator/authentication/reject', machine: 'authentication', event: 'auth.reject', body: rejectAuthenticationRequest, roles: ['operator'], done: 'authRejectDone' },
  { path: '/api/operator/deposit/surrender/:id/refuse', machine: 'depositSurrender', event: 'surrender.refuse', body: refuseSurrenderBody, roles: ['operator'], done: 'surrenderRefused' },
  // The member's own surrender (spec section 7, Deposit).
  { path: '/api/deposit/surrender/cancel/:id', machine: 'depositSurrender', event: 'surrender.cancel', body: surrenderParams, roles: ['member'], done: 'surrenderCancelled' },
  // The member's own bank account opening (spec section 7, Account opening; docs/adr/0027): these paths have no /api and
  // name no object, the caller's own opening is meant. The bank is asked once the machine has taken the step, before it
  // is recorded, so a refusal by either changes nothing.
  { path: '/account/photoUpload', machine: 'accountOpening', event: 'opening.uploadPhotos', body: openingPhotosRequest, roles: ['member'], uploads: { fields: ['frontKey', 'backKey'], kind: 'identity' }, payload: [], done: 'openingPhotosSaved' },
  { path: '/account/openAccount', machine: 'accountOpening', event: 'opening.open', body: noBody, roles: ['member'], done: 'accountOpened' },
  { path: '/account/tieCard', machine: 'accountOpening', event: 'opening.tieCard', body: tieCardRequest, roles: ['member'], payload: ['bankCode'], done: 'bankCodeSent' },
  { path: '/account/tieCardConfirmed', machine: 'accountOpening', event: 'opening.confirmCard', body: tieCardConfirmedRequest, roles: ['member'], payload: [], done: 'bankCardConfirmed' },
  { path: '/account/signContract', machine: 'accountOpening', event: 'opening.sign', body: noBody, roles: ['member'], done: 'contractSigned' },
  // The member's own watch tasks (盯盘, spec section 7, Order watching; level 4 and up). confirm/{id} names a match (one
  // offer found for a task), confirm/all/{id} the task: each takes the matched offers into orders and ends the task.
  { path: '/api/orderWatching/stop/:id', machine: 'watchTask', event: 'watch.stop', body: idParams, roles: ['member'], done: 'watchStopped' },
  { path: '/api/orderWatching/confirm/:matchId', machine: 'watchTask', event: 'watch.confirm', body: watchMatchParams, roles: ['member'], done: 'watchConfirmed' },
  { path: '/api/orderWatching/confirm/all/:id', machine: 'watchTask', event: 'watch.confirmAll', body: idParams, roles: ['member'], done: 'watchConfirmed' },
  // The member's own auto-match orders (自动撮合, issue 28; docs/adr/0041): an amend may cross the book and fill at once.
  { path: '/api/automatic/pairing/cancel/:id', machine: 'matchOrder', event: 'match.cancel', body: idParams, roles: ['member'], done: 'matchCancelled' },
  { path: '/api/automatic/pairing/amend/:id', machine: 'matchOrder', event: 'match.amend', body: matchAmendBody, roles: ['member'], done: 'matchAmended' },
  // Block-trade applications (大宗交易, issue 29): the member withdraws their own; staff list or reject one waiting.
  { path: '/api/trade/blockTrades/withdraw', machine: 'blockTrade', event: 'blockTrade.withdraw', body: blockTradeIdRequest, roles: ['member'], done: 'blockTradeWithdrawn' },
  { path: '/api/operator/block-trades/list', machine: 'blockTrade', event: 'blockTrade.list', body: blockTradeIdRequest, roles: ['operator'], done: 'blockTradeListedDone' },
  { path: '/api/operator/block-trades/reject', machine: 'blockTrade', event: 'blockTrade.reject', body: rejectBlockTradeRequest, roles: ['operator'], done: 'blockTradeRejectedDone' },
  // Invoices (发票, issue 29): the member withdraws a request while it waits; staff issue or refuse it.
  { path: '/api/trade/buyer/invoices/withdraw', machine: 'invoiceRequest', event: 'invoice.withdraw', body: invoiceIdRequest, roles: ['member'], done: 'invoiceWithdrawnDone' },
  { path: '/api/operator/invoices/issue', machine: 'invoiceRequest', event: 'invoice.issue', body: invoiceIdRequest, roles: ['operator'], done: 'invoiceIssuedDone' },
  { path: '/api/operator/invoices/refuse', machine: 'invoiceRequest', event: 'invoice.refuse', body: refuseInvoiceRequest, roles: ['operator'], done: 'invoiceRefusedDone' },
  // Margin trading (保证金交易, issue 29): the seller ships, the buyer receives (paying the price) or disputes; staff decide a dispute.
  { path: '/api/bond/order/ship', machine: 'bondOrder', event: 'bondOrder.ship', body: shipBondOrderRequest, roles: ['seller'], done: 'bondShippedDone' },
  { path: '/api/bond/order/receive', machine: 'bondOrder', event: 'bondOrder.receive', body: receiveBondOrderRequest, roles: ['buyer'], done: 'bondReceivedDone' },
  { path: '/api/bond/order/dispute', machine: 'bondOrder', event: 'bondOrder.dispute', body: bondReasonRequest, roles: ['buyer'], done: 'bondDisputedDone' },
  { path: '/api/operator/bond-orders/seller-default', machine: 'bondOrder', event: 'bondOrder.decideSellerDefault', body: bondReasonRequest, roles: ['operator'], done: 'bondSellerDefaultDone' },
  { path: '/api/operator/bond-orders/buyer-default', machine: 'bondOrder', event: 'bondOrder.decideBuyerDefault', body: bondReasonRequest, roles: ['operator'], done: 'bondBuyerDefaultDone' },
  // Delivery through an agent (交割代理, issue 29; docs/adr/0044): the member cancels, accepts or rejects; the agent signs, inspects, holds, forwards, returns.
  { path: '/api/agent/delivery/cancel', machine: 'agentDelivery', event: 'agentDelivery.cancel', body: agentDeliveryIdRequest, roles: ['member'], done: 'agentDeliveryCancelledDone' },
  { path: '/api/agent/delivery/receive', machine: 'agentDelivery', event: 'agentDelivery.receive', body: receiveAgentDeliveryRequest, roles: ['agent'], done: 'agentDeliveryReceivedDone' },
  { path: '/api/agent/delivery/inspect', machine: 'agentDelivery', event: 'agentDelivery.inspect', body: inspectAgentDeliveryRequest, roles: ['agent'], uploads: { fields: ['photos'], kind: 'product' }, done: 'agentDeliveryInspectedDone' },
  { path: '/api/agent/delivery/problem', machine: 'agentDelivery', event: 'agentDelivery.reportProblem', body: reportAgentProblemRequest, roles: ['agent'], uploads: { fields: ['photos'], kind: 'product' }, done: 'agentDeliveryProblemDone' },
  { path: '/api/agent/delivery/accept', machine: 'agentDelivery', event: 'agentDelivery.accept', body: agentDeliveryIdRequest, roles: ['member'], done: 'agentDeliveryAcceptedDone' },
  { path: '/api/agent/delivery/reject', machine: 'agentDelivery', event: 'agentDelivery.reject', body: agentDeliveryIdRequest, roles: ['member'], done: 'agentDeliveryRejectedDone' },
  { path: '/api/agent/delivery/hold', machine: 'agentDelivery', event: 'agentDelivery.hold', body: agentDeliveryIdRequest, roles: ['agent'], done: 'agentDeliveryHeldDone' },
  { path: '/api/agent/delivery/forward', machine: 'agentDelivery', event: 'agentDelivery.forward', body: sendAgentParcelRequest, roles: ['agent'], done: 'agentDeliveryForwardedDone' },
  { path: '/api/agent/delivery/return', machine: 'agentDelivery', event: 'agentDelivery.returnToSender', body: sendAgentParcelRequest, roles: ['agent'], done: 'agentDeliveryReturnedDone' },
] as const satisfies readonly LifecycleCallSpec[];

export type LifecycleCall = (typeof lifecycleCalls)[number];

/** Body fields that name the object or prove who sends it, or pick the event: never part of the event's payload. */
const notPayload = ['orderId', 'payPassword', 'id', 'ids', 'pass', 'def', 'decision'] as const;
type NotPayload = (typeof notPayload)[number];

/** The machine event a call sends, typed from its body schema: `{ type, ...payload }`. */
export type CallEvent<C extends LifecycleCall> = C extends LifecycleCall
  ? { type: C['event'] } & (C extends { payload: readonly (infer K)[] } ? Pick<z.output<C['body']>, K & keyof z.output<C['body']>> : Omit<z.output<C['body']>, NotPayload>)
  : never;
/** Every event the calls send to one machine. */
export type CallEventOf<M extends LifecycleMachineName> = CallEvent<Extract<LifecycleCall, { machine: M }>>;

/** The event a parsed body sends on a call: its type and the payload fields of the body. */
export function callEvent(call: LifecycleCall, body: Record<string, unknown>): { type: string } & Record<string, unknown> {
  const carried = (key: string) => ('payload' in call ? (call.payload as readonly string[]).includes(key) : !(notPayload as readonly string[]).includes(key));
  const payload = Object.fromEntries(Object.entries(body).filter(([key]) => carried(key)));
  return { type: call.event, ...payload };
}

/** The calls sharing one path, and which of them a parsed body means (by `when`); undefined when none matches. */
export const callsAt = (path: string): LifecycleCall[] => lifecycleCalls.filter((c) => c.path === path);
export function callFor(path: string, body: Record<string, unknown>): LifecycleCall | undefined {
  return callsAt(path).find((c) => !('when' in c) || Object.entries(c.when).every(([key, value]) => body[key] === value));
}

/** The call that sends `event` to `machine` as `role` (the browser's button, the tests' driver). */
export function callSending(machine: LifecycleMachineName, event: string, role: string): LifecycleCall | undefined {
  return lifecycleCalls.find((c) => c.machine === machine && c.event === event && (c.roles as readonly string[]).includes(role));
}

/** The distinct paths, each registered once by the server. */
export const lifecyclePaths = [...new Set(lifecycleCalls.map((c) => c.path))];

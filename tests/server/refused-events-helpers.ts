import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { agentLinks, orders } from '../../server/src/db/schema';
import { callSending, type LifecycleMachineName } from '../../src/api/contracts/lifecycle-calls';
import type { TradeWay } from '../../src/api/contracts/trade';
import { resolveAgentLink } from '../../src/machines/agent-links';
import { resolveSnapshot } from '../../src/machines/order-lifecycles';
import { agentCall, apply, party } from './agent-helpers';
import type { TestApp } from './helpers';
import { describeShot, expectedAnswer, stranger, type RefusalPlan, type Shot, type StatePlan } from './refused-events-plan';
import { newOrder, passDeadline, payPassword, relogin, type Trader } from './trade-helpers';

/**
 * Driving a refusal plan (refused-events-plan.ts) through the real API: reach each state along the plan's paths,
 * fire every shot at it with `app.inject`, and after each one check that the server refused it and that nothing in
 * the database moved.
 */

/** Whoever makes a call: a logged-in member's token. */
export interface Caller {
  name: string;
  token: string;
}

/**
 * What a lifecycle call writes, in one statement: the object's version and state, the event rows, the ledger
 * (entries, postings, every balance) and the inbox. Read after every shot.
 */
export async function written(t: TestApp, table: 'orders' | 'agent_links', id: number) {
  const object = table === 'orders' ? orders : agentLinks;
  const result = await t.db.execute(sql`
    select
      (select jsonb_build_object('version', version, 'stateValue', state_value) from ${object} where id = ${id}) as object,
      (select count(*)::int from order_events) as order_events,
      (select count(*)::int from agent_link_events) as agent_link_events,
      (select count(*)::int from journal_entries) as journal_entries,
      (select count(*)::int from postings) as postings,
      (select string_agg(a.id || ':' || a.balance, ',' order by a.id) from accounts a) as balances,
      (select count(*)::int from messages) as inbox`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
}

/**
 * Everything else a refused call could have touched, row by row: every order, agent link, listing and message, and
 * every member's deal count and scores (points, credit). Compared before and after all the shots at a state (it costs four times
 * `written`).
 */
export async function everything(t: TestApp) {
  const result = await t.db.execute(sql`
    select
      (select md5(coalesce(string_agg(to_jsonb(o)::text, ',' order by o.id), '')) from orders o) as orders,
      (select md5(coalesce(string_agg(to_jsonb(l)::text, ',' order by l.id), '')) from agent_links l) as agent_links,
      (select md5(coalesce(string_agg(to_jsonb(l)::text, ',' order by l.id), '')) from listings l) as listings,
      (select md5(coalesce(string_agg(to_jsonb(m)::text, ',' order by m.id), '')) from messages m) as inbox,
      (select md5(coalesce(string_agg(u.id || ':' || u.deal_times || ':' || u.personal_score || ':' || u.credit_score, ',' order by u.id), '')) from users u) as scores`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
}

/** The body (and the path, for a call with the id in it) that makes `shot` about object `id`. */
export function request(shot: Shot, id: number): { url: string; body: Record<string, unknown> } {
  const { type: _type, by: _by, at: _at, ...payload } = shot.event;
  const when = 'when' in shot.call ? shot.call.when : {};
  if (shot.call.machine !== 'agentApplication') return { url: shot.call.path, body: { orderId: id, payPassword, ...payload, ...when } };
  const shape = shot.call.body.shape as Record<string, unknown>;
  if (shot.call.path.includes(':id')) return { url: shot.call.path.replace(':id', String(id)), body: { ...when } };
  return { url: shot.call.path, body: { ...('ids' in shape ? { ids: [id] } : { id }), ...when } };
}

const inject = async (t: TestApp, who: Caller, url: string, body: Record<string, unknown>) => {
  const reply = await t.app.inject({ method: 'POST', url, payload: body, headers: { token: who.token } });
  return { status: reply.statusCode, ...(reply.json() as { code: number; msg: string }) };
};

/** The stored object as its machine sees it. */
async function storedSnapshot(t: TestApp, machineName: LifecycleMachineName, id: number): Promise<AnyMachineSnapshot> {
  if (machineName === 'agentApplication') {
    const [link] = await t.db.select().from(agentLinks).where(eq(agentLinks.id, id));
    return resolveAgentLink(link!.stateValue, link!.context);
  }
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  return resolveSnapshot(order!.machine, order!.stateValue, order!.context);
}

/**
 * Fires every shot of `state` at object `id`. First the stored object must be in the state's value and its stored
 * snapshot (its real context, the server's clock) must refuse what the model's snapshot refuses; then each shot must
 * be refused with the expected answer and write nothing, and after the last one every row is as it was. Returns the
 * shots fired.
 */
export async function fireAt(t: TestApp, plan: RefusalPlan, state: StatePlan, id: number, callers: Readonly<Record<string, Caller>>): Promise<number> {
  const table = plan.machineName === 'agentApplication' ? 'agent_links' : 'orders';
  const stored = await storedSnapshot(t, plan.machineName, id);
  expect(stored.value, 'the stored state is the model’s').toEqual(state.snapshot.value);
  for (const shot of state.shots) {
    if (shot.why !== 'refused' || shot.role === stranger) continue;
    const event = { ...shot.event, at: t.clock.now().getTime() };
    expect(stored.can(event as never), `the stored ${JSON.stringify(stored.value)} refuses ${describeShot(shot)} as the model does`).toBe(false);
  }
  const [before, all] = [await written(t, table, id), await everything(t)];
  for (const shot of state.shots) {
    const { url, body } = request(shot, id);
    const caller = callers[shot.role];
    if (!caller) throw new Error(`nobody plays ${shot.role}`);
    const reply = await inject(t, caller, url, body);
    const where = `${describeShot(shot)} at ${JSON.stringify(state.snapshot.value)}`;
    expect({ status: reply.status, msg: reply.msg }, where).toEqual(expectedAnswer(shot));
    expect(await written(t, table, id), `${where} wrote nothing`).toEqual(before);
  }
  expect(await everything(t), `the ${state.shots.length} shots at ${JSON.stringify(state.snapshot.value)} changed nothing`).toEqual(all);
  return state.shots.length;
}

/** The parties of the order runs: the demo traders (trade-helpers.ts), platform staff and a member of no order. */
export type OrderCallers = { buyer: Trader; seller: Trader; operator: Trader; stranger: Trader };

/** Sends one path event through its call (a deadline: the clock and the job), answered 200. */
async function sendOrderEvent(t: TestApp, plan: RefusalPlan, callers: OrderCallers, orderId: number, event: Shot['event']): Promise<void> {
  if (event.by === 'system') {
    await passDeadline(t, orderId);
    await relogin(t, callers.seller, callers.buyer, callers.operator, callers.stranger);
    return;
  }
  const call = callSending(plan.machineName, event.type, event.by);
  if (!call) throw new Error(`no call sends ${event.type} as ${event.by}`);
  const { url, body } = request({ event, role: event.by, call, why: 'refused' }, orderId);
  const reply = await inject(t, callers[event.by as keyof OrderCallers], url, body);
  expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
}

/** One order driven along a visit's path between the demo seller and buyer, fired at where the plan says. */
export async function driveOrder(t: TestApp, plan: RefusalPlan, visit: RefusalPlan['visits'][number], callers: OrderCallers): Promise<number> {
  const input = plan.input as { amount: number; publisherSide?: 'buyer' | 'seller' };
  const tradeWay: TradeWay = plan.machineName === 'offlineTrade' ? 'offline' : 'online';
  const orderId = await newOrder(t, callers.seller, callers.buyer, input.amount, tradeWay, input.publisherSide ?? 'seller');
  let fired = 0;
  for (const [i, state] of visit.fireAt.entries()) {
    if (i > 0) await sendOrderEvent(t, plan, callers, orderId, visit.path.events[i - 1] as Shot['event']);
    if (state) fired += await fireAt(t, plan, state, orderId, callers);
    else expect((await storedSnapshot(t, plan.machineName, orderId)).value).toEqual(visit.path.snapshots[i]!.value);
  }
  return fired;
}

/**
 * One link between a fresh member and a fresh agent, driven along a visit's path, fired at where the plan says; the
 * stranger is a third fresh member (an agent, so that nothing but the link stops them).
 */
export async function driveLink(t: TestApp, plan: RefusalPlan, visit: RefusalPlan['visits'][number]): Promise<number> {
  const input = plan.input as { initiator: 'member' | 'agent'; wantsDefault: boolean };
  const [member, agent, outsider] = [await party(t), await party(t, true), await party(t, true)];
  const id =
    input.initiator === 'member'
      ? await apply(t, member, agent, input.wantsDefault)
      : (await agentCall<{ id: number }>(t, agent, 'addAgent', { userName: member.name, remark: '邀请您成为我的客户' })).data.id;
  const callers = { member, agent, [stranger]: outsider };
  let fired = 0;
  for (const [i, state] of visit.fireAt.entries()) {
    if (i > 0) {
      const event = visit.path.events[i - 1] as Shot['event'];
      if (event.by === 'system') {
        // The server clears a default when the member makes another agent the default.
        const other = await party(t, true);
        const otherId = await apply(t, member, other, true);
        expect((await agentCall(t, other, 'agentReview', { id: otherId, pass: true })).code).toBe(200);
      } else {
        const call = callSending(plan.machineName, event.type, event.by)!;
        const { url, body } = request({ event, role: event.by, call, why: 'refused' }, id);
        const reply = await inject(t, callers[event.by as 'member' | 'agent'], url, body);
        expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      }
    }
    if (state) fired += await fireAt(t, plan, state, id, callers);
    else expect((await storedSnapshot(t, plan.machineName, id)).value).toEqual(visit.path.snapshots[i]!.value);
  }
  return fired;
}

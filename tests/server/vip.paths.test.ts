import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { users, vipPurchaseEvents, vipPurchases } from '../../server/src/db/schema';
import { sendEvent } from '../../server/src/domain/lifecycle/enforcer';
import { MemoryLimitStore } from '../../server/src/domain/limits/memory-limit-store';
import { sendVipSystemEvent, vipLifecycle } from '../../server/src/domain/membership/vip';
import { openSession } from '../../server/src/domain/sessions';
import { ApiError } from '../../server/src/http/api-error';
import { runAllDue } from '../../server/src/jobs/due-jobs';
import type { MembershipAudit } from '../../src/api/contracts/membership';
import { vipPurchaseMachine, type VipPurchaseEvent, vipPurchaseSnapshots } from '../../src/machines/vip-purchase.machine';
import { coveringPaths, reachableStates, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { vipPurchaseModel } from '../machines/vip-purchase-models';
import { buildTestApp, type TestApp } from './helpers';
import { buyVip, call, holder, paidTopUp, payPassword, storedVip, type Holder } from './membership-helpers';
import { deliverDue, expectPaymentInvariants, ordered, payAtCashier } from './payment-helpers';
import { expectLedgerInvariants } from './trade-helpers';

/**
 * The VIP purchase machine's generated paths, replayed through the real API with a fresh member per path: the
 * member's payment by the payment call, the server's events by what really sends them (a top-up paid at the sandbox
 * cashier and notified; the same top-up after the member bought the level from the balance meanwhile, which closes
 * it; a renewal, which supersedes; the clock past the expiry and the deadline job). After every step the stored state
 * is the machine's. At every state the model reaches (the applied one as the payment creates it, inside its
 * transaction), every event of the model the machine refuses there is sent through the enforcer every one of those
 * uses, and is refused 4xx with nothing changed: no call names a purchase to act on (the payment call always makes a
 * new one; its own refusals are in vip.test.ts). The history replays to the stored state; the ledger's and the
 * payments' invariants hold after each path.
 */
type Path = ModelPath<typeof vipPurchaseMachine>;
const paths = coveringPaths(vipPurchaseMachine, undefined, transitionPaths(vipPurchaseMachine, vipPurchaseModel)) as Path[];
const day = 24 * 3_600_000;

it('the covering paths take every transition of the machine', () => {
  expect(uncovered(vipPurchaseMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const latestOf = async (userId: number) => (await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, userId)).orderBy(desc(vipPurchases.id)).limit(1))[0];
const rowOf = async (id: number) => (await t.db.select().from(vipPurchases).where(eq(vipPurchases.id, id)))[0]!;

/** Sends `event` for the member's purchase `id` (null: none yet) the way the product sends it; answers the purchase's id. */
async function send(event: VipPurchaseEvent, m: Holder, id: number | null): Promise<number> {
  switch (event.type) {
    case 'vip.pay': {
      const reply = await buyVip(t, m, 3);
      expect(reply.code, reply.msg).toBe(200);
      return reply.data.purchase.id;
    }
    case 'vip.payByTopUp':
      await paidTopUp(t, m, { purpose: 'vip', levelId: 3, years: 1 });
      return (await latestOf(m.id))!.id;
    case 'vip.close': {
      // The top-up is quoted as a first year of VIP 3; the member buys it from the balance before paying it.
      const order = await ordered(t, m, { purpose: 'vip', levelId: 3, years: 1, channel: 'wechat' });
      expect((await buyVip(t, m, 3)).code).toBe(200);
      await payAtCashier(t, order.payUrl);
      await deliverDue(t);
      return (await latestOf(m.id))!.id;
    }
    case 'vip.supersede':
      expect((await buyVip(t, m, 3)).code).toBe(200);
      return id!;
    case 'vip.expire': {
      const row = await rowOf(id!);
      t.clock.advance(row.expiresAt!.getTime() - t.clock.now().getTime() + day);
      m.token = await openSession(t.db, t.clock.now, m.id);
      await runAllDue(t.db, t.clock.now);
      return id!;
    }
  }
}

/**
 * A model event sent to the purchase through the enforcer (as the job, the top-up effect and the payment send theirs),
 * by the member or the server as the event says: its status.
 */
async function refusedStatus(event: VipPurchaseEvent, id: number, m: Holder): Promise<number> {
  const { type, by, at: _at, ...payload } = event;
  try {
    if (by === 'system') await sendVipSystemEvent(t.db, t.clock.now, id, { type, ...payload } as never);
    else {
      const [member] = await t.db.select().from(users).where(eq(users.id, m.id));
      await sendEvent(vipLifecycle, t.db, t.clock.now, id, { kind: 'member', member: member! }, { type, ...payload }, { limits: new MemoryLimitStore(t.clock.now), payPassword });
    }
    return 200;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.code;
  }
}

/** Every model event the machine refuses at `snapshot` from the role that sends it (the member pays; the server the rest). */
const refusedAt = (snapshot: AnyMachineSnapshot) =>
  (vipPurchaseModel.events(snapshot as never) as VipPurchaseEvent[]).filter((e) => e.by === (e.type === 'vip.pay' ? 'member' : 'system') && !snapshot.can(e));

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const m = await holder(t, { fen: 200_000 });
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      if (id !== null) {
        for (const event of refusedAt(snapshot)) {
          const before = await storedVip(t, m.id);
          const status = await refusedStatus(event, id, m);
          expect(status, `${event.type} at ${JSON.stringify(snapshot.value)}`).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
          expect(await storedVip(t, m.id)).toEqual(before);
          refusals += 1;
        }
      }
      const event = path.events[i];
      if (!event) break;
      id = await send(event, m, id);
      const row = await rowOf(id);
      const expected = path.snapshots[i + 1]!;
      expect(row.stateValue, `after ${event.type}`).toEqual(expected.value);
      // The server writes its own reason for closing; the model's stands for any reason.
      expect((row.context as { closeReason: string | null }).closeReason !== null).toBe(expected.context.closeReason !== null);
    }
    expect(refusals).toBeGreaterThan(0);

    const audit = (await call<MembershipAudit>(t, 'GET', `/api/user/annual/events?id=${id}`, { token: m.token })).data;
    expect(audit.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    expect(audit.replayMatches).toBe(true);
    const rows = await t.db.select().from(vipPurchaseEvents).where(eq(vipPurchaseEvents.purchaseId, id!)).orderBy(asc(vipPurchaseEvents.id));
    const walk = vipPurchaseSnapshots.replay(rows.map((r) => ({ event: r.event, role: r.role as VipPurchaseEvent['by'], at: r.createdAt.getTime(), payload: r.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(audit.stateValue);
    await expectLedgerInvariants(t);
    await expectPaymentInvariants(t);
  });

  it('refuses every server event the applied state refuses, as the payment creates it', async () => {
    const m = await holder(t);
    const start = vipPurchaseSnapshots.start();
    const now = t.clock.now();
    const [row] = await t.db
      .insert(vipPurchases)
      .values({ userId: m.id, levelId: 3, years: 1, kind: 'new', amount: 36_000, paymentType: 'balance', stateValue: vipPurchaseSnapshots.stage(start), context: start.context as Record<string, unknown>, stage: vipPurchaseSnapshots.stage(start), createdAt: now, updatedAt: now })
      .returning();
    const applied = reachableStates(vipPurchaseMachine, vipPurchaseModel).find((s) => s.snapshot.value === 'applied')!.snapshot;
    const refused = refusedAt(applied);
    expect(refused.map((e) => e.type)).toEqual(expect.arrayContaining(['vip.close', 'vip.expire', 'vip.supersede']));
    expect(refused.map((e) => e.type)).not.toContain('vip.pay');
    for (const event of refused) {
      const before = await storedVip(t, m.id);
      const status = await refusedStatus(event, row!.id, m);
      expect(status, `${event.type} at applied`).toBe(400);
      expect(await storedVip(t, m.id)).toEqual(before);
    }
  });

  it('keeps a member’s purchases and their history from everyone else', async () => {
    const [m, other] = [await holder(t, { fen: 36_000 }), await holder(t)];
    const { id } = (await buyVip(t, m, 3)).data.purchase;
    expect((await call(t, 'GET', `/api/user/annual/events?id=${id}`, { token: other.token })).status).toBe(404);
    expect((await call(t, 'GET', `/api/user/annual/events?id=${id}`)).status).toBe(401);
  });
});

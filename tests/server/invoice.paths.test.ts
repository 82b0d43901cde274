import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { invoiceRequests, messages as inbox } from '../../server/src/db/schema';
import type { InvoiceDetail, InvoiceTitle } from '../../src/api/contracts/invoices';
import { invoiceRequestMachine, type InvoiceRequestEvent, invoiceRequestSnapshots } from '../../src/machines/invoice-request.machine';
import { invoiceRequestModel } from '../machines/invoice-request-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import { get, type TestApp } from './helpers';
import { addTitle, apply, expectInvoiceInvariants, invoiceState, issue, refuse, withdraw } from './invoice-helpers';
import { closeChecked, completedOrder, operator, stranger, trader, type Trader, tradingApp } from './trade-helpers';

/**
 * The invoice request machine's generated paths (every edge of its model graph), replayed through the real API, each
 * over a newly completed order: the member's apply and withdraw by the member's calls, staff's issue and refuse by
 * staff's. After every step the stored state and context are the machine's. At every state along the way, every event
 * of the model the machine refuses there is sent by its call and answered 4xx with nothing changed (the requests,
 * their orders and events, the titles, the inbox); another member is refused every call whatever the state. The
 * history replays to the stored state, and an order is on one live request at most after each path.
 *
 * An apply always creates a new request (no call sends invoice.apply to an existing one), so an apply is "refused"
 * only where one is sent: never, as the machine takes every apply from the member.
 */
type Path = ModelPath<typeof invoiceRequestMachine>;
const paths = pathsThroughEveryTransition(invoiceRequestMachine, invoiceRequestModel) as Path[];

let t: TestApp;
let s: Trader;
let b: Trader;
let staff: Trader;
let other: Trader;
let title: InvoiceTitle;
beforeAll(async () => {
  ({ t, s, b } = await tradingApp());
  [staff, other] = await Promise.all([trader(t, operator, { payPassword: false }), trader(t, stranger, { payPassword: false })]);
  title = await addTitle(t, b);
});
afterAll(async () => closeChecked(t));

const missing = 2147483647;
async function send(event: InvoiceRequestEvent, orderId: number, id: number | null, by: Trader = b) {
  switch (event.type) {
    case 'invoice.apply':
      return apply(t, by, [orderId], title.id);
    case 'invoice.issue':
      return issue(t, staff, id ?? missing);
    case 'invoice.refuse':
      return refuse(t, staff, id ?? missing, event.reason);
    case 'invoice.withdraw':
      return withdraw(t, by, id ?? missing);
  }
}

/** Every model event the machine refuses at `snapshot`, from the role that has a call for it, that a call can send. */
function refusedAt(snapshot: AnyMachineSnapshot, id: number | null): InvoiceRequestEvent[] {
  const own = (e: InvoiceRequestEvent) => (e.type === 'invoice.apply' ? e.by === 'member' && id === null : e.by === (e.type === 'invoice.withdraw' ? 'member' : 'operator'));
  return (invoiceRequestModel.events(snapshot as never) as InvoiceRequestEvent[]).filter((e) => own(e) && !snapshot.can(e));
}

/** Everything an invoice call may change for the buyer. */
const stored = async () => ({ ...(await invoiceState(t, b.id)), notices: (await t.db.select({ id: inbox.id }).from(inbox).where(eq(inbox.userId, b.id))).length });

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const orderId = await completedOrder(t, s, b, 9_900);
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot, id)) {
        const before = await stored();
        const reply = await send(event, orderId, id);
        expect(reply.status, `${event.type} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored()).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, orderId, id);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      id = (reply.data as InvoiceDetail).id;
      const [row] = await t.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, id));
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    expect(refusals).toBeGreaterThan(0);

    // Another member reaches none of it, at any state; a member who is not staff decides nothing.
    const before = await stored();
    expect((await send({ type: 'invoice.withdraw', by: 'member', at: 0 }, orderId, id, other)).status).toBe(404);
    expect((await get(t, `/api/trade/buyer/invoices/${id}`, { token: other.token })).status).toBe(404);
    expect((await issue(t, other, id!)).status).toBe(403);
    expect((await refuse(t, other, id!, '不是工作人员')).status).toBe(403);
    expect(await stored()).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const detail = (await get<InvoiceDetail>(t, `/api/trade/buyer/invoices/${id}`, { token: b.token })).data;
    expect(detail.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = invoiceRequestSnapshots.replay(detail.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(detail.stateValue);
    expect(detail.replayMatches).toBe(true);
    await expectInvoiceInvariants(t);
  });
});

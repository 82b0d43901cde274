import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { accountOpeningEvents, accountOpenings, smsOutbox } from '../../server/src/db/schema';
import { accountOpeningMachine, type AccountOpeningEvent, accountOpeningSnapshots } from '../../src/machines/account-opening.machine';
import { accountOpeningModel } from '../machines/account-opening-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import { identityUpload } from './authentication-helpers';
import { authenticatedMember, cardNumber, expectCashOutInvariants, openingCall, openingDetailOf } from './cash-out-helpers';
import { buildTestApp, latestCode, type TestApp } from './helpers';

/**
 * The account-opening machine's generated paths (every edge of its model graph), replayed through the real API with
 * a fresh authenticated member per path: each step by its call, the bank's code read from the development bank's
 * text message (the SMS outbox). After every step the stored state is the machine's. At every state, every step the
 * machine refuses there is sent by its call and answered 4xx with nothing changed (the opening, its events, the texts
 * sent); another member never sees it. The history replays to the stored state; no money moves.
 */
type Path = ModelPath<typeof accountOpeningMachine>;
const paths = pathsThroughEveryTransition(accountOpeningMachine, accountOpeningModel) as Path[];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof authenticatedMember>>;

async function send(event: AccountOpeningEvent, who: Member) {
  switch (event.type) {
    case 'opening.uploadPhotos':
      return openingCall(t, who, 'photoUpload', { frontKey: await identityUpload(t, who.id), backKey: await identityUpload(t, who.id) });
    case 'opening.open':
      return openingCall(t, who, 'openAccount');
    case 'opening.tieCard':
      return openingCall(t, who, 'tieCard', { bankCode: event.bankCode, cardNo: cardNumber(), phone: who.phone });
    case 'opening.confirmCard': {
      // The code the bank sent, when it sent one; a guess otherwise (the step is refused before the bank is asked).
      const sent = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, who.phone));
      return openingCall(t, who, 'tieCardConfirmed', { code: sent.length ? await latestCode(t, who.phone) : '123456' });
    }
    case 'opening.sign':
      return openingCall(t, who, 'signContract');
  }
}

const refusedAt = (snapshot: AnyMachineSnapshot) => (accountOpeningModel.events(snapshot as never) as AccountOpeningEvent[]).filter((e) => !snapshot.can(e));

/** Everything an opening call may change for a member: the opening, its events, the texts sent to their phone. */
async function stored(who: Member) {
  const [row] = await t.db.select().from(accountOpenings).where(eq(accountOpenings.userId, who.id));
  const events = row ? await t.db.select().from(accountOpeningEvents).where(eq(accountOpeningEvents.openingId, row.id)) : [];
  const texts = await t.db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.phone, who.phone));
  return { row: row ?? null, events: events.length, texts: texts.length };
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const [who, other] = await Promise.all([authenticatedMember(t, { payPassword: false }), authenticatedMember(t, { payPassword: false })]);
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot)) {
        const before = await stored(who);
        const reply = await send(event, who);
        expect(reply.status, `${event.type} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored(who)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, who);
      expect(reply.code, `${event.type}: ${reply.msg}`).toBe(200);
      const opening = reply.data.opening!;
      expect([opening.stateValue, opening.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    expect(refusals).toBeGreaterThan(0);

    expect((await openingDetailOf(t, other)).opening).toBeNull();
    const opening = (await openingDetailOf(t, who)).opening!;
    expect(opening.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = accountOpeningSnapshots.replay(opening.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(opening.stateValue);
    await expectCashOutInvariants(t);
  });
});

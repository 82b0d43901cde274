import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { expireDueBlockTrades } from '../../server/src/domain/block-trades/expiry';
import { blockTradeMachine, type BlockTradeEvent, blockTradeSnapshots } from '../../src/machines/block-trade.machine';
import { blockTradeModel } from '../machines/block-trade-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import { applicant, apply, applyBody, chinaDay, detail, list, myPage, reject, stored, withdraw } from './block-trade-helpers';
import { buildTestApp, login, type TestApp } from './helpers';

/**
 * The block-trade machine's generated paths (every edge of its model graph), replayed through the real API with a
 * fresh member per path: the member's application and withdrawal by the member's calls, staff's decisions by staff's,
 * the expiry by the due job once the clock has passed the last day. After every step the stored state and context
 * are the machine's. At every state along the way, every event of the model the machine refuses there is sent by its
 * call and answered 4xx with nothing changed (the applications, their events, the inbox); another member is refused
 * staff's calls (403) and the withdrawal (404) whatever the state. The history replays to the stored state.
 *
 * An application always creates a new row (no call sends blockTrade.submit to an existing one), and the expiry has no
 * call (the job sends it, tested across China's midnight in block-trades.test.ts), so neither is sent refused here.
 */
type Path = ModelPath<typeof blockTradeMachine>;
const paths = pathsThroughEveryTransition(blockTradeMachine, blockTradeModel) as Path[];

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof applicant>>;
const missing = 2147483647;

async function send(event: BlockTradeEvent, member: Member, id: number | null): Promise<{ status: number; code: number; msg: string }> {
  switch (event.type) {
    case 'blockTrade.submit':
      // Its last day is today: the expiry, when the path takes it, only has to wait for China's midnight.
      return apply(t, member.token, await applyBody(t, { expiryDate: chinaDay(t) }));
    case 'blockTrade.list':
      return list(t, staff, id ?? missing);
    case 'blockTrade.reject':
      return reject(t, staff, id ?? missing, event.reason);
    case 'blockTrade.withdraw':
      return withdraw(t, member.token, id ?? missing);
    case 'blockTrade.expire': {
      t.clock.advance(24 * 3_600_000);
      const moved = await expireDueBlockTrades(t.db, t.clock.now);
      return { status: 200, code: moved > 0 ? 200 : 400, msg: `expired ${moved}` };
    }
  }
}

/** Every model event the machine refuses at `snapshot` that a call sends, from the role the call is for. */
function refusedAt(snapshot: AnyMachineSnapshot, id: number | null): BlockTradeEvent[] {
  const own = (e: BlockTradeEvent) => {
    if (e.type === 'blockTrade.submit' || e.type === 'blockTrade.expire') return false;
    if (id === null) return false;
    return e.type === 'blockTrade.withdraw' ? e.by === 'member' : e.by === 'operator';
  };
  return (blockTradeModel.events(snapshot as never) as BlockTradeEvent[]).filter((e) => own(e) && !snapshot.can(e));
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const [who, other] = await Promise.all([applicant(t), applicant(t)]);
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot, id)) {
        const before = await stored(t, who.id);
        const reply = await send(event, who, id);
        expect(reply.status, `${event.type} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored(t, who.id)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, who, id);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      const [row] = (await stored(t, who.id)).rows;
      id = row!.id;
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    expect(refusals).toBeGreaterThan(0);

    // Nobody but staff decides and nobody but the applicant withdraws, at any state; another member sees none of it.
    const before = await stored(t, who.id);
    expect((await list(t, other.token, id!)).status).toBe(403);
    expect((await reject(t, other.token, id!, '不是工作人员')).status).toBe(403);
    expect((await withdraw(t, other.token, id!)).status).toBe(404);
    expect((await myPage(t, other.token)).data.list).toEqual([]);
    expect(await stored(t, who.id)).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const item = (await detail(t, id!, who.token)).data;
    expect(item.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = blockTradeSnapshots.replay(item.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(item.stateValue);
    expect(item.replayMatches).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { callSending } from '../../src/api/contracts/lifecycle-calls';
import { agentDeliveryMachine, type AgentDeliveryEvent, agentDeliverySnapshots } from '../../src/machines/agent-delivery.machine';
import { agentDeliveryModel } from '../machines/agent-delivery-models';
import { type ModelPath } from '../machines/coverage';
import { pathsThroughEveryTransition } from './machine-paths';
import { party } from './agent-helpers';
import { cast, delivered, detail, expectDeliveryInvariants, productPhoto, storedState, type Cast } from './agent-delivery-helpers';
import { buildTestApp, get, post, type TestApp } from './helpers';

/**
 * The agent delivery machine's generated paths (every edge of its model graph), replayed through the real API with a
 * fresh member, agent and other side per path: the create by the member's confirmation of a basket with the agent (a
 * delivery is only ever made so), every other event by its call. After every step the stored state and context are
 * the machine's and the ledger's and the fee pool's invariants hold. At every state along the way, every event of the
 * model the machine refuses there that a call sends is sent by it and answered 4xx with nothing changed (the delivery,
 * its events, both balances, the pool, the inbox); a stranger is refused every call and the reads. The history replays
 * to the stored state.
 */
type Path = ModelPath<typeof agentDeliveryMachine>;
const paths = pathsThroughEveryTransition(agentDeliveryMachine, agentDeliveryModel) as Path[];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Reply = { status: number; code: number; msg: string };

/** The model's photos are names, not uploads: each becomes an upload of the sender's own (a list of 10 stays 10). */
async function withOwnPhotos(c: Cast, by: 'member' | 'agent', payload: Record<string, unknown>) {
  if (!Array.isArray(payload.photos)) return payload;
  const photos = [];
  for (let i = 0; i < payload.photos.length; i++) photos.push(await productPhoto(t, c[by]));
  return { ...payload, photos };
}

/** Sends a model event by the call for its role; the create by the member's confirmation. */
async function send(event: AgentDeliveryEvent, c: Cast, id: number | null): Promise<Reply & { id?: number }> {
  if (event.type === 'agentDelivery.create') {
    const [made] = await delivered(t, c, { instruction: event.instruction });
    return { status: 200, code: 200, msg: 'created', id: made!.id };
  }
  const call = callSending('agentDelivery', event.type, event.by)!;
  const { type: _type, by: _by, at: _at, ...payload } = event as AgentDeliveryEvent & Record<string, unknown>;
  return post(t, call.path, { id, ...(await withOwnPhotos(c, event.by as 'member' | 'agent', payload)) }, { token: c[event.by as 'member' | 'agent'].token });
}

/** Every model event the machine refuses at `snapshot` that a call sends, from a role some call is for. */
function refusedAt(snapshot: AnyMachineSnapshot, id: number | null): AgentDeliveryEvent[] {
  if (id === null) return [];
  return (agentDeliveryModel.events(snapshot as never) as AgentDeliveryEvent[]).filter((e) => callSending('agentDelivery', e.type, e.by) !== undefined && !snapshot.can(e));
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const c = await cast(t, { fee: 500, balance: 10_000 });
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot, id)) {
        const before = await storedState(t, c, id!);
        const reply = await send(event, c, id);
        expect(reply.status, `${event.type} by ${event.by} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await storedState(t, c, id!)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, c, id);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      if (id === null) id = reply.id!;
      const { row } = await storedState(t, c, id);
      expect([row!.stateValue, row!.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
      await expectDeliveryInvariants(t);
    }
    if (path.snapshots.length > 2) expect(refusals).toBeGreaterThan(0);

    // A stranger changes nothing and reads nothing of it, whatever the state.
    const stranger = await party(t, true);
    const before = await storedState(t, c, id!);
    for (const call of ['cancel', 'receive', 'accept', 'reject', 'hold', 'forward', 'return'])
      expect((await post(t, `/api/agent/delivery/${call}`, { id, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, { token: stranger.token })).status).toBe(404);
    expect((await post(t, '/api/agent/delivery/inspect', { id, quantity: 2, grade: '全品', photos: [await productPhoto(t, stranger)] }, { token: stranger.token })).status).toBe(404);
    expect((await detail(t, stranger, id!)).status).toBe(404);
    expect((await get<{ total: number }>(t, '/api/agent/delivery/page?as=agent', { token: stranger.token })).data.total).toBe(0);
    expect(await storedState(t, c, id!)).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const item = (await detail(t, c.member, id!)).data;
    expect(item.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    const walk = agentDeliverySnapshots.replay(item.events.map((e) => ({ event: e.event, role: e.role, at: e.at, payload: e.payload })));
    expect(walk.snapshots.at(-1)!.value).toBe(item.stateValue);
    expect(item.replayMatches).toBe(true);
  });
});

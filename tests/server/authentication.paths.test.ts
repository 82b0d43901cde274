import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { authenticationRoles, type AuthenticationKind } from '../../src/api/contracts/authentication-names';
import { authenticationMachine, type AuthenticationEvent, authenticationSnapshots } from '../../src/machines/authentication.machine';
import { coveringPaths, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { authenticationModel } from '../machines/lifecycle-models';
import { applicant, approve, infoOf, papersOf, reject, staffToken, stored, submit, type Applicant } from './authentication-helpers';
import { buildTestApp, type TestApp } from './helpers';

/**
 * The authentication machine's generated paths, replayed through the real API with a fresh member per path: the
 * member's events by the member's calls, staff's by staff's. After every step the stored state and context are the
 * machine's. At every state along the way, every event of the model that the machine refuses there is sent by its
 * call and answered 4xx with nothing changed (the application, its events, the member's row, the inbox); a member
 * who is not staff is refused the staff calls (403) whatever the state; the history replays to the stored state.
 */
type Path = ModelPath<typeof authenticationMachine>;
const paths = coveringPaths(authenticationMachine, undefined, transitionPaths(authenticationMachine, authenticationModel)) as Path[];

it('the covering paths take every transition of the machine', () => {
  expect(uncovered(authenticationMachine, [{ paths }])).toEqual({ states: [], transitions: [] });
});

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

/** The call that sends `event` for `member`'s application `id` (null before the first submission). */
async function send(event: AuthenticationEvent, member: Applicant, id: number | null) {
  switch (event.type) {
    case 'auth.submit':
    case 'auth.resubmit':
      return submit(t, member, event.kind as AuthenticationKind, await papersOf(t, member, event.kind), event.type === 'auth.resubmit');
    case 'auth.approve':
      return approve(t, staff, id ?? 2147483647);
    case 'auth.reject':
      return reject(t, staff, id ?? 2147483647, event.reason);
  }
}

/** Every model event the machine refuses at `snapshot` from the role that has a call for it. */
function refusedAt(snapshot: AnyMachineSnapshot): AuthenticationEvent[] {
  const own = (e: AuthenticationEvent) => (e.type === 'auth.approve' || e.type === 'auth.reject' ? e.by === 'operator' : e.by === 'member');
  return (authenticationModel.events(snapshot as never) as AuthenticationEvent[]).filter((e) => own(e) && !snapshot.can(e));
}

describe('generated paths through the API', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
    const [member, other] = [await applicant(t), await applicant(t)];
    let id: number | null = null;
    let refusals = 0;
    for (const [i, snapshot] of path.snapshots.entries()) {
      for (const event of refusedAt(snapshot)) {
        const before = await stored(t, member.id);
        const reply = await send(event, member, id);
        expect(reply.status, `${event.type} at ${JSON.stringify(snapshot.value)}: ${reply.msg}`).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
        expect(await stored(t, member.id)).toEqual(before);
        refusals += 1;
      }
      const event = path.events[i];
      if (!event) break;
      const reply = await send(event, member, id);
      expect(reply.code, `${event.type} by ${event.by}: ${reply.msg}`).toBe(200);
      const application = (await infoOf(t, member)).application!;
      id = application.id;
      expect([application.stateValue, application.context], `after ${event.type}`).toEqual([path.snapshots[i + 1]!.value, path.snapshots[i + 1]!.context]);
    }
    expect(refusals).toBeGreaterThan(0);

    // Nobody but staff decides, at any state; another member sees only their own (no) application.
    const before = await stored(t, member.id);
    expect((await approve(t, other.token, id!)).status).toBe(403);
    expect((await reject(t, other.token, id!, '资料不全')).status).toBe(403);
    expect((await infoOf(t, other)).application).toBeNull();
    expect(await stored(t, member.id)).toEqual(before);

    // The recorded history is the path, and replays to the stored state.
    const application = (await infoOf(t, member)).application!;
    expect(application.events.map((e) => `${e.event} by ${e.role}`)).toEqual(path.events.map((e) => `${e.type} by ${e.by}`));
    expect(authenticationRoles).toContain(application.events[0]!.role);
    const walk = authenticationSnapshots.replay(application.events.map((e, n) => ({ event: e.event, role: e.role, at: n, payload: e.reason ? { reason: e.reason } : {} })));
    expect(walk.snapshots.at(-1)!.value).toBe(application.stateValue);
  });
});

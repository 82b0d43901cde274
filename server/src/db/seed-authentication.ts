import type { PersonalPapers } from '../../../src/api/contracts/authentication';
import { type AuthenticationEvent, authenticationSnapshots } from '../../../src/machines/authentication.machine';
import { addMs, type Clock } from '../domain/clock';
import type { Db } from './database';
import { authApplicationEvents, authApplications } from './schema';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * 邮友小王 (level 2, personal) got there through an application staff approved: his record, consistent with his users
 * row. The papers have no pictures: the demo has no stored files to point at. 待认证用户 has not applied, so a fresh
 * member's whole path can be tried with that account.
 */
export async function seedAuthentication(tx: Db, clock: Clock, memberId: Map<string, number>): Promise<void> {
  const userId = memberId.get('邮友小王')!;
  const staffId = memberId.get('平台客服')!;
  const papers = { realName: '王晓明', idNumber: '310104199005121237' } satisfies Partial<PersonalPapers>;
  const steps: Array<{ event: AuthenticationEvent; actorId: number; at: Date }> = [
    { event: { type: 'auth.submit', by: 'member', kind: 'personal' }, actorId: userId, at: addMs(clock(), -30 * dayMs) },
    { event: { type: 'auth.approve', by: 'operator' }, actorId: staffId, at: addMs(clock(), -29 * dayMs) },
  ];
  let snapshot = authenticationSnapshots.start();
  const records = steps.map(({ event, actorId, at }) => {
    const from = authenticationSnapshots.stage(snapshot);
    snapshot = authenticationSnapshots.next(snapshot, { ...event, at: at.getTime() });
    const { type, by, ...payload } = event;
    return { actorId, role: by, event: type, payload, fromState: from, toState: authenticationSnapshots.stage(snapshot), createdAt: at };
  });
  const [application] = await tx
    .insert(authApplications)
    .values({
      userId,
      kind: 'personal',
      papers,
      ...authenticationSnapshots.stored(snapshot),
      version: steps.length,
      createdAt: steps[0]!.at,
      updatedAt: steps.at(-1)!.at,
    })
    .returning({ id: authApplications.id });
  await tx.insert(authApplicationEvents).values(records.map((r) => ({ ...r, applicationId: application!.id })));
}

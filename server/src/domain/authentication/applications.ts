import { eq, sql } from 'drizzle-orm';
import type { Papers } from '../../../../src/api/contracts/authentication';
import { photoFields, type AuthenticationKind, type AuthenticationStage } from '../../../../src/api/contracts/authentication';
import type { MessageKey } from '../../../../src/api/contracts/messages';
import { submissionEvent,
  type AuthenticationEvent, authenticationSnapshots } from '../../../../src/machines/authentication.machine';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { authApplicationEvents, authApplications, authStates, users } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import type { Clock } from '../clock';
import { commit, prepare, sendEvent, type Lifecycle, type Sender } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { isAuthenticated } from '../members';
import { deliverNotice } from '../notices';
import type { Member } from '../sessions';
import { ownUpload } from '../uploads';
import { approvedNotice, rejectedNotice } from './authentication-notices';

export type AuthApplicationRow = typeof authApplications.$inferSelect;

/** What a member's call submits: the kind and its papers, written with the transition that accepts them. */
export interface Submission {
  kind: AuthenticationKind;
  papers: Papers;
}

/** The row, and the papers when the event is a submission (the machine sees only the kind). */
interface Loaded {
  row: AuthApplicationRow;
  submission?: Submission;
}

const photoKeysOf = ({ kind, papers }: Submission) => photoFields[kind].map(([field]) => (papers as unknown as Record<string, string>)[field]!);

/**
 * An authentication application's lifecycle for the enforcer (docs/adr/0014, 0023). The member is the application's
 * owner; platform staff review any application but their own. A submission's pictures must be the member's own
 * identity uploads, checked once the machine has accepted the submission, in its transaction. The member's
 * users row follows the application: under review, rejected, or approved with level at least 2 and the kind as authType.
 */
export const authenticationLifecycle: Lifecycle<AuthApplicationRow, Loaded> = {
  ...tableLifecycle({
    table: authApplications,
    events: authApplicationEvents,
    objectId: 'applicationId',
    stage: authenticationSnapshots.stage,
    // The member's submission (the papers and their kind) is written with the event that sends it.
    columns: ({ loaded }: { loaded: Loaded }) => (loaded.submission ? { kind: loaded.submission.kind, papers: loaded.submission.papers as unknown as Record<string, unknown> } : {}),
  }),
  refusals: { notAllowed: 'authActionNotAllowed', changed: 'authChanged', notParty: 'authApplicationNotFound' },

  roleOf(row, sender) {
    if (sender.kind === 'system') return null;
    if (sender.kind === 'operator') return row.userId === sender.member.id ? null : 'operator';
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => authenticationSnapshots.resolve(row.stateValue, row.context),

  async before(tx, _clock, { loaded, sender }) {
    if (!loaded.submission || sender.kind === 'system') return;
    for (const key of photoKeysOf(loaded.submission)) await ownUpload(tx, sender.member, key, 'identity');
  },

  async effects(tx, _clock, step, updated) {
    const event = step.event as unknown as AuthenticationEvent;
    const member = eq(users.id, updated.userId);
    switch (event.type) {
      case 'auth.submit':
      case 'auth.resubmit':
        await tx.update(users).set({ authState: authStates.pending }).where(member);
        return;
      case 'auth.reject':
        await tx.update(users).set({ authState: authStates.rejected }).where(member);
        await deliverNotice(tx, rejectedNotice(updated.userId, updated.kind, event.reason.trim()), step.now);
        return;
      case 'auth.approve':
        await tx
          .update(users)
          .set({ level: sql`greatest(${users.level}, 2)`, authType: updated.kind, authState: authStates.approved })
          .where(member);
        await deliverNotice(tx, approvedNotice(updated.userId, updated.kind), step.now);
        return;
    }
  },
};

/** The lifecycle with the submission's papers loaded alongside the row, for the member's submit and edit calls. */
const submitting = (submission: Submission): Lifecycle<AuthApplicationRow, Loaded> => ({
  ...authenticationLifecycle,
  load: async (db, id) => {
    const loaded = await authenticationLifecycle.load(db, id);
    return loaded && { ...loaded, submission };
  },
});

export async function applicationOf(db: Db, userId: number): Promise<AuthApplicationRow | undefined> {
  const [row] = await db.select().from(authApplications).where(eq(authApplications.userId, userId)).limit(1);
  return row;
}

/** Why the machine refused a member's submission, as the member should read it: by where the application stands. */
const submissionRefusals: Record<AuthenticationStage, { submit: MessageKey; edit: MessageKey }> = {
  draft: { submit: 'authActionNotAllowed', edit: 'authNotSubmitted' },
  submitted: { submit: 'authUnderReview', edit: 'authUnderReview' },
  approved: { submit: 'authAlreadyApproved', edit: 'authAlreadyApproved' },
  rejected: { submit: 'authUseEdit', edit: 'authActionNotAllowed' },
};

/**
 * personalAuthentication / companyAuthentication (`edit` false: the first submission) and their /edit (after a
 * rejection): the member's papers, through the enforcer. The first submission creates the application in draft and
 * submits it in one transaction. A member authenticated before applications were recorded has none and may not start
 * one.
 */
export async function submitPapers(
  db: Db,
  clock: Clock,
  member: Member,
  submission: Submission,
  edit: boolean,
  idempotencyKey: string | null,
): Promise<AuthApplicationRow> {
  const sender: Sender = { kind: 'member', member };
  const payload = { type: submissionEvent(edit), kind: submission.kind };
  const existing = await applicationOf(db, member.id);
  if (!existing) {
    if (edit) throw badRequest('authNotSubmitted');
    if (isAuthenticated(member)) throw badRequest('authAlreadyApproved');
    const created = await createSubmitted(db, clock, sender, submission, payload, idempotencyKey);
    if (created) return created;
  }
  const id = existing?.id ?? (await applicationOf(db, member.id))!.id;
  try {
    return await sendEvent(submitting(submission), db, clock, id, sender, payload, { idempotencyKey: idempotencyKey ?? undefined, roles: ['member'] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.messageKey !== 'authActionNotAllowed') throw error;
    const stage = (await applicationOf(db, member.id))!.stage as AuthenticationStage;
    throw badRequest(submissionRefusals[stage][edit ? 'edit' : 'submit']);
  }
}

/** The new application, submitted; null when another call created the member's application first. */
async function createSubmitted(
  db: Db,
  clock: Clock,
  sender: Sender,
  submission: Submission,
  payload: { type: string; kind: AuthenticationKind },
  idempotencyKey: string | null,
): Promise<AuthApplicationRow | null> {
  if (sender.kind === 'system') throw new Error('only a member submits papers');
  const draft = authenticationSnapshots.start();
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(authApplications)
        .values({
          userId: sender.member.id,
          kind: submission.kind,
          papers: submission.papers as unknown as Record<string, unknown>,
          ...authenticationSnapshots.stored(draft),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const step = prepare(authenticationLifecycle, { row: row!, submission }, sender, payload, now, ['member']);
      return commit(authenticationLifecycle, tx, clock, step, idempotencyKey);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'auth_applications_one_per_member')) return null;
    throw error;
  }
}

import { eq } from 'drizzle-orm';
import type { OpeningPhotosRequest } from '../../../../src/api/contracts/cash-out';
import { type AccountOpeningEvent, accountOpeningSnapshots } from '../../../../src/machines/account-opening.machine';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { accountOpeningEvents, accountOpenings } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import type { BankProvider, TiedCard } from '../../providers/bank';
import { realNamesOf } from '../bank-cards/cards';
import type { Clock } from '../clock';
import { commit, prepare, sendEvent, type Lifecycle, type LifecycleEventPayload, type Sender } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { isAuthenticated } from '../members';
import type { Member } from '../sessions';
import { ownUpload } from '../uploads';

export type OpeningRow = typeof accountOpenings.$inferSelect;

/**
 * What the steps write into account_openings.detail: the photos' keys, the bank's account number, the tied card (its
 * whole number: the member's own, shown masked), the contract's number. Written by the transition that accepts them.
 */
export interface OpeningDetail {
  frontKey?: string;
  backKey?: string;
  accountNo?: string;
  card?: TiedCard;
  cardConfirmedAt?: string;
  contractNo?: string;
}

interface Loaded {
  row: OpeningRow;
  /** What the event's step writes into the detail (the bank's answer, the photos). */
  changes?: OpeningDetail;
}

/**
 * An account opening's lifecycle for the enforcer (docs/adr/0014, 0027): the member's own, one per member. The photos
 * must be the member's own identity uploads, checked once the machine has accepted them, in its transaction.
 */
export const accountOpeningLifecycle: Lifecycle<OpeningRow, Loaded> = {
  ...tableLifecycle({
    table: accountOpenings,
    events: accountOpeningEvents,
    objectId: 'openingId',
    stage: accountOpeningSnapshots.stage,
    // The bank's answer (or the photos' keys) joins what the opening holds.
    columns: ({ row, loaded }: { row: OpeningRow; loaded: Loaded }) => ({ detail: { ...row.detail, ...loaded.changes } }),
  }),
  refusals: { notAllowed: 'openingActionNotAllowed', changed: 'openingChanged', notParty: 'openingNotFound' },

  roleOf(row, sender) {
    if (sender.kind !== 'member') return null;
    return row.userId === sender.member.id ? 'member' : null;
  },

  snapshot: (row) => accountOpeningSnapshots.resolve(row.stateValue, row.context),

  async before(tx, _clock, { loaded, sender }) {
    if (sender.kind === 'system') return;
    const { frontKey, backKey } = loaded.changes ?? {};
    for (const key of [frontKey, backKey]) if (key) await ownUpload(tx, sender.member, key, 'identity');
  },

  // Nothing else moves: no money, no other object. The bank answered before the event was sent.
  async effects() {},
};

const withChanges = (changes: OpeningDetail): Lifecycle<OpeningRow, Loaded> => ({
  ...accountOpeningLifecycle,
  load: async (db, id) => {
    const loaded = await accountOpeningLifecycle.load(db, id);
    return loaded && { ...loaded, changes };
  },
});

export async function openingOf(db: Db, userId: number): Promise<OpeningRow | undefined> {
  const [row] = await db.select().from(accountOpenings).where(eq(accountOpenings.userId, userId)).limit(1);
  return row;
}

const detailOf = (row: OpeningRow) => row.detail as OpeningDetail;

/** A step's event as the member's call sends it (the server adds `by` and `at`). */
type StepEvent = LifecycleEventPayload & { type: Exclude<AccountOpeningEvent['type'], 'opening.uploadPhotos'> };

/**
 * One step after the photos: refused (nothing asked of the bank) unless the member is authenticated, has an opening
 * and the machine takes the event from them now; then the bank is asked (`ask`: its answer becomes the step's
 * changes, or it refuses), then the event is sent with the answer. A retried call whose key is recorded already is
 * answered with the opening as it is, and the bank is not asked again.
 */
async function step(
  db: Db,
  clock: Clock,
  member: Member,
  event: StepEvent,
  idempotencyKey: string | null,
  ask: (row: OpeningRow) => Promise<OpeningDetail>,
): Promise<OpeningRow> {
  if (!isAuthenticated(member)) throw badRequest('openingNeedsAuthentication');
  const row = await openingOf(db, member.id);
  if (!row) throw badRequest('openingNotFound');
  if (idempotencyKey && (await accountOpeningLifecycle.recorded(db, row.id, idempotencyKey))) return row;
  const sender: Sender = { kind: 'member', member };
  prepare(accountOpeningLifecycle, { row }, sender, event, clock(), ['member']);
  const changes = await ask(row);
  return sendEvent(withChanges(changes), db, clock, row.id, sender, event, { idempotencyKey: idempotencyKey ?? undefined, roles: ['member'] });
}

/**
 * POST /account/photoUpload: the identity card's two sides (the member's own identity uploads). The first upload
 * creates the opening in draft and sends opening.uploadPhotos in the same transaction; later ones replace the photos
 * while the account is not opened yet.
 */
export async function uploadPhotos(db: Db, clock: Clock, member: Member, photos: OpeningPhotosRequest, idempotencyKey: string | null): Promise<OpeningRow> {
  if (!isAuthenticated(member)) throw badRequest('openingNeedsAuthentication');
  const sender: Sender = { kind: 'member', member };
  const event = { type: 'opening.uploadPhotos' } as const;
  const changes: OpeningDetail = { frontKey: photos.frontKey, backKey: photos.backKey };
  const existing = await openingOf(db, member.id);
  if (!existing) {
    const created = await createWithPhotos(db, clock, sender, changes, idempotencyKey);
    if (created) return created;
  }
  const id = existing?.id ?? (await openingOf(db, member.id))!.id;
  return sendEvent(withChanges(changes), db, clock, id, sender, event, { idempotencyKey: idempotencyKey ?? undefined, roles: ['member'] });
}

/** The new opening with its photos; null when another call created the member's opening first. */
async function createWithPhotos(db: Db, clock: Clock, sender: Sender, changes: OpeningDetail, idempotencyKey: string | null): Promise<OpeningRow | null> {
  if (sender.kind !== 'member') throw new Error('only a member opens an account');
  const draft = accountOpeningSnapshots.start();
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accountOpenings)
        .values({
          userId: sender.member.id,
          detail: {},
          ...accountOpeningSnapshots.stored(draft),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const step = prepare(accountOpeningLifecycle, { row: row!, changes }, sender, { type: 'opening.uploadPhotos' }, now, ['member']);
      return commit(accountOpeningLifecycle, tx, clock, step, idempotencyKey);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'account_openings_one_per_member')) return null;
    throw error;
  }
}

/** POST /account/openAccount: the bank opens an account in the member's authenticated name. */
export const openAccount = (db: Db, clock: Clock, bank: BankProvider, member: Member, idempotencyKey: string | null) =>
  step(db, clock, member, { type: 'opening.open' }, idempotencyKey, async (row) => {
    const detail = detailOf(row);
    const names = await realNamesOf(db, member);
    const { accountNo } = await bank.openAccount({ memberId: member.id, realName: names[0] ?? null, photoKeys: [detail.frontKey!, detail.backKey!] });
    return { accountNo };
  });

/** POST /account/tieCard: a card tied to the account; its bank sends a code to the card's phone. Again for another card. */
export const tieCard = (db: Db, clock: Clock, bank: BankProvider, member: Member, card: TiedCard, idempotencyKey: string | null) =>
  step(db, clock, member, { type: 'opening.tieCard', bankCode: card.bankCode }, idempotencyKey, async (row) => {
    await bank.sendCardCode(detailOf(row).accountNo!, card);
    return { card };
  });

/** POST /account/tieCardConfirmed: the code the card's bank sent; a wrong or expired one changes nothing. */
export const confirmCard = (db: Db, clock: Clock, bank: BankProvider, member: Member, code: string, idempotencyKey: string | null) =>
  step(db, clock, member, { type: 'opening.confirmCard' }, idempotencyKey, async (row) => {
    if (!(await bank.confirmCard(detailOf(row).accountNo!, code))) throw badRequest('bankCodeWrong');
    return { cardConfirmedAt: clock().toISOString() };
  });

/** POST /account/signContract: the account contract, signed with the bank. */
export const signContract = (db: Db, clock: Clock, bank: BankProvider, member: Member, idempotencyKey: string | null) =>
  step(db, clock, member, { type: 'opening.sign' }, idempotencyKey, async (row) => {
    const { contractNo } = await bank.signContract(detailOf(row).accountNo!);
    return { contractNo };
  });

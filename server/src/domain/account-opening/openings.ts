import { eq } from 'drizzle-orm';
import { type AccountOpeningEvent, accountOpeningSnapshots } from '../../../../src/machines/account-opening.machine';
import { offers } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import { accountOpeningEvents, accountOpenings } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import type { BankProvider, TiedCard } from '../../providers/bank';
import { realNamesOf } from '../bank-cards/cards';
import type { Clock } from '../clock';
import type { Lifecycle, LifecycleRow, Step } from '../lifecycle/enforcer';
import { tableLifecycle } from '../lifecycle/table-lifecycle';
import { isAuthenticated } from '../members';
import type { Member } from '../sessions';

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
 * An account opening's lifecycle for the enforcer (docs/adr/0014, 0027): the member's own, one per member. Its calls
 * are in the one call table and go through the one dispatch (server/src/routes/lifecycle.ts), which checks the photos
 * are the member's own identity uploads and asks the bank (`askTheBank`) before the step is recorded.
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

  // Nothing else moves: no money, no other object. The bank answered before the event was sent.
  async effects() {},
};

export async function openingOf(db: Db, userId: number): Promise<OpeningRow | undefined> {
  const [row] = await db.select().from(accountOpenings).where(eq(accountOpenings.userId, userId)).limit(1);
  return row;
}

/**
 * The opening a member's step is on: their own, the paths name none. Refused (nothing asked of the bank) unless the
 * member is authenticated. A step the machine's start takes (the first photos) makes it, in draft, when there is none:
 * the photos were checked to be the member's own before, and the event is sent at once; a second call racing the
 * first finds the one the first made.
 */
export async function ownOpeningId(db: Db, clock: Clock, member: Member, event: string): Promise<number> {
  if (!isAuthenticated(member)) throw badRequest('openingNeedsAuthentication');
  const found = await openingOf(db, member.id);
  if (found) return found.id;
  if (!offers(accountOpeningSnapshots.start(), event, 'member')) throw badRequest('openingNotFound');
  const now = clock();
  await db
    .insert(accountOpenings)
    .values({ userId: member.id, detail: {}, ...accountOpeningSnapshots.stored(accountOpeningSnapshots.start()), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return (await openingOf(db, member.id))!.id;
}

const detailOf = (row: OpeningRow) => row.detail as OpeningDetail;
type StepType = AccountOpeningEvent['type'];
type Asked = { bank: BankProvider; db: Db; member: Member; row: OpeningRow; body: Record<string, unknown>; now: Date };

/** What each step writes into the opening: the photos' keys from the call, or the bank's answer to it. */
const answers: Record<StepType, (asked: Asked) => Promise<OpeningDetail>> = {
  'opening.uploadPhotos': async ({ body }) => ({ frontKey: body.frontKey as string, backKey: body.backKey as string }),
  // The bank opens an account in the member's authenticated name.
  'opening.open': async ({ bank, db, member, row }) => {
    const { frontKey, backKey } = detailOf(row);
    const names = await realNamesOf(db, member);
    const { accountNo } = await bank.openAccount({ memberId: member.id, realName: names[0] ?? null, photoKeys: [frontKey!, backKey!] });
    return { accountNo };
  },
  // A card tied to the account: its bank sends a code to the card's phone. Again for another card.
  'opening.tieCard': async ({ bank, row, body }) => {
    const card: TiedCard = { bankCode: body.bankCode as string, cardNo: body.cardNo as string, phone: body.phone as string };
    await bank.sendCardCode(detailOf(row).accountNo!, card);
    return { card };
  },
  // The code the card's bank sent; a wrong or expired one changes nothing.
  'opening.confirmCard': async ({ bank, row, body, now }) => {
    if (!(await bank.confirmCard(detailOf(row).accountNo!, body.code as string))) throw badRequest('bankCodeWrong');
    return { cardConfirmedAt: now.toISOString() };
  },
  // The account contract, signed with the bank.
  'opening.sign': async ({ bank, row }) => ({ contractNo: (await bank.signContract(detailOf(row).accountNo!)).contractNo }),
};

/** The dispatch's consult for a step (SendOptions.consult): the bank asked once the machine has taken the step. */
export const askTheBank =
  (bank: BankProvider, db: Db, member: Member, body: Record<string, unknown>) =>
  async (step: Step<LifecycleRow, Loaded>): Promise<Loaded> => {
    const row = step.loaded.row;
    const changes = await answers[step.event.type as StepType]({ bank, db, member, row, body, now: step.now });
    return { row, changes };
  };

import { and, eq } from 'drizzle-orm';
import type { BondTakeRequest } from '../../../../src/api/contracts/bonds';
import { bondOrderSnapshots } from '../../../../src/machines/bond-order.machine';
import type { Db } from '../../db/database';
import { bondOffers, bondOrderEvents, bondOrders } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import type { Clock } from '../clock';
import { commit, prepare, type Sender } from '../lifecycle/enforcer';
import type { LimitStore } from '../limits/limit-store';
import { purseBalance } from '../membership/bond';
import { requirePayPassword } from '../membership/money';
import { isAuthenticated } from '../members';
import type { Member } from '../sessions';
import { tradeSettings } from '../trade/settings';
import { bondOrderLifecycle, type BondOrderRow } from './bond-orders';
import { fromBondFunds, takeFromOffer, type BondOfferRow } from './offers';

type TakeBody = Required<Pick<BondTakeRequest, 'offerId' | 'quantity' | 'payPassword'>>;

/** The member's order an earlier take with this key created (a retry is answered with it, nothing frozen again). */
async function takenWithKey(db: Db, member: Member, idempotencyKey: string | null): Promise<BondOrderRow | undefined> {
  if (!idempotencyKey) return undefined;
  const [found] = await db
    .select({ row: bondOrders })
    .from(bondOrderEvents)
    .innerJoin(bondOrders, eq(bondOrders.id, bondOrderEvents.bondOrderId))
    .where(and(eq(bondOrderEvents.actorId, member.id), eq(bondOrderEvents.event, 'bondOrder.take'), eq(bondOrderEvents.idempotencyKey, idempotencyKey)))
    .limit(1);
  return found?.row;
}

/** Why `offer` cannot give `member` `quantity` now (null: it can). */
function refusalOf(offer: BondOfferRow | undefined, member: Member, quantity: number) {
  if (!offer) return notFound('bondOfferNotFound');
  if (offer.userId === member.id) return badRequest('bondOwnOffer');
  if (offer.stage !== 'open') return badRequest('bondOfferClosed');
  if (offer.remaining < quantity) return badRequest('bondOfferNotEnough');
  return null;
}

/**
 * POST /api/bond/order/take: the member takes `quantity` of another's open offer. Refused to a member who is not
 * real-name authenticated, for their own offer, a closed one, more than is left, and when their bond funds do not
 * cover their margin (each said before a password try is spent). Then, with the payment password, in one transaction:
 * what is left of the offer goes down (takeFromOffer: concurrent takes never take more than is left), the order is
 * created in draft with the deal and both margins copied from the offer (the publisher's share of the offer's frozen
 * margin becomes the order's; it is already in the pool), and sent bondOrder.take, which freezes the taker's margin.
 */
export async function takeBondOffer(db: Db, clock: Clock, limits: LimitStore, member: Member, body: TakeBody, idempotencyKey: string | null): Promise<BondOrderRow> {
  if (!isAuthenticated(member)) throw badRequest('bondNeedsAuth');
  if (!member.payPasswordHash) throw badRequest('payPasswordNotSet');
  const earlier = await takenWithKey(db, member, idempotencyKey);
  if (earlier) return earlier;
  const [offer] = await db.select().from(bondOffers).where(eq(bondOffers.id, body.offerId)).limit(1);
  const refused = refusalOf(offer, member, body.quantity);
  if (refused) throw refused;
  if ((await purseBalance(db, member.id, 'bond')) < offer!.marginPerUnit * body.quantity) throw badRequest('bondMarginShort');
  await requirePayPassword(limits, member, body.payPassword);
  const settings = await tradeSettings(db);
  const sender: Sender = { kind: 'member', member };
  return fromBondFunds(() =>
    db.transaction(async (tx) => {
      const again = await takenWithKey(tx, member, idempotencyKey);
      if (again) return again;
      const now = clock();
      const taken = await takeFromOffer(tx, body.offerId, body.quantity, now);
      if (!taken) {
        // Taken or withdrawn since it was read: say what it is now.
        const [current] = await tx.select().from(bondOffers).where(eq(bondOffers.id, body.offerId)).limit(1);
        throw refusalOf(current, member, body.quantity) ?? badRequest('bondChanged');
      }
      const margin = taken.marginPerUnit * body.quantity;
      const publisherSells = taken.tradeType === 1;
      const [row] = await tx
        .insert(bondOrders)
        .values({
          offerId: taken.id,
          buyerId: publisherSells ? member.id : taken.userId,
          sellerId: publisherSells ? taken.userId : member.id,
          takerSide: publisherSells ? 'buyer' : 'seller',
          productId: taken.productId,
          grade: taken.grade,
          price: taken.price,
          quantity: body.quantity,
          amount: taken.price * body.quantity,
          buyerMargin: margin,
          sellerMargin: margin,
          ...bondOrderSnapshots.stored(bondOrderSnapshots.start()),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const step = prepare(bondOrderLifecycle, { row: row!, settings }, sender, { type: 'bondOrder.take', quantity: body.quantity }, now, ['buyer', 'seller']);
      return commit(bondOrderLifecycle, tx, clock, step, idempotencyKey);
    }),
  );
}

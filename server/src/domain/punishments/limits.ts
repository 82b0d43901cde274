import { and, desc, eq, sql } from 'drizzle-orm';
import { ApiCode } from '../../../../src/api/contracts/envelope';
import { messages } from '../../../../src/api/contracts/messages';
import type { Db } from '../../db/database';
import { punishments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Member } from '../sessions';
import { inForce, untilText } from './standing';

/** What a ban stops: publishing offers (POST /api/user/trade/edit, a new offer) or taking them (basket add, confirm). */
const bans = {
  publishBan: 'publishBanned',
  tradeBan: 'tradeBanned',
} as const;

/** A ban's refusal: 403 like any "not for you now" (docs/adr/0006), its message naming when the ban ends. */
class BannedError extends ApiError {
  constructor(key: (typeof bans)[keyof typeof bans], endsAt: Date | null) {
    super(ApiCode.forbidden, key, { endTime: endsAt?.toISOString() ?? null });
    this.message = messages[key].replace('{until}', untilText(endsAt));
  }
}

/**
 * Refuses the call when a ban of this kind is in force on the member, naming its end (the latest-ending one; a ban
 * until revoked ends last). Every punishment sets users.warned in the transaction that issues it, so a member who is
 * not warned has none in force and costs no query: the limit is read at the call from the punishments themselves,
 * so a ban lifts exactly at its end, before the due job clears the marker.
 */
export async function refuseIfBanned(db: Db, now: Date, member: Member, kind: keyof typeof bans): Promise<void> {
  if (!member.warned) return;
  const [ban] = await db
    .select({ endsAt: punishments.endsAt })
    .from(punishments)
    .where(and(eq(punishments.userId, member.id), eq(punishments.kind, kind), inForce(now)))
    .orderBy(sql`${punishments.endsAt} desc nulls first`, desc(punishments.id))
    .limit(1);
  if (ban) throw new BannedError(bans[kind], ban.endsAt);
}

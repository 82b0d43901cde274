import { and, eq, gt, isNull } from 'drizzle-orm';
import { badRequest } from '../http/api-error';
import type { Db } from '../db/database';
import { passwordResetTickets } from '../db/schema';
import { addMs, minutes, type Clock } from './clock';
import { randomToken, sha256 } from './secrets';

const ticketLifetimeMs = minutes(15);

/** Issued once the phone is proven (forgotten password, step 1); stored hashed like session tokens. */
export async function issueResetTicket(db: Db, clock: Clock, userId: number): Promise<string> {
  const ticket = randomToken();
  const now = clock();
  await db.insert(passwordResetTickets).values({ ticketHash: sha256(ticket), userId, createdAt: now, expiresAt: addMs(now, ticketLifetimeMs) });
  return ticket;
}

/** The member id the ticket was for; the conditional update makes it single use even under concurrent requests. */
export async function redeemResetTicket(db: Db, clock: Clock, ticket: string): Promise<number> {
  const now = clock();
  const [row] = await db
    .update(passwordResetTickets)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTickets.ticketHash, sha256(ticket)), isNull(passwordResetTickets.usedAt), gt(passwordResetTickets.expiresAt, now)))
    .returning({ userId: passwordResetTickets.userId });
  if (!row) throw badRequest('resetTicketInvalid');
  return row.userId;
}

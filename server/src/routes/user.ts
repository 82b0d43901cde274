import type { FastifyInstance } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Wallet } from '../../../src/api/contracts/auth';
import type { AppContext } from '../context';
import { messages } from '../db/schema';
import { userBalances } from '../domain/ledger';
import { toUserInfo } from '../domain/members';
import { ok, okKept } from '../http/envelope';
import { requireMember } from '../http/member';

/** The logged-in member's own data (spec section 7, User and account). */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get('/api/user/info', async (request, reply) => {
    const member = await requireMember(ctx, request);
    return okKept(reply, ctx.readCache, `user-info:${member.id}`, () => toUserInfo(db, member));
  });

  // Balances come from the ledger's cached account balances, never from a column on users.
  app.get('/api/user/account/wallet', async (request) => {
    const member = await requireMember(ctx, request);
    const balances = await userBalances(db, member.id);
    return ok<Wallet>({ goldCoin: balances.bean, balance: balances.cny, personalScore: member.personalScore });
  });

  app.get('/api/user/message/unread', async (request) => {
    const member = await requireMember(ctx, request);
    const [row] = await db
      .select({ count: count() })
      .from(messages)
      .where(and(eq(messages.userId, member.id), isNull(messages.readAt)));
    return ok({ count: row?.count ?? 0 });
  });
}

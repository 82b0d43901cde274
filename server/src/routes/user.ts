import { and, count, eq, isNull } from 'drizzle-orm';
import { unreadReply, userInfo, wallet } from '../../../src/api/contracts/auth';
import type { AppContext } from '../context';
import { messages } from '../db/schema';
import { userBalances } from '../domain/ledger';
import { toUserInfo } from '../domain/members';
import { ok, okKept } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** The logged-in member's own data (spec section 7, User and account). */
export function userRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get('/api/user/info', { schema: { response: answer(userInfo) } }, async (request, reply) => {
      const caller = memberOf(request);
      return okKept(reply, ctx.readCache, `user-info:${caller.id}`, () => toUserInfo(db, caller));
    });

    // Balances come from the ledger's cached account balances, never from a column on users.
    member.get('/api/user/account/wallet', { schema: { response: answer(wallet) } }, async (request) => {
      const caller = memberOf(request);
      const balances = await userBalances(db, caller.id);
      return ok({ goldCoin: balances.bean, balance: balances.cny, personalScore: caller.personalScore });
    });

    member.get('/api/user/message/unread', { schema: { response: answer(unreadReply) } }, async (request) => {
      const [row] = await db
        .select({ count: count() })
        .from(messages)
        .where(and(eq(messages.userId, memberOf(request).id), isNull(messages.readAt)));
      return ok({ count: row?.count ?? 0 });
    });
  });
}

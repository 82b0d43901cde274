import type { FastifyInstance } from 'fastify';
import { blacklistPageQuery, memberFindQuery, relationQuery } from '../../../src/api/contracts/relations';
import { idParams } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { addToBlacklist, blacklistPage, findMembers, relationWith, removeFromBlacklist } from '../domain/relations';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/** Relations between members (spec section 7, "Settings and relations"): my blacklist, and finding a member. */
export function relationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/user/blacklist/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await blacklistPage(db, member, parse(blacklistPageQuery, request.query)));
  });

  app.post('/api/user/add/blacklist/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await addToBlacklist(db, clock, member, parse(idParams, request.params).id);
    return ok(null, 'addedToBlacklist');
  });

  app.post('/api/user/remove/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await removeFromBlacklist(db, member, parse(idParams, request.params).id);
    return ok(null, 'removedFromBlacklist');
  });

  app.get('/api/user/relation/verification', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await relationWith(db, member, parse(relationQuery, request.query).targetId));
  });

  app.get('/api/user/find', async (request) => {
    await requireMember(ctx, request);
    return ok(await findMembers(db, parse(memberFindQuery, request.query).condition));
  });
}

import { z } from 'zod';
import {
  blacklistEntrySchema,
  blacklistPageQuery,
  foundMemberSchema,
  memberFindQuery,
  relationQuery,
  relationSchema,
} from '../../../src/api/contracts/relations';
import { idParams, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { addToBlacklist, blacklistPage, findMembers, relationWith, removeFromBlacklist } from '../domain/relations';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/** Relations between members (spec section 7, "Settings and relations"): my blacklist, and finding a member. */
export function relationRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get(
      '/api/user/blacklist/page',
      { schema: { querystring: blacklistPageQuery, response: answer(pageSchema(blacklistEntrySchema)) } },
      async (request) => ok(await blacklistPage(db, memberOf(request), request.query)),
    );

    member.post('/api/user/add/blacklist/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await addToBlacklist(db, clock, memberOf(request), request.params.id);
      return ok(null, 'addedToBlacklist');
    });

    member.post('/api/user/remove/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await removeFromBlacklist(db, memberOf(request), request.params.id);
      return ok(null, 'removedFromBlacklist');
    });

    member.get('/api/user/relation/verification', { schema: { querystring: relationQuery, response: answer(relationSchema) } }, async (request) =>
      ok(await relationWith(db, memberOf(request), request.query.targetId)),
    );

    member.get('/api/user/find', { schema: { querystring: memberFindQuery, response: answer(z.array(foundMemberSchema)) } }, async (request) =>
      ok(await findMembers(db, request.query.condition)),
    );
  });
}

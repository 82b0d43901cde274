import { accountOpeningDetailSchema } from '../../../src/api/contracts/cash-out';
import type { AppContext } from '../context';
import { openingDetail } from '../domain/account-opening/views';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 银行开户 (spec section 7, "Account opening": the paths are the spec's, without /api; docs/adr/0027): the member's own
 * opening, one per member. Its steps (photoUpload, openAccount, tieCard, tieCardConfirmed, signContract) are calls of
 * the one call table, registered by the lifecycle dispatch (routes/lifecycle.ts), each answering the whole detail so
 * the page renders the next step from it; here is what reads it.
 */
export function accountOpeningRoutes(app: Api, ctx: AppContext): void {
  const { db, bank } = ctx;
  gated(app, ctx, 'member', (member) => {
    member.get('/account/open/detail', { schema: { response: answer(accountOpeningDetailSchema) } }, async (request) => ok(await openingDetail(db, bank, memberOf(request))));
  });
}

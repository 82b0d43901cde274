import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openingPhotosRequest, tieCardConfirmedRequest, tieCardRequest } from '../../../src/api/contracts/cash-out';
import type { MessageKey } from '../../../src/api/contracts/messages';
import type { AppContext } from '../context';
import { confirmCard, openAccount, signContract, tieCard, uploadPhotos, type OpeningRow } from '../domain/account-opening/openings';
import { openingDetail } from '../domain/account-opening/views';
import type { Member } from '../domain/sessions';
import { ok, parse } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';

/**
 * 银行开户 (spec section 7, "Account opening": the paths are the spec's, without /api; docs/adr/0027): the member's own
 * opening, one per member, through the account-opening machine and the bank provider. Each step answers the whole
 * detail, so the page renders the next step from it.
 */
export function accountOpeningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, bank } = ctx;

  const stepRoute = (path: string, done: MessageKey, run: (member: Member, request: FastifyRequest, key: string | null) => Promise<OpeningRow>) =>
    app.post(path, async (request) => {
      const member = await requireMember(ctx, request);
      await run(member, request, idempotencyKeyOf(request) ?? null);
      return ok(await openingDetail(db, bank, member), done);
    });

  stepRoute('/account/photoUpload', 'openingPhotosSaved', (member, request, key) =>
    uploadPhotos(db, clock, member, parse(openingPhotosRequest, request.body), key),
  );
  stepRoute('/account/openAccount', 'accountOpened', (member, _request, key) => openAccount(db, clock, bank, member, key));
  stepRoute('/account/tieCard', 'bankCodeSent', (member, request, key) => tieCard(db, clock, bank, member, parse(tieCardRequest, request.body), key));
  stepRoute('/account/tieCardConfirmed', 'bankCardConfirmed', (member, request, key) =>
    confirmCard(db, clock, bank, member, parse(tieCardConfirmedRequest, request.body).code, key),
  );
  stepRoute('/account/signContract', 'contractSigned', (member, _request, key) => signContract(db, clock, bank, member, key));

  app.get('/account/open/detail', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await openingDetail(db, bank, member));
  });
}

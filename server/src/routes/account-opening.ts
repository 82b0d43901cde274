import type { FastifyRequest } from 'fastify';
import { accountOpeningDetailSchema, openingPhotosRequest, tieCardConfirmedRequest, tieCardRequest } from '../../../src/api/contracts/cash-out';
import type { MessageKey } from '../../../src/api/contracts/messages';
import type { AppContext } from '../context';
import { confirmCard, openAccount, signContract, tieCard, uploadPhotos } from '../domain/account-opening/openings';
import { openingDetail } from '../domain/account-opening/views';
import type { Member } from '../domain/sessions';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 银行开户 (spec section 7, "Account opening": the paths are the spec's, without /api; docs/adr/0027): the member's own
 * opening, one per member, through the account-opening machine and the bank provider. Each step answers the whole
 * detail, so the page renders the next step from it.
 */
export function accountOpeningRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, bank } = ctx;
  const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request) ?? null;
  /** A step's answer: the whole detail after it. */
  const detailAfter = async (member: Member, done: MessageKey) => ok(await openingDetail(db, bank, member), done);
  const detail = answer(accountOpeningDetailSchema);

  gated(app, ctx, 'member', (member) => {
    member.post('/account/photoUpload', { schema: { body: openingPhotosRequest, response: detail } }, async (request) => {
      await uploadPhotos(db, clock, memberOf(request), request.body, keyOf(request));
      return detailAfter(memberOf(request), 'openingPhotosSaved');
    });
    member.post('/account/openAccount', { schema: { response: detail } }, async (request) => {
      await openAccount(db, clock, bank, memberOf(request), keyOf(request));
      return detailAfter(memberOf(request), 'accountOpened');
    });
    member.post('/account/tieCard', { schema: { body: tieCardRequest, response: detail } }, async (request) => {
      await tieCard(db, clock, bank, memberOf(request), request.body, keyOf(request));
      return detailAfter(memberOf(request), 'bankCodeSent');
    });
    member.post('/account/tieCardConfirmed', { schema: { body: tieCardConfirmedRequest, response: detail } }, async (request) => {
      await confirmCard(db, clock, bank, memberOf(request), request.body.code, keyOf(request));
      return detailAfter(memberOf(request), 'bankCardConfirmed');
    });
    member.post('/account/signContract', { schema: { response: detail } }, async (request) => {
      await signContract(db, clock, bank, memberOf(request), keyOf(request));
      return detailAfter(memberOf(request), 'contractSigned');
    });

    member.get('/account/open/detail', { schema: { response: detail } }, async (request) => ok(await openingDetail(db, bank, memberOf(request))));
  });
}

import { z } from 'zod';
import { batchSendSchema } from '../../../src/api/contracts/favourites';
import { smsRecordPageQuery, smsRecordSchema, smsSendRequest } from '../../../src/api/contracts/sms-records';
import { idParams, pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { deleteSmsRecord, resendSmsRecord, sendSmsToFavourites, smsRecordPage } from '../domain/sms-records/sms-records';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { paidInBeans } from './favourites';

/** SMS records: what the platform texted the member, and bulk messages to favourite users (issue 27, spec section 7). */
export function smsRecordRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, sms, limits } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.get(
      '/api/message/user/smsRecord/page',
      {
        schema: {
          querystring: smsRecordPageQuery,
          response: answer(pageSchema(smsRecordSchema)),
        },
      },
      async (request) => ok(await smsRecordPage(db, clock(), memberOf(request), request.query)),
    );
    member.post('/api/message/user/smsRecord/resend/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await resendSmsRecord(db, clock, sms, limits, memberOf(request), request.params.id);
      return ok(null, 'smsResent');
    });
    member.post('/api/message/user/smsRecord/del/:id', { schema: { params: idParams, response: answer(z.null()) } }, async (request) => {
      await deleteSmsRecord(db, clock, memberOf(request), request.params.id);
      return ok(null, 'smsRecordDeleted');
    });
    member.post('/api/message/user/smsRecord/send', { schema: { body: smsSendRequest, response: answer(batchSendSchema) } }, async (request, reply) => {
      const sent = await paidInBeans(request, reply, () => sendSmsToFavourites(db, clock, sms, memberOf(request), request.body, idempotencyKeyOf(request)));
      return ok(sent, 'smsSentToFavourites');
    });
  });
}

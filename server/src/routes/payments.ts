import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { headers } from '../../../src/api/contracts/envelope';
import {
  beanPackageSchema,
  coinNumberQuery,
  paymentChannels,
  paymentEventsQuery,
  paymentStateParams,
  paymentStateSchema,
  sandboxCashierResultSchema,
  sandboxCashierSchema,
  sandboxTradeParams,
  topUpAuditSchema,
  unifiedOrderBody,
  unifiedOrderResultSchema,
  type PaymentChannel,
} from '../../../src/api/contracts/payments';
import type { AppContext } from '../context';
import { beanPackage, beanPackages } from '../domain/payments/bean-packages';
import { auditCsv } from '../domain/audit-trail';
import { receiveNotification } from '../domain/payments/notifications';
import { topUpAudit } from '../domain/payments/top-up-audit';
import { createTopUp, memberPaymentState } from '../domain/payments/top-ups';
import { badRequest } from '../http/api-error';
import { answerOrCsv } from '../http/csv-answer';
import { ok } from '../http/envelope';
import { errorLogFields } from '../http/error-handler';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { paymentNotifyPath } from '../providers/payments/payment-provider';
import { SandboxPaymentProvider } from '../providers/payments/sandbox';

/**
 * Money coming in (spec section 7, "Coin"; docs/adr/0025): the gold-bean packages, the member's payment orders and
 * their state, the provider's notifications, and, when the provider is the sandbox, its cashier's calls.
 */
export function paymentRoutes(app: Api, ctx: AppContext): void {
  const { db, clock, payments } = ctx;

  // The packages are the price list: public, as a shop's prices are.
  app.get('/api/coin', { schema: { response: answer(z.array(beanPackageSchema)) } }, async () => ok(await beanPackages(db)));

  app.get('/api/coin/payment/coinNumber', { schema: { querystring: coinNumberQuery, response: answer(beanPackageSchema) } }, async (request) =>
    ok(await beanPackage(db, request.query.code)),
  );

  gated(app, ctx, 'member', (member) => {
    member.post('/api/coin/unifiedOrder', { schema: { body: unifiedOrderBody, response: answer(unifiedOrderResultSchema) } }, async (request) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest('paymentKeyRequired');
      return ok(await createTopUp(db, clock, payments, memberOf(request), request.body, key));
    });

    member.get('/api/payment/state/:channel/:outTradeNo', { schema: { params: paymentStateParams, response: answer(paymentStateSchema) } }, async (request, reply) => {
      const { channel, outTradeNo } = request.params;
      const state = await memberPaymentState(db, clock, payments, memberOf(request), channel, outTradeNo);
      // The header's wallet refreshes once the money is there (spec section 7: a response with the type header).
      if (state.stage === 'credited') reply.header(headers.type, state.purpose === 'beans' ? 'bean' : 'cny');
      return ok(state);
    });

    member.get('/api/payment/events', { schema: { querystring: paymentEventsQuery, response: answerOrCsv(topUpAuditSchema) } }, async (request, reply) => {
      const { outTradeNo, format } = request.query;
      const audit = await topUpAudit(db, memberOf(request), outTradeNo);
      if (format === 'json') return ok(audit);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="top-up-${outTradeNo}-events.csv"`)
        .send(auditCsv(audit.events));
    });
  });

  // The notifications arrive in the vendors' formats (Alipay: a form; WeChat Pay: JSON) and are verified on their
  // exact text, so in this scope every body is read as it came, as a string.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const channel of paymentChannels) {
      // The reply is the plain one: the refusal's 400 is the vendor's, sent as it is, though only the 200 is declared.
      scope.post(paymentNotifyPath(channel), { schema: { response: notificationAnswers[channel] } }, async (request, reply: FastifyReply) => {
        const { answer: vendorAnswer } = await receiveNotification(db, clock, payments, channel, { body: typeof request.body === 'string' ? request.body : '', headers: headersOf(request) }, (error) =>
          request.log.error(errorLogFields(error), 'payment notification failed'),
        );
        return reply.status(vendorAnswer.status).type(vendorAnswer.contentType).send(vendorAnswer.body);
      });
    }
  });

  if (payments instanceof SandboxPaymentProvider) sandboxRoutes(app, payments);
}

/**
 * What a notification is answered: the vendor's own format, not our envelope. Alipay reads the text success, WeChat
 * Pay a JSON code and message; a refusal (400: fail, or code FAIL) is sent again by the vendor. Only the success is
 * declared: a declared 400 would also be the schema of our own 400s (a NUL in the query), which are our envelope.
 */
const notificationAnswers = {
  alipay: { 200: { content: { 'text/plain': { schema: z.literal('success').describe('拒收时为 400：fail') } } } },
  wechat: {
    200: { content: { 'application/json': { schema: z.object({ code: z.literal('SUCCESS'), message: z.string() }).describe('拒收时为 400：{"code":"FAIL"}') } } },
  },
} satisfies Record<PaymentChannel, unknown>;

const headersOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

/**
 * The sandbox cashier's calls (/sandbox/cashier): the provider's own page, so, like a real cashier, it asks for no
 * login of ours (whoever pays an order pays it for the member who ordered it; the sandbox takes no money anyway).
 * Registered only when the sandbox is the provider.
 */
function sandboxRoutes(app: Api, sandbox: SandboxPaymentProvider): void {
  const path = '/api/sandbox/cashier/:channel/:outTradeNo';
  const result = { params: sandboxTradeParams, response: answer(sandboxCashierResultSchema) };
  app.get(path, { schema: { params: sandboxTradeParams, response: answer(sandboxCashierSchema) } }, async (request) => {
    const { channel, outTradeNo } = request.params;
    return ok(await sandbox.cashier(channel, outTradeNo));
  });
  app.post(`${path}/pay`, { schema: result }, async (request) => {
    const { channel, outTradeNo } = request.params;
    return ok(await sandbox.pay(channel, outTradeNo), 'sandboxPaid');
  });
  app.post(`${path}/cancel`, { schema: result }, async (request) => {
    const { channel, outTradeNo } = request.params;
    return ok(await sandbox.cancel(channel, outTradeNo), 'sandboxCancelled');
  });
}

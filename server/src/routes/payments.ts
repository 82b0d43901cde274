import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headers } from '../../../src/api/contracts/envelope';
import {
  coinNumberQuery,
  paymentChannels,
  paymentEventsQuery,
  paymentStateParams,
  sandboxTradeParams,
  unifiedOrderBody,
  type BeanPackage,
  type PaymentState,
  type SandboxCashier,
  type SandboxCashierResult,
  type TopUpAudit,
  type UnifiedOrderResult,
} from '../../../src/api/contracts/payments';
import type { AppContext } from '../context';
import { beanPackage, beanPackages } from '../domain/payments/bean-packages';
import { auditCsv } from '../domain/audit-trail';
import { receiveNotification } from '../domain/payments/notifications';
import { topUpAudit } from '../domain/payments/top-up-audit';
import { createTopUp, memberPaymentState } from '../domain/payments/top-ups';
import { badRequest } from '../http/api-error';
import { ok, parse } from '../http/envelope';
import { errorLogFields } from '../http/error-handler';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireMember } from '../http/member';
import { paymentNotifyPath } from '../providers/payments/payment-provider';
import { SandboxPaymentProvider } from '../providers/payments/sandbox';

/**
 * Money coming in (spec section 7, "Coin"; docs/adr/0025): the gold-bean packages, the member's payment orders and
 * their state, the provider's notifications, and, when the provider is the sandbox, its cashier's calls.
 */
export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, payments } = ctx;

  // The packages are the price list: public, as a shop's prices are.
  app.get('/api/coin', async () => ok<BeanPackage[]>(await beanPackages(db)));

  app.get('/api/coin/payment/coinNumber', async (request) => ok<BeanPackage>(await beanPackage(db, parse(coinNumberQuery, request.query).code)));

  app.post('/api/coin/unifiedOrder', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(unifiedOrderBody, request.body);
    const key = idempotencyKeyOf(request);
    if (!key) throw badRequest('paymentKeyRequired');
    return ok<UnifiedOrderResult>(await createTopUp(db, clock, payments, member, body, key));
  });

  app.get('/api/payment/state/:channel/:outTradeNo', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { channel, outTradeNo } = parse(paymentStateParams, request.params);
    const state = await memberPaymentState(db, clock, payments, member, channel, outTradeNo);
    // The header's wallet refreshes once the money is there (spec section 7: a response with the type header).
    if (state.stage === 'credited') reply.header(headers.type, state.purpose === 'beans' ? 'bean' : 'cny');
    return ok<PaymentState>(state);
  });

  app.get('/api/payment/events', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const { outTradeNo, format } = parse(paymentEventsQuery, request.query);
    const audit = await topUpAudit(db, member, outTradeNo);
    if (format === 'json') return ok<TopUpAudit>(audit);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="top-up-${outTradeNo}-events.csv"`)
      .send(auditCsv(audit.events));
  });

  // The notifications arrive in the vendors' formats (Alipay: a form; WeChat Pay: JSON) and are verified on their
  // exact text, so in this scope every body is read as it came, as a string.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const channel of paymentChannels) {
      scope.post(paymentNotifyPath(channel), async (request, reply) => {
        const { answer } = await receiveNotification(db, clock, payments, channel, { body: typeof request.body === 'string' ? request.body : '', headers: headersOf(request) }, (error) =>
          request.log.error(errorLogFields(error), 'payment notification failed'),
        );
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      });
    }
  });

  if (payments instanceof SandboxPaymentProvider) sandboxRoutes(app, payments);
}

const headersOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

/**
 * The sandbox cashier's calls (/sandbox/cashier): the provider's own page, so, like a real cashier, it asks for no
 * login of ours (whoever pays an order pays it for the member who ordered it; the sandbox takes no money anyway).
 * Registered only when the sandbox is the provider.
 */
function sandboxRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider): void {
  const tradeOf = (request: FastifyRequest) => parse(sandboxTradeParams, request.params);
  const path = '/api/sandbox/cashier/:channel/:outTradeNo';
  app.get(path, async (request) => {
    const { channel, outTradeNo } = tradeOf(request);
    return ok<SandboxCashier>(await sandbox.cashier(channel, outTradeNo));
  });
  app.post(`${path}/pay`, async (request) => {
    const { channel, outTradeNo } = tradeOf(request);
    return ok<SandboxCashierResult>(await sandbox.pay(channel, outTradeNo), 'sandboxPaid');
  });
  app.post(`${path}/cancel`, async (request) => {
    const { channel, outTradeNo } = tradeOf(request);
    return ok<SandboxCashierResult>(await sandbox.cancel(channel, outTradeNo), 'sandboxCancelled');
  });
}

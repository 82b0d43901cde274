import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { thirdPartyKindParams } from '../../../src/api/contracts/auth';
import { fromUrl, int, phoneSchema } from '../../../src/api/contracts/validation';
import type { AppContext } from '../context';
import { smsOutbox } from '../db/schema';
import { formatChinaTime } from '../domain/clock';
import { DevThirdPartyProvider } from '../providers/third-party';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

const outboxQuery = z.object({ phone: phoneSchema.optional() });
const outboxRow = z.object({ id: z.number().int(), phone: z.string(), content: z.string(), createTime: z.string() });
const authorizeQuery = z.object({ person: fromUrl(int(1, 3)).default(1) });
const authorizePage = { 200: { description: '开发用的第三方授权页', content: { 'text/html': { schema: z.string() } } } };

/**
 * Development-only routes (docs/adr/0005). They are not registered at all otherwise, so production answers the
 * ordinary 404 envelope and nothing here can leak a code.
 */
export function devRoutes(app: Api, ctx: AppContext): void {
  if (ctx.devTools) {
    app.get('/api/dev/sms-outbox', { schema: { querystring: outboxQuery, response: answer(z.array(outboxRow)) } }, async (request) => {
      const { phone } = request.query;
      const rows = await ctx.db
        .select()
        .from(smsOutbox)
        .where(phone ? eq(smsOutbox.phone, phone) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(50);
      return ok(rows.map((r) => ({ id: r.id, phone: r.phone, content: r.content, createTime: formatChinaTime(r.createdAt) })));
    });
  }

  const provider = ctx.thirdParty;
  if (provider instanceof DevThirdPartyProvider) {
    app.get(
      '/api/dev/third/:kind/authorize',
      { schema: { params: thirdPartyKindParams, querystring: authorizeQuery, response: authorizePage } },
      async (request, reply) => reply.type('text/html; charset=utf-8').send(provider.authorizePage(request.params.kind, request.query.person)),
    );
  }
}

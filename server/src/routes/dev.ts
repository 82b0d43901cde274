import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { thirdPartyKindSchema } from '../../../src/api/contracts/auth';
import { fromUrl, int, phoneSchema } from '../../../src/api/contracts/validation';
import type { AppContext } from '../context';
import { smsOutbox } from '../db/schema';
import { formatChinaTime } from '../domain/clock';
import { DevThirdPartyProvider } from '../providers/third-party';
import { ok, parse } from '../http/envelope';

const outboxQuery = z.object({ phone: phoneSchema.optional() });
const authorizeQuery = z.object({ person: fromUrl(int(1, 3)).default(1) });

/**
 * Development-only routes (docs/adr/0005). They are not registered at all otherwise, so production answers the
 * ordinary 404 envelope and nothing here can leak a code.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.devTools) {
    app.get('/api/dev/sms-outbox', async (request) => {
      const { phone } = parse(outboxQuery, request.query);
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
    app.get('/api/dev/third/:kind/authorize', async (request, reply) => {
      const { kind } = parse(z.object({ kind: thirdPartyKindSchema }), request.params);
      const { person } = parse(authorizeQuery, request.query);
      return reply.type('text/html; charset=utf-8').send(provider.authorizePage(kind, person));
    });
  }
}

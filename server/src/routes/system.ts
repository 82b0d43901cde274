import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { areaLevelQuery, protocolTypeSchema, sysConfig, type Protocol } from '../../../src/api/contracts/system';
import type { AppContext } from '../context';
import { protocols, sysSettings } from '../db/schema';
import { areaTree } from '../domain/areas';
import { formatChinaTime } from '../domain/clock';
import { ok, parse } from '../http/envelope';

/** Public reference data: system configuration, the area tree, platform protocols. */
export function systemRoutes(app: FastifyInstance, { db }: AppContext): void {
  // Stored as one row per top-level key; parsed with the contract so a bad row fails loudly here, not in the browser.
  app.get('/api/sys/config', async () => {
    const rows = await db.select().from(sysSettings);
    return ok(sysConfig.parse(Object.fromEntries(rows.map((r) => [r.key, r.value]))));
  });

  app.get('/api/areas/tree', async (request) => {
    const { level } = parse(areaLevelQuery, request.query);
    return ok(areaTree(level as 1 | 2 | 3));
  });

  // Any type without a protocol (0, 8, "abc") is data null: the browser's viewer then closes (spec section 4).
  app.get('/api/anon/platform/rules/:type', async (request) => {
    const type = protocolTypeSchema.safeParse((request.params as { type?: string }).type);
    if (!type.success) return ok(null);
    const [row] = await db.select().from(protocols).where(eq(protocols.type, type.data)).limit(1);
    const reply: Protocol | null = row
      ? { name: row.name, content: row.content, createTime: formatChinaTime(row.createdAt), updateTime: formatChinaTime(row.updatedAt) }
      : null;
    return ok(reply);
  });
}

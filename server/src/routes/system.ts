import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { areaLevelQuery, areaNode, protocol, protocolParams, sysConfig } from '../../../src/api/contracts/system';
import type { AppContext } from '../context';
import { protocols, sysSettings } from '../db/schema';
import { areaTree } from '../domain/areas';
import { formatChinaTime } from '../domain/clock';
import { ok } from '../http/envelope';
import { answer, type Api } from '../http/route-schemas';

/** Public reference data: system configuration, the area tree, platform protocols. */
export function systemRoutes(app: Api, { db }: AppContext): void {
  // Stored as one row per top-level key; parsed with the contract so a bad row fails loudly here, not in the browser.
  app.get('/api/sys/config', { schema: { response: answer(sysConfig) } }, async () => {
    const rows = await db.select().from(sysSettings);
    return ok(sysConfig.parse(Object.fromEntries(rows.map((r) => [r.key, r.value]))));
  });

  app.get('/api/areas/tree', { schema: { querystring: areaLevelQuery, response: answer(z.array(areaNode)) } }, async (request) =>
    ok(areaTree(request.query.level as 1 | 2 | 3)),
  );

  // The browser's viewer closes on data null (spec section 4).
  app.get('/api/anon/platform/rules/:type', { schema: { params: protocolParams, response: answer(protocol.nullable()) } }, async (request) => {
    const { type } = request.params;
    if (type === null) return ok(null);
    const [row] = await db.select().from(protocols).where(eq(protocols.type, type)).limit(1);
    return ok(
      row ? { name: row.name, content: row.content, createTime: formatChinaTime(row.createdAt), updateTime: formatChinaTime(row.updatedAt) } : null,
    );
  });
}

import { z } from 'zod';
import { fromUrl, int } from './validation';

// GET /api/sys/config
export const sysConfig = z.object({
  /** Gold-bean prices per paid feature, e.g. p_pap (auto-match). */
  goldPaymentItem: z.record(z.string(), z.number().int()),
  /** System beans config: top-up packages. */
  beans: z.array(z.object({ code: z.string(), coinNumbers: z.number().int(), price: z.number().int() })),
  servicePhone: z.string(),
  icp: z.string(),
  /**
   * The outside sites the header links to (社区论坛 and its hot topics, 评级), http(s) only; none set (the demo: there
   * is no real forum): their entries are not shown (docs/adr/0036).
   */
  forumUrl: z.url({ protocol: /^https?$/ }).optional(),
  ratingUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type SysConfig = z.infer<typeof sysConfig>;

// GET /api/areas/tree?level=1|2|3
export const areaLevelQuery = z.object({ level: fromUrl(int(1, 3)).default(3) });
export interface AreaNode {
  id: string;
  areaName: string;
  firstLetter: string;
  child?: AreaNode[];
}
// It holds itself: the OpenAPI document names it (a component) so that it can refer to it (docs/adr/0039).
export const areaNode: z.ZodType<AreaNode> = z
  .lazy(() => z.object({ id: z.string(), areaName: z.string(), firstLetter: z.string(), child: z.array(areaNode).optional() }))
  .meta({ id: 'AreaNode' });

export { protocolTypes } from './protocol-types';
export const protocolTypeSchema = fromUrl(int(1, 7));
/** GET /api/anon/platform/rules/{type}: a type without a protocol (0, 8, "abc") is read as null, answered as data null. */
export const protocolParams = z.object({ type: protocolTypeSchema.nullable().catch(null) });

// GET /api/anon/platform/rules/{type}: null when there is no such protocol (the viewer then closes).
export const protocol = z.object({ name: z.string(), content: z.string(), updateTime: z.string(), createTime: z.string() });
export type Protocol = z.infer<typeof protocol>;

import { asc, eq } from 'drizzle-orm';
import type { OutsideLink } from '../../../../src/api/contracts/home-names';
import type { SiteLinkKind } from '../../../../src/api/contracts/content-names';
import type { Db } from '../../db/database';
import { siteLinks } from '../../db/schema';

/** GET /api/links (kind friend: 友情链接) and GET /api/bbs/hot (kind forum: the forum's hot topics), in their order. */
export function siteLinksOf(db: Db, kind: SiteLinkKind): Promise<OutsideLink[]> {
  return db
    .select({ id: siteLinks.id, name: siteLinks.name, url: siteLinks.url })
    .from(siteLinks)
    .where(eq(siteLinks.kind, kind))
    .orderBy(asc(siteLinks.sort), asc(siteLinks.id));
}

import type { SiteLinkKind } from '../../../src/api/contracts/content-names';
import type { Db } from './database';
import { siteLinks } from './schema';

/**
 * The home page's links (issue 15): 友情链接 to real sites of the Chinese postal and philatelic world, and the hot
 * topics of the community forum. The forum is the header's 社区论坛 tab, at the address the system settings give
 * (forumUrl; the demo sets none, so neither is shown: docs/adr/0036). The demo's topics have no thread of their own:
 * an empty address, which leads to the forum itself.
 */
const forumUrl = '';

const friendLinks: ReadonlyArray<readonly [name: string, url: string]> = [
  ['中国邮政', 'https://www.chinapost.com.cn/'],
  ['国家邮政局', 'https://www.spb.gov.cn/'],
  ['中国集邮网', 'http://www.cpi.com.cn/'],
  ['赵涌在线', 'https://www.zhaoonline.com/'],
  ['人民邮电出版社', 'https://www.ptpress.com.cn/'],
  ['万国邮政联盟', 'https://www.upu.int/'],
];

const forumTopics: readonly string[] = [
  '新手请教：邮票的全品、上品、中品到底怎么划分？',
  '【鉴定求助】T46猴票单枚背胶泛黄，算上品还是中品？',
  '奔马小型张辨伪要点汇总，欢迎邮友补充',
  '【晒宝】父亲留下的一本文革邮票册，请大家帮忙看看',
  '护邮袋、集邮册怎么选？无酸材料和普通PVC的区别',
  '编年版票整版保存：梅雨季节如何防潮防霉',
  '生肖邮票首发日排队记：今年你去邮局了吗',
  '齐白石作品选全套收集心得，缺的几枚终于配齐了',
];

export async function seedHome(tx: Db): Promise<void> {
  const rows = (kind: SiteLinkKind, list: ReadonlyArray<readonly [string, string]>) => list.map(([name, url], sort) => ({ kind, name, url, sort }));
  await tx.insert(siteLinks).values([
    ...rows('friend', friendLinks),
    ...rows(
      'forum',
      forumTopics.map((title) => [title, forumUrl] as const),
    ),
  ]);
}

import { and, eq, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Db } from './database';
import { products } from './schema';

/**
 * A variety's name as collectors type it on a Latin keyboard (docs/adr/0036): the full pinyin of its Chinese
 * characters (1980年 T46 庚申年猴票 → niangengshennianhoupiao, read by pinyin-pro as words so a
 * character with two readings gets the one its word gives) and their initials (ngsnhp), lower-case, without tones or spaces, ü as v (绿 → lv, as phone keyboards take it).
 * What is not Chinese (T46, 1980) is left out: the name's own search pieces already hold it.
 */
export function namePinyin(name: string): { namePinyin: string; nameInitials: string } {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  return { namePinyin: syllables.join('').toLowerCase(), nameInitials: syllables.map((s) => s.charAt(0)).join('').toLowerCase() };
}

/**
 * Writes the pinyin of every product whose name has Chinese but no pinyin yet: rows that were there before migration
 * 0011 and rows written without it. Run at every start (seedReference), so it costs one read of the rows still
 * missing it; a variety written by the server carries its pinyin from the start (namePinyin where it is written).
 */
export async function fillMissingPinyin(db: Db): Promise<void> {
  // The CJK Unified Ideographs block: PostgreSQL's regular expressions have no \p{Han}.
  const missing = await db
    .selectDistinct({ name: products.name })
    .from(products)
    .where(and(eq(products.namePinyin, ''), sql`${products.name} ~ '[\u4e00-\u9fff]'`));
  for (const { name } of missing) await db.update(products).set(namePinyin(name)).where(and(eq(products.name, name), eq(products.namePinyin, '')));
}

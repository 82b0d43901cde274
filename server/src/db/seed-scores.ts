import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { users } from './schema';

/** Who registered through whose invite link (/person/recommendation has someone to show). */
const referredBy: Record<string, string> = { 集邮新人: '金陵藏家', 待认证用户: '金陵藏家' };

/**
 * The demo invitations. The credit scores and points themselves are not seeded (issue 25): every point and every
 * credit-score change comes from a deal of the demo history (seed-deals.ts), with its log row and its order.
 */
export async function seedScores(tx: Db, memberId: Map<string, number>): Promise<void> {
  for (const [member, referrer] of Object.entries(referredBy)) {
    await tx.update(users).set({ referrerId: memberId.get(referrer)! }).where(eq(users.id, memberId.get(member)!));
  }
}

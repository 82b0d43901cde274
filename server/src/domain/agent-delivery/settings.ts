import { and, asc, eq } from 'drizzle-orm';
import type { AgentSettings } from '../../../../src/api/contracts/agent-delivery';
import { bankNameOf } from '../../../../src/api/contracts/cash-out';
import type { Db } from '../../db/database';
import { agentSettings, bankCards } from '../../db/schema';
import { badRequest, forbidden } from '../../http/api-error';
import type { Clock } from '../clock';
import type { Member } from '../sessions';

/** The agent pages' calls are an agent's (users.agent, the login reply's `agent`): anyone else is told so. */
export function requireAgent(member: Member): void {
  if (!member.agent) throw forbidden('agentOnly');
}

/** The agent's cards fees may be paid out to: their own collect cards (the ones a cash-out is paid to), oldest first. */
const payoutCards = (db: Db, member: Member) =>
  db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, member.id), eq(bankCards.kind, 'collect')))
    .orderBy(asc(bankCards.id));

/** GET /api/agent/settings: the agent's fee per order (0 until set), the payout card, and the cards to choose from. */
export async function agentSettingsOf(db: Db, member: Member): Promise<AgentSettings> {
  requireAgent(member);
  const [[own], cards] = await Promise.all([db.select().from(agentSettings).where(eq(agentSettings.userId, member.id)).limit(1), payoutCards(db, member)]);
  return {
    fee: own?.fee ?? 0,
    payoutCardId: own?.payoutCardId ?? null,
    cards: cards.map((card) => ({ id: card.id, bankName: bankNameOf(card.bankCode), tail: card.cardNo.slice(-4) })),
  };
}

/**
 * POST /api/agent/settings: sets the fee new deliveries copy (deliveries made already keep theirs) and the payout card,
 * which must be one of the agent's own collect cards (another's, a pay card or none that exists are refused alike).
 */
export async function saveAgentSettings(db: Db, clock: Clock, member: Member, body: { fee: number; payoutCardId: number | null }): Promise<AgentSettings> {
  requireAgent(member);
  if (body.payoutCardId !== null && !(await payoutCards(db, member)).some((card) => card.id === body.payoutCardId)) throw badRequest('agentPayoutCardNotFound');
  const values = { fee: body.fee, payoutCardId: body.payoutCardId, updatedAt: clock() };
  await db
    .insert(agentSettings)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: agentSettings.userId, set: values });
  return agentSettingsOf(db, member);
}

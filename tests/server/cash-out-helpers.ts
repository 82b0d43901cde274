import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, cashOuts } from '../../server/src/db/schema';
import type { AccountOpeningDetail, BankCard, CashOutApplyRequest, CashOutItem, CollectCardRequest } from '../../src/api/contracts/cash-out';
import { luhnValid } from '../../src/api/contracts/cash-out-rules';
import { applicant, approve, infoOf, personalPapers, staffToken, submit, type Applicant } from './authentication-helpers';
import { get, post, type TestApp } from './helpers';
import { expectLedgerInvariants, payPassword } from './trade-helpers';

/** Bank cards, cash-out and account opening as members and staff call them (docs/adr/0027). */
// The traders' payment password, and the opening balance a test gives a member: one each for every money test.
export { payPassword } from './trade-helpers';
export { fund } from './membership-helpers';
export const realName = '张三丰';

let cards = 0;
/** A fresh UnionPay-style card number with a valid Luhn check digit, never the same twice in a test file. */
export function cardNumber(prefix = '622202', length = 19): string {
  cards += 1;
  const body = `${prefix}${String(cards).padStart(length - prefix.length - 1, '0')}`;
  for (let d = 0; d < 10; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

/** A member authenticated through the real flow (papers in `realName`, approved by staff), with a payment password. */
export async function authenticatedMember(t: TestApp, options: { payPassword?: boolean } = {}): Promise<Applicant> {
  const who = await applicant(t);
  const submitted = await submit(t, who, 'personal', await personalPapers(t, who, realName));
  if (submitted.code !== 200) throw new Error(`submit: ${submitted.msg}`);
  const approved = await approve(t, await staffToken(t), (await infoOf(t, who)).application!.id);
  if (approved.code !== 200) throw new Error(`approve: ${approved.msg}`);
  if (options.payPassword !== false) await setPayPassword(t, who);
  return who;
}

export async function setPayPassword(t: TestApp, who: { token: string }): Promise<void> {
  const set = await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: payPassword }, { token: who.token });
  if (set.code !== 200) throw new Error(`pay password: ${set.msg}`);
}

export const addCollectCard = (t: TestApp, who: { token: string }, fields: Partial<CollectCardRequest> = {}) =>
  post<BankCard>(t, '/api/user/bank/add', { bankCode: 'ICBC', cardNo: cardNumber(), holderName: realName, ...fields }, { token: who.token });

/** A collect card that must be added: its id. */
export async function collectCard(t: TestApp, who: { token: string }, fields: Partial<CollectCardRequest> = {}): Promise<number> {
  const added = await addCollectCard(t, who, fields);
  if (added.code !== 200) throw new Error(`add card: ${added.msg}`);
  return added.data.id;
}

export const applyCashOut = (t: TestApp, who: { token: string }, body: Partial<CashOutApplyRequest> & Record<string, unknown>, idempotencyKey?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/user/cash/out/apply',
      payload: { payPassword, ...body },
      headers: { token: who.token, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      remoteAddress: '10.9.8.7',
    })
    .then((r) => ({ ...(r.json() as { code: number; msg: string; data: CashOutItem }), status: r.statusCode, type: r.headers.type }));

export const myCashOuts = async (t: TestApp, who: { token: string }) =>
  (await get<{ list: CashOutItem[]; total: number }>(t, '/api/user/cash/out/page?pageSize=50', { token: who.token })).data;

export const payCashOut = (t: TestApp, token: string, id: number) => post(t, '/api/operator/cash-out/pay', { id }, { token });
export const rejectCashOut = (t: TestApp, token: string, id: number, reason: string) => post(t, '/api/operator/cash-out/reject', { id, reason }, { token });

/** A member's purse (main: the spendable balance; held: what cash-outs hold). */
export async function purseOf(t: TestApp, userId: number, purse: 'main' | 'held'): Promise<number> {
  const [row] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.asset, 'cny'), eq(accounts.purse, purse)));
  return row?.balance ?? 0;
}

/**
 * The ledger's invariants (trade-helpers), and the cash-outs' own: every member's held purse is exactly what their
 * unpaid (held) cash-outs hold, so no held yuan is unaccounted for, spent, or released twice.
 */
export async function expectCashOutInvariants(t: TestApp): Promise<void> {
  await expectLedgerInvariants(t);
  const heldPurses = await t.db.select({ userId: accounts.userId, balance: accounts.balance }).from(accounts).where(eq(accounts.purse, 'held'));
  const owed = await t.db
    .select({ userId: cashOuts.userId, total: sql<string>`sum(${cashOuts.amount})` })
    .from(cashOuts)
    .where(eq(cashOuts.stage, 'held'))
    .groupBy(cashOuts.userId);
  const owedBy = new Map(owed.map((o) => [o.userId, Number(o.total)]));
  for (const purse of heldPurses) expect(purse.balance, `held purse of member ${purse.userId}`).toBe(owedBy.get(purse.userId!) ?? 0);
  for (const [userId, total] of owedBy) expect(heldPurses.find((p) => p.userId === userId)?.balance, `member ${userId} holds their cash-outs`).toBe(total);
}

/** Account opening's calls (spec section 7: the paths have no /api), each answering the whole detail. */
export const openingCall = (t: TestApp, who: { token: string }, step: 'photoUpload' | 'openAccount' | 'tieCard' | 'tieCardConfirmed' | 'signContract', body: unknown = {}) =>
  post<AccountOpeningDetail>(t, `/account/${step}`, body, { token: who.token });
export const openingDetailOf = async (t: TestApp, who: { token: string }) => (await get<AccountOpeningDetail>(t, '/account/open/detail', { token: who.token })).data;

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../server/src/db/schema';
import type { Bank, BankCard } from '../../src/api/contracts/cash-out';
import { maskCardNo } from '../../src/api/contracts/cash-out-names';
import { luhnValid, maxCardsPerKind } from '../../src/api/contracts/cash-out-rules';
import { messages } from '../../src/api/contracts/messages';
import { applicant } from './authentication-helpers';
import {
  addCollectCard,
  applyCashOut,
  authenticatedMember,
  cardNumber,
  collectCard,
  expectCashOutInvariants,
  fund,
  payCashOut,
  realName,
} from './cash-out-helpers';
import { buildTestApp, get, login, post, type TestApp } from './helpers';

/**
 * 银行卡 (spec section 7; docs/adr/0027): the banks, the card number's rules (16-19 digits, Luhn where it applies),
 * masking in every answer, one default per kind, ten cards per kind, the holder's name, a card held by an unfinished
 * cash-out, and one member never reaching another's cards.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => expectCashOutInvariants(t));
afterAll(async () => t.close());

const list = async (who: { token: string }, path = '/api/user/bank/all') => (await get<BankCard[]>(t, path, { token: who.token })).data;
const storedCards = (userId: number) => t.db.select().from(bankCards).where(eq(bankCards.userId, userId));
const masked = /^\d{4} \*{4} \*{4} \d{4}$/;

describe('GET /api/sys/banks', () => {
  it('answers a real list of Chinese banks to anyone', async () => {
    const reply = await get<Bank[]>(t, '/api/sys/banks');
    expect(reply.code).toBe(200);
    expect(reply.data.length).toBeGreaterThanOrEqual(25);
    for (const [code, name] of [
      ['ICBC', '中国工商银行'],
      ['ABC', '中国农业银行'],
      ['BOC', '中国银行'],
      ['CCB', '中国建设银行'],
      ['COMM', '交通银行'],
      ['PSBC', '中国邮政储蓄银行'],
      ['CMB', '招商银行'],
      ['PAB', '平安银行'],
      ['NBCB', '宁波银行'],
    ]) {
      expect(reply.data).toContainEqual({ code, name });
    }
    expect(new Set(reply.data.map((b) => b.code)).size).toBe(reply.data.length);
  });
});

describe('the demo data', () => {
  it('gives 老周邮票 a default collect card and a quick-pay card, masked', async () => {
    const zhou = await login(t, '老周邮票');
    expect(await list(zhou)).toMatchObject([{ bankName: '中国建设银行', cardNo: '6217 **** **** 7893', holderName: '周建国', defaultCard: true }]);
    expect(await list(zhou, '/api/user/bank/allPayBank')).toMatchObject([{ bankName: '招商银行', phone: '138****0005', defaultCard: true }]);
  });
});

describe('a card number is 16-19 digits with its check digit', () => {
  it('the Luhn check itself', () => {
    expect(luhnValid('6222020200112233446')).toBe(true);
    expect(luhnValid('6222020200112233447')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '6222020200112233447', messages.cardNoInvalid],
    ['15 digits', '622202020011223', messages.cardNoRule],
    ['20 digits', '62220202001122334460', messages.cardNoRule],
    ['letters', '6222a20200112233446', messages.cardNoRule],
    ['nothing', '', messages.fillCardNo],
  ])('refuses %s with its message, and stores nothing', async (_, cardNo, message) => {
    const who = await applicant(t);
    const reply = await addCollectCard(t, who, { cardNo, holderName: '李四' });
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect(await storedCards(who.id)).toEqual([]);
  });

  it('takes a number typed in groups, and a legacy domestic number (9…) without a check digit', async () => {
    const who = await applicant(t);
    const grouped = '6222 0202 0011 2233 446';
    const first = await addCollectCard(t, who, { cardNo: grouped, holderName: '李四' });
    expect(first.code, first.msg).toBe(200);
    const legacy = '9558801234567890123';
    expect(luhnValid(legacy)).toBe(false);
    const second = await addCollectCard(t, who, { cardNo: legacy, holderName: '李四' });
    expect(second.code, second.msg).toBe(200);
    expect((await storedCards(who.id)).map((c) => c.cardNo).sort()).toEqual(['6222020200112233446', legacy]);
  });

  it('refuses a bank that is not on the list, and a holder name that is not a name', async () => {
    const who = await applicant(t);
    expect((await addCollectCard(t, who, { bankCode: 'HSBCX' as never, holderName: '李四' })).msg).toBe(messages.chooseBank);
    expect((await addCollectCard(t, who, { holderName: 'Li Si' })).msg).toBe(messages.holderNameRule);
    expect(await storedCards(who.id)).toEqual([]);
  });
});

describe('masked everywhere a member reads a card', () => {
  it('add, all, normal and allPayBank show the first 4 and last 4 digits only', async () => {
    const who = await applicant(t);
    const number = cardNumber();
    const added = await addCollectCard(t, who, { cardNo: number, holderName: '李四' });
    const pay = await post<BankCard>(t, '/api/user/bank/PayAdd', { bankCode: 'CMB', cardNo: cardNumber('621483', 16), holderName: '李四', phone: '13912345678' }, { token: who.token });
    expect(pay.code, pay.msg).toBe(200);
    expect(added.data.cardNo).toBe(maskCardNo(number));
    expect(added.data).toMatchObject({ bankCode: 'ICBC', bankName: '中国工商银行', tail: number.slice(-4), holderName: '李四', defaultCard: true, kind: 'collect', phone: null });
    expect(pay.data).toMatchObject({ kind: 'pay', bankName: '招商银行', phone: '139****5678', defaultCard: true });
    const answers = [
      added,
      pay,
      await get(t, '/api/user/bank/all', { token: who.token }),
      await get(t, '/api/user/bank/normal', { token: who.token }),
      await get(t, '/api/user/bank/allPayBank', { token: who.token }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.data);
      expect(text).not.toMatch(/\d{9}/);
      for (const card of [answer.data].flat() as BankCard[]) expect(card.cardNo).toMatch(masked);
    }
  });
});

describe('one default per kind', () => {
  it('the first is the default; add as default, setDef and deleting the default move it', async () => {
    const who = await applicant(t);
    const a = await collectCard(t, who, { holderName: '李四' });
    const b = await collectCard(t, who, { holderName: '李四' });
    const defaults = async () => (await list(who)).filter((c) => c.defaultCard).map((c) => c.id);
    expect(await defaults()).toEqual([a]);
    const c = await collectCard(t, who, { holderName: '李四', defaultCard: true });
    expect(await defaults()).toEqual([c]);
    expect((await list(who))[0]!.id).toBe(c);
    expect((await post(t, `/api/user/bank/setDef/${a}`, {}, { token: who.token })).msg).toBe(messages.defaultCardSet);
    expect(await defaults()).toEqual([a]);
    expect((await get<BankCard>(t, '/api/user/bank/normal', { token: who.token })).data.id).toBe(a);
    // Deleting the default promotes the newest remaining card.
    expect((await post(t, `/api/user/bank/del/${a}`, {}, { token: who.token })).msg).toBe(messages.cardDeleted);
    expect(await defaults()).toEqual([c]);
    await post(t, `/api/user/bank/del/${c}`, {}, { token: who.token });
    expect(await defaults()).toEqual([b]);
    await post(t, `/api/user/bank/del/${b}`, {}, { token: who.token });
    expect(await list(who)).toEqual([]);
    expect((await get(t, '/api/user/bank/normal', { token: who.token })).data).toBeNull();
  });

  it('pay cards keep a default of their own', async () => {
    const who = await applicant(t);
    const collect = await collectCard(t, who, { holderName: '李四' });
    const payBody = () => ({ bankCode: 'CCB', cardNo: cardNumber('621700', 16), holderName: '李四', phone: '13912345678' });
    const p1 = (await post<BankCard>(t, '/api/user/bank/PayAdd', payBody(), { token: who.token })).data.id;
    const p2 = (await post<BankCard>(t, '/api/user/bank/PayAdd', { ...payBody(), defaultCard: true }, { token: who.token })).data.id;
    expect((await list(who, '/api/user/bank/allPayBank')).map((c) => [c.id, c.defaultCard])).toEqual([
      [p2, true],
      [p1, false],
    ]);
    expect((await list(who))[0]).toMatchObject({ id: collect, defaultCard: true });
    await post(t, `/api/user/bank/PayCardDel/${p2}`, {}, { token: who.token });
    expect((await list(who, '/api/user/bank/allPayBank')).map((c) => [c.id, c.defaultCard])).toEqual([[p1, true]]);
  });

  it('a pay card needs the bank’s phone', async () => {
    const who = await applicant(t);
    const reply = await post(t, '/api/user/bank/PayAdd', { bankCode: 'CCB', cardNo: cardNumber(), holderName: '李四' }, { token: who.token });
    expect([reply.status, reply.msg]).toEqual([400, messages.fillPhone]);
  });
});

describe('limits', () => {
  it('ten cards per kind; the eleventh is refused, a pay card still fits', async () => {
    const who = await applicant(t);
    for (let i = 0; i < maxCardsPerKind; i += 1) await collectCard(t, who, { holderName: '李四' });
    const eleventh = await addCollectCard(t, who, { holderName: '李四' });
    expect([eleventh.status, eleventh.msg]).toEqual([400, messages.cardLimit]);
    const pay = await post(t, '/api/user/bank/PayAdd', { bankCode: 'CCB', cardNo: cardNumber(), holderName: '李四', phone: '13912345678' }, { token: who.token });
    expect(pay.code, pay.msg).toBe(200);
    expect((await storedCards(who.id)).length).toBe(maxCardsPerKind + 1);
  });

  it('fifteen cards added at once: ten are kept, exactly one of them the default', async () => {
    const who = await applicant(t);
    const replies = await Promise.all(Array.from({ length: 15 }, () => addCollectCard(t, who, { holderName: '李四' })));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(maxCardsPerKind);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.msg === messages.cardLimit)).toBe(true);
    const stored = await storedCards(who.id);
    expect(stored).toHaveLength(maxCardsPerKind);
    expect(stored.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('the same number twice in one kind is refused', async () => {
    const who = await applicant(t);
    const number = cardNumber();
    await collectCard(t, who, { cardNo: number, holderName: '李四' });
    const again = await addCollectCard(t, who, { cardNo: number, holderName: '李四' });
    expect([again.status, again.msg]).toEqual([400, messages.cardExists]);
    const asPay = await post(t, '/api/user/bank/PayAdd', { bankCode: 'ICBC', cardNo: number, holderName: '李四', phone: '13912345678' }, { token: who.token });
    expect(asPay.code, asPay.msg).toBe(200);
  });
});

describe('the holder is the member', () => {
  it('an authenticated member’s cards are in their real name', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    const other = await addCollectCard(t, who, { holderName: '李四' });
    expect([other.status, other.msg]).toEqual([400, messages.holderNotRealName]);
    const pay = await post(t, '/api/user/bank/PayAdd', { bankCode: 'CCB', cardNo: cardNumber(), holderName: '李四', phone: '13912345678' }, { token: who.token });
    expect(pay.msg).toBe(messages.holderNotRealName);
    expect(await storedCards(who.id)).toEqual([]);
    expect((await addCollectCard(t, who, { holderName: realName })).code).toBe(200);
  });

  it('an edit cannot put a card in another name either', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    const id = await collectCard(t, who);
    const reply = await post(t, `/api/user/bank/edit/${id}`, { bankCode: 'BOC', cardNo: cardNumber(), holderName: '李四' }, { token: who.token });
    expect(reply.msg).toBe(messages.holderNotRealName);
    const edited = await post<BankCard>(t, `/api/user/bank/edit/${id}`, { bankCode: 'BOC', cardNo: cardNumber(), holderName: realName }, { token: who.token });
    expect(edited.data).toMatchObject({ id, bankName: '中国银行', defaultCard: true });
  });
});

describe('a member reaches only their own cards', () => {
  it('another member’s card is not found by edit, del, setDef or PayCardDel, and stays as it was', async () => {
    const [owner, intruder] = [await applicant(t), await applicant(t)];
    const id = await collectCard(t, owner, { holderName: '李四' });
    const before = await storedCards(owner.id);
    for (const [path, body] of [
      [`/api/user/bank/edit/${id}`, { bankCode: 'BOC', cardNo: cardNumber(), holderName: '王五' }],
      [`/api/user/bank/del/${id}`, {}],
      [`/api/user/bank/setDef/${id}`, {}],
      [`/api/user/bank/PayCardDel/${id}`, {}],
    ] as const) {
      const reply = await post(t, path, body, { token: intruder.token });
      expect([path, reply.status, reply.msg]).toEqual([path, 404, messages.cardNotFound]);
    }
    expect(await list(intruder)).toEqual([]);
    expect(await storedCards(owner.id)).toEqual(before);
  });

  it('del is for collect cards and PayCardDel for pay cards', async () => {
    const who = await applicant(t);
    const collect = await collectCard(t, who, { holderName: '李四' });
    expect((await post(t, `/api/user/bank/PayCardDel/${collect}`, {}, { token: who.token })).status).toBe(404);
    expect((await storedCards(who.id)).length).toBe(1);
  });

  it('visitors are asked to log in', async () => {
    for (const path of ['/api/user/bank/all', '/api/user/bank/allPayBank', '/api/user/bank/normal']) expect((await get(t, path)).code).toBe(401);
    expect((await post(t, '/api/user/bank/add', { bankCode: 'ICBC', cardNo: cardNumber(), holderName: '李四' })).code).toBe(401);
  });
});

describe('a card an unfinished cash-out goes to', () => {
  it('cannot be edited or deleted until the cash-out is settled', async () => {
    const who = await authenticatedMember(t);
    await fund(t, who.id, 50_000);
    const id = await collectCard(t, who);
    const applied = await applyCashOut(t, who, { to: 'card', cardId: id, amount: 20_000 });
    expect(applied.code, applied.msg).toBe(200);
    expect((await post(t, `/api/user/bank/del/${id}`, {}, { token: who.token })).msg).toBe(messages.cardInUse);
    expect((await post(t, `/api/user/bank/edit/${id}`, { bankCode: 'BOC', cardNo: cardNumber(), holderName: realName }, { token: who.token })).msg).toBe(messages.cardInUse);
    expect((await storedCards(who.id)).length).toBe(1);
    const staff = (await login(t, '平台客服')).token;
    expect((await payCashOut(t, staff, applied.data.id)).code).toBe(200);
    expect((await post(t, `/api/user/bank/del/${id}`, {}, { token: who.token })).msg).toBe(messages.cardDeleted);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database';
import { accountOpeningEvents, accountOpenings, smsOutbox } from '../../server/src/db/schema';
import { accountOpeningLifecycle, askTheBank } from '../../server/src/domain/account-opening/openings';
import { sendEvent } from '../../server/src/domain/lifecycle/enforcer';
import { findMemberByPhone } from '../../server/src/domain/members';
import { devBankNotice, NoBankProvider } from '../../server/src/providers/bank';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { maskCardNo } from '../../src/api/contracts/cash-out-names';
import { messages } from '../../src/api/contracts/messages';
import { applicant, identityUpload } from './authentication-helpers';
import { authenticatedMember, cardNumber, expectCashOutInvariants, openingCall, openingDetailOf } from './cash-out-helpers';
import { buildTestApp, latestCode, type TestApp } from './helpers';

/**
 * 银行开户 (spec section 7, "Account opening"; docs/adr/0027) through the API, with the development bank: what the
 * page is told about the bank, authentication first, the member's own photos, the bank's code (wrong, used up,
 * expired, sent again for another card), a retried step, a burst of first uploads, and a deployment without a bank.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => expectCashOutInvariants(t));
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof authenticatedMember>>;
const photos = async (who: { id: number }) => ({ frontKey: await identityUpload(t, who.id), backKey: await identityUpload(t, who.id) });
const rowOf = async (who: Member) => (await t.db.select().from(accountOpenings).where(eq(accountOpenings.userId, who.id)))[0];
const eventsOf = async (who: Member) => {
  const row = await rowOf(who);
  return row ? t.db.select().from(accountOpeningEvents).where(eq(accountOpeningEvents.openingId, row.id)) : [];
};

/** Photos uploaded and the account opened: the stage where a card is tied. */
async function opened(): Promise<Member> {
  const who = await authenticatedMember(t, { payPassword: false });
  expect((await openingCall(t, who, 'photoUpload', await photos(who))).code).toBe(200);
  expect((await openingCall(t, who, 'openAccount')).code).toBe(200);
  return who;
}
const tie = (who: Member, cardNo = cardNumber()) => openingCall(t, who, 'tieCard', { bankCode: 'CMB', cardNo, phone: who.phone });

describe('GET /account/open/detail', () => {
  it('says the bank is the development one, before anything is opened', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    expect(await openingDetailOf(t, who)).toEqual({
      authenticated: true,
      provider: { kind: 'dev-bank', development: true, notice: devBankNotice },
      opening: null,
    });
    expect(devBankNotice).toBe('开发环境银行 · 不会开立真实账户');
  });

  it('asks a visitor to log in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/account/open/detail' })).json()).toMatchObject({ code: 401 });
  });
});

describe('the steps', () => {
  it('opens the account, ties and confirms a card with the bank’s code, signs: every answer masked', async () => {
    const who = await opened();
    const afterOpen = await openingDetailOf(t, who);
    expect(afterOpen.opening).toMatchObject({ stage: 'opened', stateName: '已开户', card: null, contractNo: null });
    expect(afterOpen.opening!.accountNo).toMatch(/^DEV\d{14}$/);
    const number = cardNumber();
    const tied = await tie(who, number);
    expect([tied.code, tied.msg]).toEqual([200, messages.bankCodeSent]);
    expect(tied.data.opening!.card).toEqual({ bankCode: 'CMB', bankName: '招商银行', cardNo: maskCardNo(number), phone: `${who.phone.slice(0, 3)}****${who.phone.slice(-4)}` });
    const [text] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, who.phone));
    expect(text!.content).toContain('开发环境银行');
    expect(text!.content).toContain(`尾号${number.slice(-4)}`);
    const confirmed = await openingCall(t, who, 'tieCardConfirmed', { code: await latestCode(t, who.phone) });
    expect([confirmed.code, confirmed.msg, confirmed.data.opening!.stage]).toEqual([200, messages.bankCardConfirmed, 'cardConfirmed']);
    const signed = await openingCall(t, who, 'signContract');
    expect([signed.msg, signed.data.opening!.stage, signed.data.opening!.stateName]).toEqual([messages.contractSigned, 'signed', '开户完成']);
    expect(signed.data.opening!.contractNo).toBe(`DEV-HT-${afterOpen.opening!.accountNo!.slice(3)}`);
    expect(JSON.stringify(signed.data)).not.toContain(number);
    expect(signed.data.opening!.events.map((e) => e.event)).toEqual(['opening.uploadPhotos', 'opening.open', 'opening.tieCard', 'opening.confirmCard', 'opening.sign']);
  });

  it('a wrong code changes nothing; five wrong codes use the code up; another card gets a new code', async () => {
    const who = await opened();
    await tie(who);
    const right = await latestCode(t, who.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const before = await rowOf(who);
    const refused = await openingCall(t, who, 'tieCardConfirmed', { code: wrong });
    expect([refused.status, refused.msg]).toEqual([400, messages.bankCodeWrong]);
    expect(await rowOf(who)).toEqual(before);
    for (let i = 0; i < 4; i += 1) await openingCall(t, who, 'tieCardConfirmed', { code: wrong });
    expect((await openingCall(t, who, 'tieCardConfirmed', { code: right })).msg).toBe(messages.bankCodeWrong);
    expect((await rowOf(who))!.stage).toBe('cardTied');
    await tie(who);
    const fresh = await latestCode(t, who.phone);
    expect((await openingCall(t, who, 'tieCardConfirmed', { code: fresh })).code).toBe(200);
  });

  it('a code is good for 10 minutes', async () => {
    const who = await opened();
    await tie(who);
    const code = await latestCode(t, who.phone);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await openingCall(t, who, 'tieCardConfirmed', { code })).msg).toBe(messages.bankCodeWrong);
    expect((await rowOf(who))!.stage).toBe('cardTied');
  });

  it('photos may be replaced until the account is opened, not after', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    await openingCall(t, who, 'photoUpload', await photos(who));
    const second = await photos(who);
    expect((await openingCall(t, who, 'photoUpload', second)).code).toBe(200);
    expect((await rowOf(who))!.detail).toMatchObject(second);
    await openingCall(t, who, 'openAccount');
    const late = await openingCall(t, who, 'photoUpload', await photos(who));
    expect([late.status, late.msg]).toEqual([400, messages.openingActionNotAllowed]);
    expect((await rowOf(who))!.detail).toMatchObject(second);
  });

  it('a step retried with the same idempotency key is answered as it stands, the bank not asked again', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    await openingCall(t, who, 'photoUpload', await photos(who));
    const send = () => t.app.inject({ method: 'POST', url: '/account/openAccount', payload: {}, headers: { token: who.token, 'idempotency-key': 'open-1' } }).then((r) => r.json() as { code: number });
    expect((await send()).code).toBe(200);
    const accountNo = (await rowOf(who))!.detail.accountNo;
    expect((await send()).code).toBe(200);
    expect((await rowOf(who))!.detail.accountNo).toBe(accountNo);
    expect((await eventsOf(who)).map((e) => e.event)).toEqual(['opening.uploadPhotos', 'opening.open']);
  });
});

describe('refused, with nothing stored', () => {
  it('a member who is not authenticated', async () => {
    const who = await applicant(t);
    const reply = await openingCall(t, who, 'photoUpload', await photos(who));
    expect([reply.status, reply.msg]).toEqual([400, messages.openingNeedsAuthentication]);
    expect((await openingCall(t, who, 'openAccount')).msg).toBe(messages.openingNeedsAuthentication);
    expect((await openingDetailOf(t, who)).authenticated).toBe(false);
    expect((await t.db.select().from(accountOpenings).where(eq(accountOpenings.userId, who.id))).length).toBe(0);
  });

  it('photos that are not the member’s own identity uploads, or the same photo twice', async () => {
    const [who, other] = [await authenticatedMember(t, { payPassword: false }), await authenticatedMember(t, { payPassword: false })];
    const theirs = await openingCall(t, who, 'photoUpload', { frontKey: await identityUpload(t, other.id), backKey: await identityUpload(t, who.id) });
    expect([theirs.status, theirs.msg]).toEqual([404, messages.notYourUpload]);
    const avatar = await openingCall(t, who, 'photoUpload', { frontKey: await identityUpload(t, who.id, 'user'), backKey: await identityUpload(t, who.id) });
    expect(avatar.status).toBe(404);
    const key = await identityUpload(t, who.id);
    expect((await openingCall(t, who, 'photoUpload', { frontKey: key, backKey: key })).msg).toBe(messages.idPhotosSame);
    expect(await rowOf(who)).toBeUndefined();
  });

  it('a step before the photos', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    for (const step of ['openAccount', 'signContract'] as const) {
      const reply = await openingCall(t, who, step);
      expect([reply.status, reply.msg]).toEqual([400, messages.openingNotFound]);
    }
  });

  it('a deployment without a bank says so and opens nothing', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    await openingCall(t, who, 'photoUpload', await photos(who));
    const member = (await findMemberByPhone(t.db as Db, who.phone))!;
    // The dispatch's send with this deployment's bank as the one asked.
    const open = () =>
      sendEvent(accountOpeningLifecycle, t.db, t.clock.now, rowId, { kind: 'member', member }, { type: 'opening.open' }, { roles: ['member'], consult: askTheBank(new NoBankProvider(), t.db, member, {}) });
    const rowId = (await rowOf(who))!.id;
    await expect(open()).rejects.toMatchObject({ messageKey: 'bankNotConfigured' });
    expect((await rowOf(who))!.stage).toBe('photosUploaded');
  });
});

describe('one opening per member', () => {
  it('five first uploads at once make one opening', async () => {
    const who = await authenticatedMember(t, { payPassword: false });
    const replies = await Promise.all(Array.from({ length: 5 }, async () => openingCall(t, who, 'photoUpload', await photos(who))));
    expect(replies.every((r) => r.code === 200 || (r.status >= 400 && r.status < 500))).toBe(true);
    expect(replies.some((r) => r.code === 200)).toBe(true);
    expect((await t.db.select().from(accountOpenings).where(eq(accountOpenings.userId, who.id))).length).toBe(1);
    const events = await eventsOf(who);
    expect(events.length).toBe(replies.filter((r) => r.code === 200).length);
    expect(events.every((e) => e.event === 'opening.uploadPhotos')).toBe(true);
  });
});

describe('BANK_PROVIDER', () => {
  const db = undefined as unknown as Db;
  const clock = () => new Date('2026-11-22T08:00:00Z');
  it('is the development bank outside production unless told none; production never takes the development one', () => {
    expect(providersFromEnv({}, db, clock, 's').bank?.kind).toBe('dev-bank');
    expect(providersFromEnv({ BANK_PROVIDER: 'none' }, db, clock, 's').bank?.kind).toBe('none');
    expect(() => providersFromEnv({ BANK_PROVIDER: 'icbc' }, db, clock, 's')).toThrow('BANK_PROVIDER=icbc is not a known provider (dev, none)');
    // (The payment provider is named too: production refuses to guess it, docs/adr/0025.)
    expect(() => providersFromEnv({ NODE_ENV: 'production', BANK_PROVIDER: 'dev', PAYMENT_PROVIDER: 'sandbox' }, db, clock, 's')).toThrow(/refuses development providers \(.*dev-bank/);
  });
});

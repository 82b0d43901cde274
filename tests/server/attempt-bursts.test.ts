import { eq } from 'drizzle-orm';
import type { TestApp } from './helpers';
import type { Trader } from './trade-helpers';
import { payPasswordLockedPattern, payPasswordWrongLeft } from './pay-password-messages';

/**
 * Attempt limits under bursts (issue 11): every guess starts a counted try before it is checked, so many guesses sent
 * at once get no more checks than guesses sent one by one. Runs on PGlite and on PostgreSQL (where requests really
 * overlap).
 *
 * argon2 verification is wrapped to count the checks and, for the burst tests, to hold them at a gate: the right
 * guess is sent once 5 wrong ones are being checked, every time, without sleeping.
 */
const argon = vi.hoisted(() => ({ checks: 0, entered: () => {}, gate: undefined as Promise<void> | undefined }));
vi.mock('../../server/src/domain/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/src/domain/passwords')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      argon.checks++;
      argon.entered();
      if (argon.gate) await argon.gate;
      return real.verifyPassword(hash, password);
    },
  };
});

// Server test files share their worker's modules (isolate: false, docs/adr/0030): the app an earlier file imported
// holds the real passwords module. This file imports the app afresh, after the mock above, and leaves the next file a
// fresh module graph again (so it never sees the wrapper).
vi.resetModules();
const { passwordResetTickets, smsCodes, users } = await import('../../server/src/db/schema');
const { messages } = await import('../../src/api/contracts/messages');
const { buildTestApp, freshCode, login, post } = await import('./helpers');
const { act, closeChecked, newOrder, orderOf, payPassword, tradingApp } = await import('./trade-helpers');
afterAll(() => {
  vi.doUnmock('../../server/src/domain/passwords');
  vi.resetModules();
});

/**
 * Fires `wrong` guesses at once with argon2 held; once 5 of them are being checked, fires the right guess and lets
 * the checks run. The right guess arrives while the burst is in flight: with the limit, it finds 5 tries running
 * and waits, then finds them counted and is refused; without it, it is checked like the others. Returns every
 * answer (the right one last) and how many argon2 checks ran.
 */
async function heldBurst<R>(wrong: number, send: (i: number) => Promise<R>, sendRight: () => Promise<R>): Promise<{ answers: R[]; checks: number }> {
  let open!: () => void;
  argon.gate = new Promise<void>((resolve) => (open = resolve));
  argon.checks = 0;
  let fiveChecked!: () => void;
  const five = new Promise<void>((resolve) => (fiveChecked = resolve));
  argon.entered = () => {
    if (argon.checks >= 5) fiveChecked();
  };
  const burst = Array.from({ length: wrong }, (_, i) => send(i));
  await five;
  const right = sendRight();
  open();
  const answers = await Promise.all([...burst, right]);
  argon.gate = undefined;
  argon.entered = () => {};
  return { answers, checks: argon.checks };
}

describe('SMS codes under a parallel burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks at most 5 of 100 wrong codes and the right one sent at once (POST /api/user/checkOldUser)', async () => {
    const phone = '13800000002';
    const code = await freshCode(t, phone, 'forget');
    const wrongCodes = Array.from({ length: 100 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all([...wrongCodes, code].map((c) => post(t, '/api/user/checkOldUser', { phone, code: c, type: 'forget' })));

    const pastReservation = replies.filter((r) => r.msg !== messages.codeTooManyTries);
    expect(pastReservation.length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.code === 200).length).toBeLessThanOrEqual(1);
    // Every comparison was counted on the code's row first: at most 5 were made.
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    const tickets = await t.db.select().from(passwordResetTickets);
    expect(tickets.length).toBe(replies.filter((r) => r.code === 200).length);
  });
});

describe('login under a parallel burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('runs at most 5 argon2 checks for 60 wrong passwords and the right one at once, and issues no token', async () => {
    const account = '华夏邮社';
    const { answers, checks } = await heldBurst(
      60,
      (i) => post<{ token?: string }>(t, '/api/login', { username: account, password: `wrong-${i}` }),
      () => post<{ token?: string }>(t, '/api/login', { username: account, password: 'demo1234' }),
    );
    expect(checks).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.filter((a) => a.msg === messages.wrongCredentials).length).toBe(checks);
    expect(answers.at(-1)).toMatchObject({ code: 429, msg: messages.loginLocked });
  });

  it('lets 20 right passwords sent at once all log in (tries still being checked are waited for, not counted)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t, '/api/login', { username: '邮友小王', password: 'demo1234' })));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));
  });

  it('refuses an IP after 20 failed logins in 15 minutes, whichever accounts they tried', async () => {
    const ip = '198.51.100.7';
    argon.checks = 0;
    const tried = Array.from({ length: 40 }, (_, i) => post(t, '/api/login', { username: `没有的账号${i}`, password: 'guess1234' }, { ip }));
    const answers = await Promise.all(tried);
    expect(answers.filter((a) => a.msg === messages.wrongCredentials).length).toBe(20);
    expect(answers.filter((a) => a.code === 429).every((a) => a.msg === messages.loginIpLimited)).toBe(true);
    // The right password of a real account is refused from that IP too, and accepted from another one.
    expect(await post(t, '/api/login', { username: '邮友小王', password: 'demo1234' }, { ip })).toMatchObject({ code: 429, msg: messages.loginIpLimited });
    expect((await post(t, '/api/login', { username: '邮友小王', password: 'demo1234' }, { ip: '198.51.100.8' })).code).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await post(t, '/api/login', { username: '邮友小王', password: 'demo1234' }, { ip })).code).toBe(200);
  });

  it('does not let an IP clear its failures by logging into an account of its own', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 19; i++) expect((await post(t, '/api/login', { username: `猜测账号${i}`, password: 'guess1234' }, { ip })).code).toBe(400);
    expect((await post(t, '/api/login', { username: '集邮新人', password: 'demo1234' }, { ip })).code).toBe(200);
    expect((await post(t, '/api/login', { username: '猜测账号x', password: 'guess1234' }, { ip })).code).toBe(400);
    expect((await post(t, '/api/login', { username: '猜测账号y', password: 'guess1234' }, { ip })).msg).toBe(messages.loginIpLimited);
  });
});

describe('payment password under a parallel burst', () => {
  let t: TestApp;
  let s: Trader;
  let b: Trader;
  beforeEach(async () => {
    ({ t, s, b } = await tradingApp());
  });
  afterEach(() => closeChecked(t));

  const pay = (orderId: number, password: string) => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword: password });
  const modify = (oldPassword: string) => post(t, '/api/user/pwd/payment/modify', { oldPassword, newPassword: '135790' }, { token: b.token });

  it('pay: at most 5 argon2 checks for 60 wrong passwords and the right one at once; the order stays unpaid', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    const { answers, checks } = await heldBurst(60, (i) => pay(orderId, String(100_000 + i)), () => pay(orderId, payPassword));
    expect(checks).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.at(-1)).toMatchObject({ code: 429, msg: expect.stringMatching(payPasswordLockedPattern) });
    expect((await orderOf(t, b, orderId)).stateValue).toBe('awaitingPayment');
    expect((await pay(orderId, payPassword)).msg).toMatch(payPasswordLockedPattern);
  });

  it('modify: at most 5 argon2 checks for 60 wrong old passwords and the right one at once; the password is unchanged', async () => {
    const hashOf = async () => (await t.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, b.id)))[0]!.hash;
    const before = await hashOf();
    const { answers, checks } = await heldBurst(60, (i) => modify(String(100_000 + i)), () => modify(payPassword));
    expect(checks).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.at(-1)).toMatchObject({ code: 429, msg: expect.stringMatching(payPasswordLockedPattern) });
    expect(await hashOf()).toBe(before);
  });

  it('one lock for pay, receive and modify: 5 wrong tries anywhere lock all of them for 3 hours', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    for (let i = 0; i < 3; i++) expect((await pay(orderId, '000000')).msg).toBe(payPasswordWrongLeft(4 - i));
    expect((await modify('000000')).msg).toBe(payPasswordWrongLeft(1));
    // The fifth wrong try is checked and answers the lock (400); the tries after it are refused unchecked (429).
    expect(await modify('000000')).toMatchObject({ code: 400, msg: expect.stringMatching(payPasswordLockedPattern) });
    const locked = expect.stringMatching(payPasswordLockedPattern);
    expect(await pay(orderId, payPassword)).toMatchObject({ code: 429, msg: locked });
    expect(await modify(payPassword)).toMatchObject({ code: 429, msg: locked });
    t.clock.advance(3 * 3_600_000 - 60_000);
    expect((await pay(orderId, payPassword)).msg).toMatch(payPasswordLockedPattern);
    t.clock.advance(61_000);
    expect((await pay(orderId, payPassword)).code).toBe(200);
  });

  it('a right password clears the count: 4 wrong, right, 4 wrong does not lock', async () => {
    for (let i = 0; i < 4; i++) expect((await modify('000000')).msg).toBe(payPasswordWrongLeft(4 - i));
    expect((await post(t, '/api/user/pwd/payment/modify', { oldPassword: payPassword, newPassword: payPassword }, { token: b.token })).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await modify('000000')).msg).toBe(payPasswordWrongLeft(4 - i));
    expect((await modify(payPassword)).code).toBe(200);
  });
});

describe('setting the payment password the first time proves the login password', () => {
  it('counts those tries against the account’s login lock', async () => {
    const t = await buildTestApp();
    try {
      const { token } = await login(t, '警示用户');
      for (let i = 0; i < 5; i++) {
        expect((await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'wrong1234', newPassword: '135790' }, { token })).msg).toBe(messages.wrongCredentials);
      }
      expect(await post(t, '/api/user/pwd/payment/modify', { oldPassword: 'demo1234', newPassword: '135790' }, { token })).toMatchObject({ code: 429, msg: messages.loginLocked });
      expect((await post(t, '/api/login', { username: '警示用户', password: 'demo1234' })).msg).toBe(messages.loginLocked);
    } finally {
      await t.close();
    }
  });
});

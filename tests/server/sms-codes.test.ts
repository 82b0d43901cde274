import { ApiCode } from '../../src/api/contracts/envelope';
import { messages } from '../../src/api/contracts/messages';
import { buildTestApp, freshCode, get, latestCode, post, sendCode, solvedCaptcha, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (phone: string, code: string, userName: string) =>
  post(t, '/api/login/register', { phone, code, userName, password: 'abc12345' });

describe('GET /api/captcha/slider and the slider proof', () => {
  it('issues a 308 px challenge', async () => {
    const { data } = await get<{ sessionId: string; token: string; width: number }>(t, '/api/captcha/slider');
    expect(data.width).toBe(308);
    expect(data.sessionId).not.toBe(data.token);
  });

  it.each([
    ['an instant (bot) drag', '300:20'],
    ['a drag that stops short', '250:800'],
    ['garbage', 'hello'],
  ])('refuses %s', async (_label, sig) => {
    const reply = await post(t, '/api/login/sendCode', { phone: '13900000001', type: 'register', ...(await solvedCaptcha(t, sig)) });
    expect(reply).toMatchObject({ code: 400, msg: messages.captchaFailed });
  });

  it('uses each challenge once and for 2 minutes only', async () => {
    const proof = await solvedCaptcha(t);
    expect((await post(t, '/api/login/sendCode', { phone: '13900000002', type: 'register', ...proof })).code).toBe(200);
    t.clock.advance(61_000);
    expect(await post(t, '/api/login/sendCode', { phone: '13900000002', type: 'register', ...proof })).toMatchObject({ code: 400, msg: messages.captchaFailed });
    const old = await solvedCaptcha(t);
    t.clock.advance(121_000);
    expect((await post(t, '/api/login/sendCode', { phone: '13900000002', type: 'register', ...old })).msg).toBe(messages.captchaFailed);
  });

  it('needs the proof fields', async () => {
    expect(await post(t, '/api/login/sendCode', { phone: '13900000003', type: 'register' })).toMatchObject({ code: 400, msg: messages.captchaFailed });
  });
});

describe('POST /api/login/sendCode', () => {
  it('stores a 6-digit code in the outbox, newest first via the dev reader', async () => {
    expect(await sendCode(t, '139-0000-0010', 'register')).toMatchObject({ code: 200, msg: messages.smsSent });
    const code = await latestCode(t, '13900000010');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await get<{ phone: string; content: string }[]>(t, '/api/dev/sms-outbox?phone=13900000010');
    expect(outbox.data[0]?.content).toContain(code);
  });

  it.each([
    [{ phone: '', type: 'register' }, messages.fillPhone],
    [{ phone: '12345678901', type: 'register' }, messages.phoneFormatWrong],
    [{ phone: 13900000011, type: 'register' }, messages.fillPhone],
    [{ phone: '13900000011', type: 'lottery' }, messages.invalidRequest],
  ])('refuses %j', async (body, msg) => {
    expect(await post(t, '/api/login/sendCode', { ...body, ...(await solvedCaptcha(t)) })).toMatchObject({ code: 400, msg });
  });

  it('refuses register for a taken phone and forget for an unknown phone', async () => {
    expect(await sendCode(t, '13800000002', 'register')).toMatchObject({ code: ApiCode.conflict, msg: messages.phoneTaken });
    expect(await sendCode(t, '13900000012', 'forget')).toMatchObject({ code: 400, msg: messages.phoneNotRegistered });
  });

  it('allows one send per phone per 60 s', async () => {
    expect((await sendCode(t, '13900000020', 'register')).code).toBe(200);
    t.clock.advance(59_000);
    expect(await sendCode(t, '13900000020', 'register')).toMatchObject({ code: 429, msg: messages.smsTooSoon, status: 429 });
    t.clock.advance(2_000);
    expect((await sendCode(t, '13900000020', 'register')).code).toBe(200);
  });

  it('allows 5 sends per phone per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t, '13900000021', 'register')).code).toBe(200);
      t.clock.advance(61_000);
    }
    expect(await sendCode(t, '13900000021', 'register')).toMatchObject({ code: 429, msg: messages.smsHourlyLimit });
    t.clock.advance(60 * 60_000);
    expect((await sendCode(t, '13900000021', 'register')).code).toBe(200);
  });

  it('allows 20 sends per IP per hour', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) expect((await sendCode(t, `137000001${String(i).padStart(2, '0')}`, 'register', { ip })).code).toBe(200);
    expect(await sendCode(t, '13700000199', 'register', { ip })).toMatchObject({ code: 429, msg: messages.smsHourlyLimit });
    expect((await sendCode(t, '13700000199', 'register', { ip: '203.0.113.10' })).code).toBe(200);
  });
});

describe('using a code (registration)', () => {
  it('refuses a wrong code, then accepts the right one once', async () => {
    const phone = '13900000030';
    const code = await freshCode(t, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await register(phone, wrong, '新邮友甲')).toMatchObject({ code: 400, msg: messages.codeWrong });
    expect((await register(phone, code, '新邮友甲')).code).toBe(200);
    expect(await register(phone, code, '新邮友甲2')).toMatchObject({ code: ApiCode.conflict, msg: messages.phoneTaken });
  });

  it('refuses a replayed code', async () => {
    const phone = '13900000031';
    const code = await freshCode(t, phone, 'register');
    expect((await register(phone, code, '新邮友乙')).code).toBe(200);
    // The phone is now taken, so replay the same code on another purpose-bound use: checkOldUser with a fresh forget
    // code works once, and the same code a second time is refused as used.
    const forget = await freshCode(t, phone, 'forget');
    expect((await post(t, '/api/user/checkOldUser', { phone, code: forget, type: 'forget' })).code).toBe(200);
    expect(await post(t, '/api/user/checkOldUser', { phone, code: forget, type: 'forget' })).toMatchObject({ code: 400, msg: messages.codeUsed });
  });

  it('refuses a code of another purpose', async () => {
    const phone = '13800000002';
    const code = await freshCode(t, phone, 'bind');
    expect(await post(t, '/api/user/checkOldUser', { phone, code, type: 'forget' })).toMatchObject({ code: 400, msg: messages.codeWrong });
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const phone = '13900000032';
    const code = await freshCode(t, phone, 'register');
    t.clock.advance(11 * 60_000);
    expect(await register(phone, code, '新邮友丙')).toMatchObject({ code: 400, msg: messages.codeExpired });
  });

  it('ends a code after 5 wrong tries, even for the right code', async () => {
    const phone = '13900000033';
    const code = await freshCode(t, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await register(phone, wrong, '新邮友丁')).msg).toBe(messages.codeWrong);
    expect((await register(phone, wrong, '新邮友丁')).msg).toBe(messages.codeTooManyTries);
    expect(await register(phone, code, '新邮友丁')).toMatchObject({ code: 400, msg: messages.codeTooManyTries });
  });

  it('only the newest code works', async () => {
    const phone = '13900000034';
    const first = await freshCode(t, phone, 'register');
    const second = await freshCode(t, phone, 'register');
    if (first !== second) expect((await register(phone, first, '新邮友戊')).code).toBe(400);
    expect((await register(phone, second, '新邮友戊')).code).toBe(200);
  });
});

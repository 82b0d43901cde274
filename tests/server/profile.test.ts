import type { UserInfo } from '../../src/api/contracts/auth';
import { messages } from '../../src/api/contracts/messages';
import type { BusinessLicenseFields, CheckModifyPhoneReply, IdentityCardFields, ProfileDetails, RecognizeReply, UploadReply } from '../../src/api/contracts/profile';
import type { Db } from '../../server/src/db/database';
import { signPayload } from '../../server/src/domain/secrets';
import { providersFromEnv } from '../../server/src/providers/from-env';
import { buildTestApp, demoAccounts, extraMember, freshCode, get, login, post, sendCode, type TestApp } from './helpers';
import { picture, upload } from './upload-helpers';

/** The member's own profile (spec section 7, "Profile, addresses and cards") and the OCR calls' development provider. */
let t: TestApp;
let wang: string;
let zhou: string;
beforeAll(async () => {
  t = await buildTestApp();
  [wang, zhou] = [(await login(t, '邮友小王')).token, (await login(t, '老周邮票')).token];
});
afterAll(() => t.close());

const info = async (token: string) => (await get<UserInfo>(t, '/api/user/info', { token })).data;
const details = async (token: string) => (await get<ProfileDetails>(t, '/api/userinfo/profile', { token })).data;
const avatarOf = async (token: string) => (await upload<UploadReply>(t, '/api/upload/userImage', { bytes: await picture('png', 64, 64) }, token)).data;

describe('name, city and Alipay account', () => {
  it('changes the user name, refusing a bad one and one another member has', async () => {
    const member = await extraMember(t, { userName: '改名会员', phone: '13900000101' });
    const saved = await post(t, '/api/userinfo/modifyUserName', { userName: ' 新名字_1 ' }, { token: member.token });
    expect([saved.status, saved.msg]).toEqual([200, messages.profileSaved]);
    expect((await info(member.token)).userName).toBe('新名字_1');
    expect((await post(t, '/api/userinfo/modifyUserName', { userName: '新名字_1' }, { token: member.token })).status).toBe(200); // unchanged is fine
    const takenName = await post(t, '/api/userinfo/modifyUserName', { userName: '金陵藏家' }, { token: member.token });
    expect([takenName.status, takenName.msg]).toEqual([409, messages.userNameTaken]);
    for (const userName of ['王', 'a b', 'x'.repeat(21), '名字!']) {
      expect((await post(t, '/api/userinfo/modifyUserName', { userName }, { token: member.token })).msg).toBe(messages.userNameRule);
    }
    expect((await post(t, '/api/userinfo/modifyUserName', {}, { token: member.token })).status).toBe(400);
    expect((await info(member.token)).userName).toBe('新名字_1');
    expect((await info(wang)).userName).toBe('邮友小王');
  });

  it('keeps the city of residence and the Alipay account, each checked', async () => {
    expect(await details(zhou)).toEqual({ activeCity: null, alipayAccount: null, creditScore: expect.any(Number) });
    expect((await post(t, '/api/userinfo/modifyActiveCity', { activeCity: ' 南京 ' }, { token: zhou })).msg).toBe(messages.profileSaved);
    for (const activeCity of ['宁', '城'.repeat(21), '', 5]) {
      expect((await post(t, '/api/userinfo/modifyActiveCity', { activeCity }, { token: zhou })).msg).toBe(messages.enterActiveCity);
    }
    expect((await post(t, '/api/userinfo/addAlipayAccount', { alipayAccount: '+86 139-1234-5678'.replace(/ /g, '') }, { token: zhou })).status).toBe(200);
    expect((await details(zhou)).alipayAccount).toBe('13912345678');
    expect((await post(t, '/api/userinfo/addAlipayAccount', { alipayAccount: 'zhou@example.com' }, { token: zhou })).status).toBe(200);
    for (const alipayAccount of ['zhou', '1234567', 'a@b', '']) {
      expect((await post(t, '/api/userinfo/addAlipayAccount', { alipayAccount }, { token: zhou })).msg).toBe(messages.alipayAccountRule);
    }
    expect(await details(zhou)).toMatchObject({ activeCity: '南京', alipayAccount: 'zhou@example.com' });
    expect(await details(wang)).toMatchObject({ activeCity: null, alipayAccount: null });
  });
});

describe('the avatar', () => {
  it('takes the member’s own avatar upload, and shows it in the user info', async () => {
    expect((await info(wang)).headImg).toBe('');
    const avatar = await avatarOf(wang);
    const reply = await post<{ url: string }>(t, '/api/userinfo/modifyPicture', { key: avatar.key }, { token: wang });
    expect([reply.status, reply.data.url]).toEqual([200, `/uploads/${avatar.key}`]);
    expect((await info(wang)).headImg).toBe(`/uploads/${avatar.key}`);
    expect((await t.app.inject({ method: 'GET', url: avatar.url })).statusCode).toBe(200);
  });

  it('refuses another member’s upload, an identity picture and a key of no upload, changing nothing', async () => {
    const before = (await info(zhou)).headImg;
    const theirs = await avatarOf(wang);
    const papers = (await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: await picture('png', 64, 64) }, zhou)).data;
    for (const key of [theirs.key, papers.key, 'AAAAAAAAAAAAAAAAAAAAAAAA.webp']) {
      const refused = await post(t, '/api/userinfo/modifyPicture', { key }, { token: zhou });
      expect([refused.status, refused.msg]).toEqual([404, messages.notYourUpload]);
    }
    for (const key of ['../../etc/passwd', '', 42]) expect((await post(t, '/api/userinfo/modifyPicture', { key }, { token: zhou })).msg).toBe(messages.chooseImage);
    expect((await info(zhou)).headImg).toBe(before);
  });
});

describe('changing the bound phone', () => {
  it('takes a code to the current phone, then one to the new phone', async () => {
    const member = await extraMember(t, { userName: '换号会员', phone: '13900000201' });
    const o = { token: member.token };
    // The first code goes only to the member's own phone.
    expect((await sendCode(t, '13900000999', 'oldPhone', o)).msg).toBe(messages.notYourPhone);
    const oldCode = await freshCode(t, member.phone, 'oldPhone', o);
    const wrong = await post(t, '/api/userinfo/checkModifyPhone', { code: oldCode === '000000' ? '111111' : '000000' }, o);
    expect([wrong.status, wrong.msg]).toEqual([400, messages.codeWrong]);
    expect((await post(t, '/api/userinfo/checkModifyPhone', { code: '12' }, o)).msg).toBe(messages.codeWrong);
    expect((await post(t, '/api/userinfo/checkModifyPhone', {}, o)).msg).toBe(messages.fillSmsCode);
    const checked = await post<CheckModifyPhoneReply>(t, '/api/userinfo/checkModifyPhone', { code: oldCode }, o);
    expect([checked.status, checked.msg]).toEqual([200, messages.oldPhoneVerified]);
    const { ticket } = checked.data;
    // The same code does not prove it twice.
    expect((await post(t, '/api/userinfo/checkModifyPhone', { code: oldCode }, o)).msg).toBe(messages.codeUsed);

    // A phone another member has is refused before a code is sent, and at the change.
    expect((await sendCode(t, demoAccounts[2]!.phone, 'newPhone', o)).msg).toBe(messages.phoneTaken);
    const takenPhone = await post(t, '/api/userinfo/modifyPhone', { ticket, phone: demoAccounts[2]!.phone, code: '123456' }, o);
    expect([takenPhone.status, takenPhone.msg]).toEqual([409, messages.phoneTaken]);

    const newPhone = '13900000202';
    const newCode = await freshCode(t, newPhone, 'newPhone', o);
    expect((await post(t, '/api/userinfo/modifyPhone', { ticket, phone: newPhone, code: newCode === '000000' ? '111111' : '000000' }, o)).msg).toBe(messages.codeWrong);
    for (const bad of [{}, { ticket: '' }, { ticket: 'forged.ticket' }]) {
      const refused = await post(t, '/api/userinfo/modifyPhone', { phone: newPhone, code: newCode, ...bad }, o);
      expect([refused.status, refused.msg]).toEqual([400, messages.phoneTicketInvalid]);
    }
    // A ticket signed for another member, or with another key, proves nothing here.
    const exp = t.clock.now().getTime() + 60_000;
    for (const forged of [
      signPayload('test-secret', { p: 'modifyPhone', uid: member.id + 1, phone: member.phone, exp }),
      signPayload('another-secret', { p: 'modifyPhone', uid: member.id, phone: member.phone, exp }),
    ]) {
      expect((await post(t, '/api/userinfo/modifyPhone', { ticket: forged, phone: newPhone, code: newCode }, o)).msg).toBe(messages.phoneTicketInvalid);
    }
    expect((await post(t, '/api/userinfo/modifyPhone', { ticket, phone: '12345', code: newCode }, o)).msg).toBe(messages.phoneFormatWrong);
    expect((await info(member.token)).phone).toBe(member.phone);

    const changed = await post(t, '/api/userinfo/modifyPhone', { ticket, phone: newPhone, code: newCode }, o);
    expect([changed.status, changed.msg]).toEqual([200, messages.phoneModified]);
    expect(await info(member.token)).toMatchObject({ phone: newPhone, checkPhone: true });
    expect((await login(t, newPhone)).userinfo.userName).toBe('换号会员');
    // The ticket named the old phone: it cannot change the phone again.
    const again = await freshCode(t, '13900000203', 'newPhone', o);
    expect((await post(t, '/api/userinfo/modifyPhone', { ticket, phone: '13900000203', code: again }, o)).msg).toBe(messages.phoneTicketInvalid);
  });

  it('lets a ticket run out after 10 minutes, and will not use another member’s', async () => {
    const member = await extraMember(t, { userName: '过期会员', phone: '13900000301' });
    const other = await extraMember(t, { userName: '旁人会员', phone: '13900000302' });
    const code = await freshCode(t, member.phone, 'oldPhone', { token: member.token });
    const { ticket } = (await post<CheckModifyPhoneReply>(t, '/api/userinfo/checkModifyPhone', { code }, { token: member.token })).data;
    const otherCode = await freshCode(t, '13900000303', 'newPhone', { token: other.token });
    expect((await post(t, '/api/userinfo/modifyPhone', { ticket, phone: '13900000303', code: otherCode }, { token: other.token })).msg).toBe(
      messages.phoneTicketInvalid,
    );
    t.clock.advance(10 * 60_000);
    const late = await freshCode(t, '13900000304', 'newPhone', { token: member.token });
    expect((await post(t, '/api/userinfo/modifyPhone', { ticket, phone: '13900000304', code: late }, { token: member.token })).msg).toBe(
      messages.phoneTicketInvalid,
    );
    expect([(await info(member.token)).phone, (await info(other.token)).phone]).toEqual([member.phone, other.phone]);
  });
});

describe('identity recognition (OCR) with the development provider', () => {
  it('stores the picture privately and says plainly that nothing was read', async () => {
    const card = await upload<RecognizeReply<IdentityCardFields>>(t, '/api/user/authentication/recognizeIdentityCard', { bytes: await picture('jpeg', 856, 540) }, wang);
    expect([card.status, card.msg]).toEqual([200, messages.ocrDevelopment]);
    expect(card.data).toMatchObject({ provider: 'development', fields: { name: '', idNumber: '', side: null }, url: `/api/upload/private/${card.data.key}` });
    expect((await t.app.inject({ method: 'GET', url: card.data.url, headers: { token: wang } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: card.data.url, headers: { token: zhou } })).statusCode).toBe(404);

    const licence = await upload<RecognizeReply<BusinessLicenseFields>>(t, '/api/user/authentication/recognizeBusinessLicense', { bytes: await picture('png', 800, 1100) }, wang);
    expect([licence.status, licence.msg]).toEqual([200, messages.ocrDevelopment]);
    expect(licence.data).toMatchObject({ provider: 'development', fields: { companyName: '', creditCode: '', legalPerson: '' }, height: 1100 });
  });

  it('refuses what is not an image, and a visitor', async () => {
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    for (const url of ['/api/user/authentication/recognizeIdentityCard', '/api/user/authentication/recognizeBusinessLicense']) {
      expect((await upload(t, url, { bytes: script, filename: 'card.jpg' }, wang)).msg).toBe(messages.onlyImagesAllowed);
      expect((await upload(t, url, { bytes: await picture('png', 10, 10) })).status).toBe(401);
    }
  });

  it('is chosen by OCR_PROVIDER: development by default, refused in production, where the default reads nothing', () => {
    const db = undefined as unknown as Db;
    const clock = () => new Date();
    expect(providersFromEnv({}, db, clock, 's').ocr).toMatchObject({ kind: 'development', development: true });
    expect(providersFromEnv({ OCR_PROVIDER: 'none' }, db, clock, 's').ocr.kind).toBe('none');
    expect(() => providersFromEnv({ OCR_PROVIDER: 'tesseract' }, db, clock, 's')).toThrow('OCR_PROVIDER=tesseract is not a known provider (dev, none)');
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'outbox' };
    expect(() => providersFromEnv({ ...production, OCR_PROVIDER: 'dev' }, db, clock, 's')).toThrow(/refuses development providers \(outbox, dev-slider, dev, development\)/);
    expect(() => providersFromEnv(production, db, clock, 's')).toThrow(/refuses development providers \(outbox, dev-slider, dev\)/);
  });
});

describe('not logged in', () => {
  it('answers 401 to every profile call', async () => {
    const calls: [string, unknown][] = [
      ['/api/userinfo/modifyUserName', { userName: '访客' }],
      ['/api/userinfo/modifyActiveCity', { activeCity: '北京' }],
      ['/api/userinfo/addAlipayAccount', { alipayAccount: 'a@example.com' }],
      ['/api/userinfo/modifyPicture', { key: 'AAAAAAAAAAAAAAAAAAAAAAAA.webp' }],
      ['/api/userinfo/checkModifyPhone', { code: '123456' }],
      ['/api/userinfo/modifyPhone', { ticket: 'x', phone: '13900000401', code: '123456' }],
    ];
    for (const [url, body] of calls) expect((await post(t, url, body)).status).toBe(401);
    expect((await get(t, '/api/userinfo/profile')).status).toBe(401);
  });
});

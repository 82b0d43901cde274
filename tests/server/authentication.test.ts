import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApplicationEvents, messages as inbox } from '../../server/src/db/schema';
import { formatChinaTime } from '../../server/src/domain/clock';
import type { AuthenticationQueueItem } from '../../src/api/contracts/authentication';
import type { Page } from '../../src/api/contracts/trade';
import { messages } from '../../src/api/contracts/messages';
import {
  applicant,
  approve,
  companyPapers,
  identityUpload,
  infoOf,
  personalPapers,
  reject,
  staffToken,
  stored,
  submit,
  validCreditCode,
  validIdNumber,
  type Applicant,
} from './authentication-helpers';
import { buildTestApp, get, login, post, type TestApp } from './helpers';
import { productId } from './trade-helpers';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

const idOf = async (who: Applicant) => (await infoOf(t, who)).application!.id;
const publishBuy = async (who: Applicant, publishType: 0 | 1 = 0) =>
  post<{ id: number }>(
    t,
    '/api/user/trade/edit',
    { deliveryMethods: ['express'], tradeWays: ['online'], remark: '', publishType, price: 1200, quantity: 1, productId: await productId(t) },
    { token: who.token },
  );

describe('bad papers are refused with their message, and nothing is stored', () => {
  it.each([
    ['an id number with a wrong check digit', { idNumber: '110105194912310021' }, messages.idNumberInvalid],
    ['an id number of 17 characters', { idNumber: '11010519491231002' }, messages.idNumberInvalid],
    ['an impossible birth date', { idNumber: '110105194902310023' }, messages.idNumberInvalid],
    ['no id number', { idNumber: '' }, messages.fillIdNumber],
    ['a name in Latin letters', { realName: 'Zhang San' }, messages.realNameRule],
    ['no name', { realName: '' }, messages.fillRealName],
    ['no front photo', { frontKey: '' }, messages.uploadIdFront],
    ['no back photo', { backKey: undefined }, messages.uploadIdBack],
    ['a photo key of no upload of ours', { frontKey: '../../etc/passwd' }, messages.uploadIdFront],
  ])('personal: %s', async (_, change, message) => {
    const who = await applicant(t);
    const reply = await submit(t, who, 'personal', { ...(await personalPapers(t, who)), ...change });
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect((await stored(t, who.id)).application).toBeNull();
  });

  it.each([
    ['a credit code with a wrong check character', { creditCode: '91350100M000100Y44' }, messages.creditCodeInvalid],
    ['a credit code with a letter the code never uses', { creditCode: '91350100M000100I43' }, messages.creditCodeInvalid],
    ['no credit code', { creditCode: '' }, messages.fillCreditCode],
    ['no company name', { companyName: ' ' }, messages.fillCompanyName],
    ['no legal person', { legalPerson: '' }, messages.fillLegalPerson],
    ['a legal person’s bad id number', { idNumber: '110105194912310022' }, messages.idNumberInvalid],
    ['no licence photo', { licenceKey: undefined }, messages.uploadLicence],
  ])('merchant: %s', async (_, change, message) => {
    const who = await applicant(t);
    const reply = await submit(t, who, 'merchant', { ...(await companyPapers(t, who)), ...change });
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect((await stored(t, who.id)).application).toBeNull();
  });

  it('the same picture for both sides of the card', async () => {
    const who = await applicant(t);
    const papers = await personalPapers(t, who);
    const reply = await submit(t, who, 'personal', { ...papers, backKey: papers.frontKey });
    expect([reply.status, reply.msg]).toEqual([400, messages.idPhotosSame]);
  });

  it('someone else’s picture, or my own avatar, is not my identity upload', async () => {
    const [who, other] = [await applicant(t), await applicant(t)];
    for (const key of [await identityUpload(t, other.id), await identityUpload(t, who.id, 'user')]) {
      const reply = await submit(t, who, 'personal', { ...(await personalPapers(t, who)), backKey: key });
      expect([reply.status, reply.msg]).toEqual([404, messages.notYourUpload]);
      expect(await stored(t, who.id)).toMatchObject({ application: null, events: 0, user: { authState: 0 } });
    }
    const licence = await submit(t, who, 'merchant', { ...(await companyPapers(t, who)), licenceKey: await identityUpload(t, other.id) });
    expect(licence.msg).toBe(messages.notYourUpload);
  });

  it('not logged in: 401 on every member call', async () => {
    for (const path of ['personalAuthentication', 'personalAuthentication/edit', 'companyAuthentication', 'companyAuthentication/edit']) {
      expect((await post(t, `/api/user/${path}`, {})).status, path).toBe(401);
    }
    expect((await get(t, '/api/user/authenticationInfo')).status).toBe(401);
  });
});

describe('a personal application from submission to approval', () => {
  it('is under review, then approved: level 2, personal, and the member may publish buy offers (not sell offers)', async () => {
    const who = await applicant(t);
    expect(await infoOf(t, who)).toEqual({ authenticated: false, authType: 'none', application: null });
    expect([(await publishBuy(who)).status, (await publishBuy(who)).msg]).toEqual([403, messages.levelOneMustAuthenticate]);

    const submitted = await submit(t, who, 'personal', await personalPapers(t, who, '欧阳·娜娜'));
    expect([submitted.code, submitted.msg]).toEqual([200, messages.authSubmitted]);
    expect(submitted.data.application).toMatchObject({
      kind: 'personal',
      stage: 'submitted',
      stateName: '审核中',
      papers: { realName: '欧阳·娜娜', idNumber: '110105********002X' },
      rejectReason: null,
    });
    expect(JSON.stringify(submitted.data)).not.toContain(validIdNumber);
    expect((await stored(t, who.id)).user).toEqual({ level: 1, authType: 'none', authState: 1 });

    // Under review: neither a second submission nor an edit.
    for (const edit of [false, true]) {
      const again = await submit(t, who, 'personal', await personalPapers(t, who), edit);
      expect([again.status, again.msg]).toEqual([400, messages.authUnderReview]);
    }

    const approved = await approve(t, staff, submitted.data.application!.id);
    expect([approved.code, approved.msg, approved.data.stage]).toEqual([200, messages.authApproveDone, 'approved']);
    expect((await stored(t, who.id)).user).toEqual({ level: 2, authType: 'personal', authState: 2 });
    const [notice] = await t.db.select().from(inbox).where(eq(inbox.userId, who.id));
    expect(notice).toMatchObject({ title: '实名认证已通过', type: 1 });
    expect(await infoOf(t, who)).toMatchObject({ authenticated: true, authType: 'personal', application: { stateName: '已认证' } });
    const user = (await get<{ levelId: number; checkAuth: boolean; authType: number }>(t, '/api/user/info', { token: who.token })).data;
    expect(user).toMatchObject({ levelId: 2, checkAuth: true, authType: 0 });

    expect((await publishBuy(who)).code).toBe(200);
    expect([(await publishBuy(who, 1)).status, (await publishBuy(who, 1)).msg]).toEqual([403, messages.levelTwoCannotSell]);

    // Approved for good: no new submission, no edit, no second decision.
    for (const edit of [false, true]) expect((await submit(t, who, 'merchant', await companyPapers(t, who), edit)).msg).toBe(messages.authAlreadyApproved);
    expect((await approve(t, staff, submitted.data.application!.id)).msg).toBe(messages.authActionNotAllowed);
  });

  it('a level-3 member approved as a merchant stays level 3', async () => {
    const who = await applicant(t, 3);
    expect((await submit(t, who, 'merchant', await companyPapers(t, who))).code).toBe(200);
    expect((await approve(t, staff, await idOf(who))).code).toBe(200);
    expect((await stored(t, who.id)).user).toEqual({ level: 3, authType: 'merchant', authState: 2 });
    expect((await infoOf(t, who)).application!.papers).toEqual({
      companyName: '福州集邮文化有限公司',
      creditCode: validCreditCode,
      legalPerson: '李四',
      idNumber: '110105********002X',
    });
  });

  it('a member authenticated before applications were recorded may not apply; the seeded one has his approved record', async () => {
    const jinling = await login(t, '金陵藏家');
    expect((await submit(t, jinling, 'merchant', {
      companyName: '金陵邮社',
      creditCode: validCreditCode,
      legalPerson: '陈立新',
      idNumber: validIdNumber,
      licenceKey: await identityUpload(t, jinling.userinfo.id),
    })).msg).toBe(messages.authAlreadyApproved);
    expect(await infoOf(t, jinling)).toEqual({ authenticated: true, authType: 'merchant', application: null });
    const wang = await login(t, '邮友小王');
    expect((await infoOf(t, wang)).application).toMatchObject({ stage: 'approved', kind: 'personal', papers: { realName: '王晓明', idNumber: '310104********1237' } });
    expect((await infoOf(t, wang)).application!.events.map((e) => e.label)).toEqual(['提交认证资料', '审核通过']);
  });

  it('a retried submission with the same idempotency key is answered, not refused', async () => {
    const who = await applicant(t);
    const papers = await personalPapers(t, who);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/user/personalAuthentication', payload: papers, headers: { token: who.token, 'idempotency-key': 'auth-try-1' } });
    expect((await send()).json()).toMatchObject({ code: 200 });
    expect((await send()).json()).toMatchObject({ code: 200, data: { application: { stage: 'submitted' } } });
    expect((await stored(t, who.id)).events).toBe(1);
  });
});

describe('a rejection and the edit after it', () => {
  it('tells the member why; the member edits (even as another kind) and submits again', async () => {
    const who = await applicant(t);
    const edit = await submit(t, who, 'personal', await personalPapers(t, who), true);
    expect([edit.status, edit.msg]).toEqual([400, messages.authNotSubmitted]);
    await submit(t, who, 'personal', await personalPapers(t, who));
    const id = await idOf(who);

    for (const [reason, message] of [['', messages.fillRejectReason], ['  ', messages.fillRejectReason], ['驳'.repeat(201), messages.rejectReasonTooLong]]) {
      const refused = await reject(t, staff, id, reason!);
      expect([refused.status, refused.msg]).toEqual([400, message]);
    }
    expect((await stored(t, who.id)).application!.stage).toBe('submitted');

    const rejected = await reject(t, staff, id, ' 身份证照片模糊，请重新上传 ');
    expect([rejected.code, rejected.msg, rejected.data.rejectReason]).toEqual([200, messages.authRejectDone, '身份证照片模糊，请重新上传']);
    expect((await stored(t, who.id)).user).toEqual({ level: 1, authType: 'none', authState: 3 });
    const [notice] = await t.db.select().from(inbox).where(eq(inbox.userId, who.id));
    expect(notice!.content).toContain('原因：身份证照片模糊，请重新上传');
    expect((await infoOf(t, who)).application).toMatchObject({ stage: 'rejected', stateName: '已驳回', rejectReason: '身份证照片模糊，请重新上传' });
    expect((await approve(t, staff, id)).msg).toBe(messages.authActionNotAllowed);

    const fresh = await submit(t, who, 'personal', await personalPapers(t, who));
    expect([fresh.status, fresh.msg]).toEqual([400, messages.authUseEdit]);
    const resubmitted = await submit(t, who, 'merchant', await companyPapers(t, who), true);
    expect(resubmitted.data.application).toMatchObject({ id, kind: 'merchant', stage: 'submitted', rejectReason: null });
    expect((await stored(t, who.id)).user!.authState).toBe(1);
    expect((await approve(t, staff, id)).code).toBe(200);
    expect((await stored(t, who.id)).user).toEqual({ level: 2, authType: 'merchant', authState: 2 });
    const events = await t.db.select().from(authApplicationEvents).where(eq(authApplicationEvents.applicationId, id));
    expect(events.map((e) => [e.event, e.role, e.fromState, e.toState])).toEqual([
      ['auth.submit', 'member', 'draft', 'submitted'],
      ['auth.reject', 'operator', 'submitted', 'rejected'],
      ['auth.resubmit', 'member', 'rejected', 'submitted'],
      ['auth.approve', 'operator', 'submitted', 'approved'],
    ]);
  });
});

describe('the staff calls', () => {
  it('list what waits first, the longest waiting first; filter by stage; show papers and pictures', async () => {
    const [first, second, done] = [await applicant(t), await applicant(t), await applicant(t)];
    await submit(t, done, 'personal', await personalPapers(t, done));
    const doneSubmitted = formatChinaTime(t.clock.now());
    t.clock.advance(60_000);
    await approve(t, staff, await idOf(done));
    t.clock.advance(60_000);
    const papers = await personalPapers(t, first, '赵六');
    await submit(t, first, 'personal', papers);
    t.clock.advance(60_000);
    await submit(t, second, 'merchant', await companyPapers(t, second));

    const page = (await get<Page<AuthenticationQueueItem>>(t, '/api/operator/authentication/page?pageSize=50', { token: staff })).data;
    const waiting = page.list.filter((r) => r.stage === 'submitted');
    expect(page.list.slice(0, waiting.length)).toEqual(waiting);
    const names = waiting.map((r) => r.userName);
    expect(names.indexOf(first.name)).toBeLessThan(names.indexOf(second.name));
    // 提交时间 is the submission's, not the approval's that moved the application's update time (issue 25).
    const approvedRow = page.list.find((r) => r.userName === done.name)!;
    expect(approvedRow).toMatchObject({ stage: 'approved', stateName: '已认证', submitTime: doneSubmitted });
    expect(approvedRow.updateTime > doneSubmitted).toBe(true);
    const approvedOnly = (await get<Page<AuthenticationQueueItem>>(t, '/api/operator/authentication/page?stage=approved&pageSize=50', { token: staff })).data;
    expect(approvedOnly.list.every((r) => r.stage === 'approved')).toBe(true);
    expect(approvedOnly.list.map((r) => r.userName)).toContain('邮友小王');
    expect((await get(t, '/api/operator/authentication/page?stage=draft', { token: staff })).status).toBe(400);

    const detail = await get<{ papers: Record<string, string>; photos: Array<{ label: string; url: string }>; userName: string }>(
      t,
      `/api/operator/authentication/${await idOf(first)}`,
      { token: staff },
    );
    expect(detail.data).toMatchObject({ userName: first.name, papers: { realName: '赵六', idNumber: validIdNumber } });
    expect(detail.data.photos).toEqual([
      { label: '身份证正面', url: `/api/upload/private/${papers.frontKey}` },
      { label: '身份证反面', url: `/api/upload/private/${papers.backKey}` },
    ]);
    expect((await get(t, '/api/operator/authentication/2147483647', { token: staff })).msg).toBe(messages.authApplicationNotFound);
    expect((await approve(t, staff, 2147483647)).status).toBe(404);
  });

  it('are refused to members who are not staff (403, before the application is looked at) and to visitors (401)', async () => {
    const who = await applicant(t);
    await submit(t, who, 'personal', await personalPapers(t, who));
    const id = await idOf(who);
    const before = await stored(t, who.id);
    for (const [token, status] of [[who.token, 403], [(await login(t, '老周邮票')).token, 403], [undefined, 401]] as const) {
      const o = { token };
      for (const target of [id, 2147483647]) {
        expect((await get(t, `/api/operator/authentication/${target}`, o)).status).toBe(status);
        expect((await approve(t, token as string, target)).status).toBe(status);
        expect((await reject(t, token as string, target, '资料不全')).status).toBe(status);
      }
      expect((await get(t, '/api/operator/authentication/page', o)).status).toBe(status);
    }
    expect(await stored(t, who.id)).toEqual(before);
    expect(before.application!.stage).toBe('submitted');
    expect((await approve(t, staff, id)).code).toBe(200);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, messages as inbox, punishments, users } from '../../server/src/db/schema';
import type { ComplaintDetail, ComplaintItem, ComplaintOrders, MyComplaint, Page, StaffComplaint } from '../../src/api/contracts/complaints';
import { messages } from '../../src/api/contracts/messages';
import type { UploadReply } from '../../src/api/contracts/profile';
import { buildTestApp, extraMember, get, post, type TestApp } from './helpers';
import { newOrder, publish, trader, type Trader } from './trade-helpers';
import { picture, upload } from './upload-helpers';

/**
 * 投诉 (spec section 7, "Content"; issue 15) through the API: publishing about a member or one's own order, every bad
 * input refused with its Chinese message and nothing written, one pending complaint per pair even in a burst,
 * withdrawing one's own pending complaint only, the public column (complainant masked, withdrawn ones out, photos only
 * for the parties and staff, an anonymous taker never named), the member's own lists, and staff deciding exactly
 * once, with a punishment and both parties told.
 */
let t: TestApp;
let staff: Trader;
let serial = 0;
/** Nobody pays here: the traders only publish and take (setting the payment password twice would fail). */
const noPayPassword = { payPassword: false };
beforeAll(async () => {
  t = await buildTestApp();
  staff = await trader(t, '平台客服', noPayPassword);
});
afterAll(async () => t.close());

/** A fresh member for one test (so complaints of one test never meet another's). */
async function member(prefix = '邮友') {
  serial += 1;
  const made = await extraMember(t, { userName: `${prefix}${serial}号`, phone: `139${String(70_000_000 + serial).padStart(8, '0')}` });
  return { name: made.name, token: made.token, id: made.id };
}

const body = (fields: Record<string, unknown> = {}) => ({
  kind: 'member',
  title: '收到的邮票有折痕',
  content: '挂单写着全品，收到后右上角有明显折痕，联系对方不回复。',
  ...fields,
});
const publishComplaint = (who: { token: string }, fields: Record<string, unknown> = {}) =>
  post<ComplaintDetail>(t, '/api/leaveMessage/complaint/publish', body(fields), { token: who.token });
const complaintCount = async () => (await t.db.select({ n: count() }).from(complaints))[0]!.n;
/** 摄影12号 → 摄***号, as the public reads a complainant. */
const masked = (name: string) => [...name][0] + '*'.repeat([...name].length - 2) + [...name].at(-1);
const noticesOf = (userId: number) => t.db.select().from(inbox).where(eq(inbox.userId, userId));

async function photo(who: { token: string }, kind: 'complaintImage' | 'productImage' = 'complaintImage') {
  const reply = await upload<UploadReply>(
    t,
    `/api/upload/${kind}`,
    { bytes: await picture('png', 40, 30), filename: 'a.png', type: 'image/png' },
    who.token,
  );
  expect(reply.code).toBe(200);
  return reply.data.key;
}

describe('POST /api/leaveMessage/complaint/publish', () => {
  it('files a complaint about a member named by id or by name, with the complainant’s own photos', async () => {
    const [a, b] = [await member(), await member()];
    const keys = [await photo(a), await photo(a)];
    const byId = await publishComplaint(a, { respondentId: b.id, photos: keys });
    expect(byId).toMatchObject({ code: 200, msg: messages.complaintPublished });
    expect(byId.data).toMatchObject({
      kind: 'member',
      kindName: '会员投诉',
      state: 'pending',
      stateName: '处理中',
      complainant: a.name,
      photos: keys,
      photosShown: true,
    });
    expect(byId.data.respondent).toEqual({ id: b.id, name: b.name });
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, byId.data.id));
    expect(row).toMatchObject({ complainantId: a.id, respondentId: b.id, orderId: null, state: 'pending', photos: keys });

    const c = await member();
    const byName = await publishComplaint(a, { respondentName: c.name });
    expect(byName.data.respondent).toEqual({ id: c.id, name: c.name });
    // Both given: they must name the same member.
    const d = await member();
    expect(await publishComplaint(a, { respondentId: d.id, respondentName: c.name })).toMatchObject({ status: 404, msg: messages.memberNotFound });
  });

  it('refuses every bad input with its message and writes nothing', async () => {
    const [a, b, other] = [await member(), await member(), await member()];
    const before = await complaintCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: undefined, respondentId: b.id }, messages.chooseComplaintKind],
      [{ kind: 'platform', respondentId: b.id }, messages.chooseComplaintKind],
      [{ respondentId: b.id, title: '短标题' }, messages.complaintTitleRule],
      [{ respondentId: b.id, title: '长'.repeat(51) }, messages.complaintTitleRule],
      [{ respondentId: b.id, title: '     只有四字     ' }, messages.complaintTitleRule],
      [{ respondentId: b.id, content: '太短了' }, messages.complaintContentRule],
      [{ respondentId: b.id, content: '长'.repeat(1001) }, messages.complaintContentRule],
      [{ respondentId: b.id, content: `内容${'\u0000'}里有不能保存的字符` }, messages.unreadableText],
      [{}, messages.chooseRespondent],
      [{ respondentId: '12' }, messages.chooseRespondent],
      [{ respondentId: 2_147_483_648 }, messages.chooseRespondent],
      [{ kind: 'trade' }, messages.chooseComplaintOrder],
      [{ kind: 'trade', orderId: 1.5 }, messages.chooseComplaintOrder],
      [{ respondentId: b.id, photos: Array.from({ length: 10 }, (_, i) => `AAAAAAAAAAAAAAAAAAAAAAA${i}.webp`) }, messages.tooManyPhotos],
      [{ respondentId: b.id, photos: ['../../etc/passwd'] }, messages.chooseImage],
    ];
    for (const [fields, message] of cases) {
      const reply = await publishComplaint(a, fields);
      expect({ fields, status: reply.status, msg: reply.msg }).toEqual({ fields, status: 400, msg: message });
    }
    expect(await publishComplaint(a, { respondentId: a.id })).toMatchObject({ status: 400, msg: messages.cannotComplainSelf });
    expect(await publishComplaint(a, { respondentName: '没有这个人' })).toMatchObject({ status: 404, msg: messages.memberNotFound });
    expect(await publishComplaint(a, { respondentId: 2_000_000_000 })).toMatchObject({ status: 404, msg: messages.memberNotFound });
    // Photos must be the complainant's own complaint uploads: not another member's, not an offer's.
    expect(await publishComplaint(a, { respondentId: b.id, photos: [await photo(other)] })).toMatchObject({
      status: 404,
      msg: messages.notYourUpload,
    });
    expect(await publishComplaint(a, { respondentId: b.id, photos: [await photo(a, 'productImage')] })).toMatchObject({
      status: 404,
      msg: messages.notYourUpload,
    });
    const key = await photo(a);
    expect(await publishComplaint(a, { respondentId: b.id, photos: [key, key] })).toMatchObject({ status: 400, msg: messages.tooManyPhotos });
    expect(await complaintCount()).toBe(before);
  });

  it('needs a login', async () => {
    const before = await complaintCount();
    expect(await post(t, '/api/leaveMessage/complaint/publish', body({ respondentId: staff.id }))).toMatchObject({
      status: 401,
      msg: messages.notLoggedIn,
    });
    expect(await complaintCount()).toBe(before);
  });

  it('keeps one pending complaint per complainant and respondent, even in a burst', async () => {
    const [a, b] = [await member(), await member()];
    const burst = await Promise.all(Array.from({ length: 6 }, () => publishComplaint(a, { respondentId: b.id })));
    expect(burst.filter((r) => r.code === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409).map((r) => r.msg)).toEqual(Array(5).fill(messages.complaintDuplicate));
    expect(await t.db.select().from(complaints).where(eq(complaints.complainantId, a.id))).toHaveLength(1);
    // Once withdrawn, a new one may be filed.
    const [only] = await t.db.select().from(complaints).where(eq(complaints.complainantId, a.id));
    await post(t, '/api/leaveMessage/del', { id: only!.id }, { token: a.token });
    expect((await publishComplaint(a, { respondentId: b.id })).code).toBe(200);
  });
});

describe('trade complaints', () => {
  it('are about one of the complainant’s own orders; the server finds the other party', async () => {
    const [s, b] = [await trader(t, '金陵藏家', noPayPassword), await trader(t, '老周邮票', noPayPassword)];
    const stranger = await member();
    const orderId = await newOrder(t, s, b, 15_000);
    const choice = await get<ComplaintOrders>(t, `/api/complaint/orders?memberId=${s.id}`, { token: b.token });
    expect(choice.data.member).toEqual({ id: s.id, name: s.name });
    expect(choice.data.orders.map((o) => o.id)).toContain(orderId);
    expect(choice.data.orders.find((o) => o.id === orderId)).toMatchObject({ side: 'buyer', amount: 15_000, stateName: expect.any(String) });
    // The stranger has no orders with the seller, and may not complain about the buyer's order.
    expect((await get<ComplaintOrders>(t, `/api/complaint/orders?memberId=${s.id}`, { token: stranger.token })).data.orders).toEqual([]);
    expect(await get(t, `/api/complaint/orders?memberId=2000000000`, { token: stranger.token })).toMatchObject({
      status: 404,
      msg: messages.memberNotFound,
    });
    expect(await get(t, `/api/complaint/orders?memberId=${s.id}`)).toMatchObject({ status: 401 });
    expect(await publishComplaint(stranger, { kind: 'trade', orderId })).toMatchObject({ status: 404, msg: messages.notOrderParty });
    expect(await publishComplaint(b, { kind: 'trade', orderId: 2_000_000_000 })).toMatchObject({ status: 404, msg: messages.notOrderParty });

    const filed = await publishComplaint(b, { kind: 'trade', orderId, title: '卖家发货太慢了啊' });
    expect(filed.data).toMatchObject({ kind: 'trade', kindName: '交易投诉', respondent: { id: s.id, name: s.name } });
    expect(filed.data.order).toMatchObject({ id: orderId, side: 'buyer', amount: 15_000 });
    // The order is the parties' business: the public page does not show it.
    expect((await get<ComplaintDetail>(t, `/api/anon/complaint/detail/${filed.data.id}`)).data.order).toBeNull();

    const tradeList = async (who: { token: string }) =>
      (await get<Page<MyComplaint>>(t, '/api/complaint/trade/page', { token: who.token })).data.list.map((c) => c.id);
    expect(await tradeList(b)).toContain(filed.data.id);
    expect(await tradeList(s)).toContain(filed.data.id);
    expect(await tradeList(stranger)).not.toContain(filed.data.id);
  });

  it('never names an anonymous taker to the publisher or the public', async () => {
    const [publisher, taker] = [await trader(t, '华夏邮社', noPayPassword), await trader(t, '金陵藏家', noPayPassword)];
    const listing = await publish(t, publisher, { publishType: 1, price: 8_800, quantity: 1 });
    const added = await post<Array<{ id: number; tradeId: number; lastNum: number; price: number }>>(
      t,
      '/api/basket/add',
      { tradeId: listing, quantity: 1 },
      { token: taker.token },
    );
    const item = added.data.find((i) => i.tradeId === listing)!;
    const confirmed = await post<{ tradeBaskets: Array<{ orderId: number }> }>(
      t,
      '/api/basket/confirm',
      {
        deliveryMethod: 'express',
        tradeWay: 'online',
        anonymous: true,
        basketConfirmInfos: [{ id: item.id, quantity: 1, lastNum: item.lastNum, price: item.price }],
      },
      { token: taker.token },
    );
    expect(confirmed.code).toBe(200);
    const orderId = confirmed.data.tradeBaskets[0]!.orderId;
    // The publisher's choice of orders with the taker leaves it out: listing it would say who took it.
    expect(
      (await get<ComplaintOrders>(t, `/api/complaint/orders?memberId=${taker.id}`, { token: publisher.token })).data.orders.map((o) => o.id),
    ).not.toContain(orderId);

    const filed = await publishComplaint(publisher, { kind: 'trade', orderId, title: '买家付款后要求退货' });
    expect(filed.code).toBe(200);
    expect(filed.data.respondent).toEqual({ id: null, name: '匿名用户' });
    const visitor = await get<ComplaintDetail>(t, `/api/anon/complaint/detail/${filed.data.id}`);
    expect(visitor.data.respondent).toEqual({ id: null, name: '匿名用户' });
    expect(JSON.stringify(visitor.data)).not.toContain(taker.name);
    // The taker themself and staff know who it is.
    expect((await get<ComplaintDetail>(t, `/api/anon/complaint/detail/${filed.data.id}`, { token: taker.token })).data.respondent.name).toBe(
      taker.name,
    );
    expect((await get<StaffComplaint>(t, `/api/operator/complaint/${filed.data.id}`, { token: staff.token })).data.respondentName).toBe(taker.name);
  });
});

describe('POST /api/leaveMessage/del', () => {
  it('withdraws the author’s own pending complaint: kept, out of the public column', async () => {
    const [a, b, other] = [await member(), await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    expect(await post(t, '/api/leaveMessage/del', { id: filed.id })).toMatchObject({ status: 401 });
    // Another member's complaint answers as a missing one, and stays as it was.
    expect(await post(t, '/api/leaveMessage/del', { id: filed.id }, { token: other.token })).toMatchObject({
      status: 404,
      msg: messages.complaintNotFound,
    });
    expect(await post(t, '/api/leaveMessage/del', { id: filed.id }, { token: b.token })).toMatchObject({
      status: 404,
      msg: messages.complaintNotFound,
    });
    expect(await post(t, '/api/leaveMessage/del', { id: 2_000_000_000 }, { token: a.token })).toMatchObject({
      status: 404,
      msg: messages.complaintNotFound,
    });
    expect(await post(t, '/api/leaveMessage/del', { id: '1' }, { token: a.token })).toMatchObject({ status: 400, msg: messages.invalidRequest });
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('pending');

    const done = await post<ComplaintDetail>(t, '/api/leaveMessage/del', { id: filed.id }, { token: a.token });
    expect(done).toMatchObject({ code: 200, msg: messages.complaintWithdrawn, data: { state: 'withdrawn', stateName: '已撤回' } });
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('withdrawn');
    expect(await post(t, '/api/leaveMessage/del', { id: filed.id }, { token: a.token })).toMatchObject({
      status: 400,
      msg: messages.complaintNotPending,
    });
    expect(await get(t, `/api/anon/complaint/detail/${filed.id}`)).toMatchObject({ status: 404, msg: messages.complaintNotFound });
    const column = await get<Page<ComplaintItem>>(t, '/api/anon/complaint/list?pageSize=50');
    expect(column.data.list.map((c) => c.id)).not.toContain(filed.id);
    // The author still reads it in their own list, and may no longer withdraw it.
    const mine = await get<Page<MyComplaint>>(t, '/api/complaint/user/complaint/page', { token: a.token });
    expect(mine.data.list.find((c) => c.id === filed.id)).toMatchObject({ state: 'withdrawn', withdrawable: false });
  });

  it('refuses a decided complaint', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    await post(
      t,
      '/api/operator/complaint/decide',
      { id: filed.id, result: 'dismissed', decision: '证据不足，投诉不成立。' },
      { token: staff.token },
    );
    expect(await post(t, '/api/leaveMessage/del', { id: filed.id }, { token: a.token })).toMatchObject({
      status: 400,
      msg: messages.complaintNotPending,
    });
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('dismissed');
  });
});

describe('the public column', () => {
  it('lists the seeded complaints newest first, masks the complainant, shows the respondent and the decision', async () => {
    const column = await get<Page<ComplaintItem>>(t, '/api/anon/complaint/list?pageSize=50');
    expect(column.code).toBe(200);
    const seeded = column.data.list.find((c) => c.title === 'T46猴票品相与描述严重不符')!;
    expect(seeded).toMatchObject({ complainant: '老**票', respondent: { name: '警示用户' }, state: 'upheld', stateName: '投诉成立' });
    expect(seeded.decision).toContain('投诉成立');
    expect(column.data.list.some((c) => c.state === 'withdrawn')).toBe(false);
    const ids = column.data.list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const upheld = await get<Page<ComplaintItem>>(t, '/api/anon/complaint/list?state=upheld');
    expect(upheld.data.list.length).toBeGreaterThan(0);
    expect(upheld.data.list.every((c) => c.state === 'upheld')).toBe(true);
    expect(await get(t, '/api/anon/complaint/list?state=withdrawn')).toMatchObject({ status: 400, msg: messages.invalidRequest });
    expect(await get(t, '/api/anon/complaint/list?pageSize=7')).toMatchObject({ status: 400 });

    const detail = await get<ComplaintDetail>(t, `/api/anon/complaint/detail/${seeded.id}`);
    expect(detail.data.content).toContain('折痕');
    expect(detail.data.punishments).toEqual([
      expect.objectContaining({ kind: 'warning', kindName: '警告', period: '直至平台撤销', stateName: '生效中' }),
    ]);
    expect(await get(t, '/api/anon/complaint/detail/2000000000')).toMatchObject({ status: 404, msg: messages.complaintNotFound });
    expect(await get(t, '/api/anon/complaint/detail/abc')).toMatchObject({ status: 400 });
  });

  it('shows the evidence photos to the parties and staff only', async () => {
    const [a, b, other] = [await member('摄影'), await member(), await member()];
    const keys = [await photo(a)];
    const filed = (await publishComplaint(a, { respondentId: b.id, photos: keys })).data;
    const seen = async (token?: string) => (await get<ComplaintDetail>(t, `/api/anon/complaint/detail/${filed.id}`, token ? { token } : {})).data;
    expect(await seen()).toMatchObject({ photos: [], photoCount: 1, photosShown: false, complainant: masked(a.name) });
    expect(await seen(other.token)).toMatchObject({ photos: [], photosShown: false });
    expect(await seen(a.token)).toMatchObject({ photos: keys, photosShown: true, complainant: a.name });
    expect(await seen(b.token)).toMatchObject({ photos: keys, photosShown: true, complainant: masked(a.name) });
    expect(await seen(staff.token)).toMatchObject({ photos: keys, photosShown: true, complainant: a.name });
  });
});

describe('the member’s own lists', () => {
  it('show only the member’s complaints: made, against them, about their trades', async () => {
    const [a, b, other] = [await member(), await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    const list = async (path: string, who: { token: string }) => (await get<Page<MyComplaint>>(t, path, { token: who.token })).data.list;
    expect(await list('/api/complaint/user/complaint/page', a)).toEqual([
      expect.objectContaining({ id: filed.id, role: 'complainant', withdrawable: true }),
    ]);
    expect(await list('/api/complaint/user/complained/page', b)).toEqual([
      expect.objectContaining({ id: filed.id, role: 'respondent', withdrawable: false }),
    ]);
    expect(await list('/api/complaint/user/complaint/page', b)).toEqual([]);
    expect(await list('/api/complaint/user/complained/page', a)).toEqual([]);
    for (const path of ['/api/complaint/user/complaint/page', '/api/complaint/user/complained/page', '/api/complaint/trade/page']) {
      expect(await list(path, other)).toEqual([]);
      expect(await get(t, path)).toMatchObject({ status: 401, msg: messages.notLoggedIn });
    }
    expect(await list('/api/complaint/trade/page', a)).toEqual([]);
    expect((await get<Page<MyComplaint>>(t, '/api/complaint/user/complaint/page?state=upheld', { token: a.token })).data.list).toEqual([]);
    expect(await get(t, '/api/complaint/user/complaint/page?state=lost', { token: a.token })).toMatchObject({ status: 400 });
  });
});

describe('staff decide', () => {
  it('is for platform staff only', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    const decide = { id: filed.id, result: 'upheld', decision: '投诉成立。' };
    for (const who of [a, b]) {
      expect(await get(t, '/api/operator/complaint/page', { token: who.token })).toMatchObject({ status: 403, msg: messages.forbidden });
      expect(await get(t, `/api/operator/complaint/${filed.id}`, { token: who.token })).toMatchObject({ status: 403 });
      expect(await post(t, '/api/operator/complaint/decide', decide, { token: who.token })).toMatchObject({ status: 403, msg: messages.forbidden });
    }
    expect(await post(t, '/api/operator/complaint/decide', decide)).toMatchObject({ status: 401 });
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('pending');
  });

  it('shows staff the queue with pending ones first, and each complaint in full', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id, photos: [await photo(a)] })).data;
    const queue = await get<Page<StaffComplaint>>(t, '/api/operator/complaint/page?pageSize=50', { token: staff.token });
    const states = queue.data.list.map((c) => c.state);
    expect(states.indexOf('pending')).toBe(0);
    expect(states.lastIndexOf('pending')).toBeLessThan(states.findIndex((s) => s !== 'pending'));
    const pending = (await get<Page<StaffComplaint>>(t, '/api/operator/complaint/page?state=pending&pageSize=50', { token: staff.token })).data.list;
    expect(pending.map((c) => c.id)).toEqual([...pending.map((c) => c.id)].sort((x, y) => x - y));
    const one = await get<StaffComplaint>(t, `/api/operator/complaint/${filed.id}`, { token: staff.token });
    expect(one.data).toMatchObject({
      complainantId: a.id,
      complainantName: a.name,
      respondentId: b.id,
      respondentName: b.name,
      photosShown: true,
      decidedBy: null,
    });
    expect(await get(t, '/api/operator/complaint/2000000000', { token: staff.token })).toMatchObject({
      status: 404,
      msg: messages.complaintNotFound,
    });
  });

  it('decides once, punishes the respondent in the same step and tells both parties', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    const [aBefore, bBefore] = [(await noticesOf(a.id)).length, (await noticesOf(b.id)).length];
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ result: 'maybe' }, messages.chooseComplaintResult],
      [{ decision: '好' }, messages.decisionRule],
      [{ decision: '长'.repeat(501) }, messages.decisionRule],
      [{ result: 'dismissed', punishment: { kind: 'warning', reason: '违规交易', days: null } }, messages.punishOnlyUpheld],
      [{ punishment: { kind: 'ban', reason: '违规交易', days: null } }, messages.choosePunishmentKind],
      [{ punishment: { kind: 'warning', reason: '违', days: null } }, messages.punishmentReasonRule],
      [{ punishment: { kind: 'warning', reason: '违规交易', days: 0 } }, messages.punishmentDaysRule],
      [{ punishment: { kind: 'warning', reason: '违规交易', days: 3651 } }, messages.punishmentDaysRule],
    ];
    for (const [fields, message] of bad) {
      const reply = await post(
        t,
        '/api/operator/complaint/decide',
        { id: filed.id, result: 'upheld', decision: '经核实投诉成立。', ...fields },
        { token: staff.token },
      );
      expect({ fields, status: reply.status, msg: reply.msg }).toEqual({ fields, status: 400, msg: message });
    }
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('pending');

    const decided = await post<StaffComplaint>(
      t,
      '/api/operator/complaint/decide',
      {
        id: filed.id,
        result: 'upheld',
        decision: '经核实，被投诉人描述不实，投诉成立。',
        punishment: { kind: 'publishBan', reason: '挂单描述不实', days: 7 },
      },
      { token: staff.token },
    );
    expect(decided).toMatchObject({ code: 200, msg: messages.complaintDecided });
    expect(decided.data).toMatchObject({
      state: 'upheld',
      stateName: '投诉成立',
      decision: '经核实，被投诉人描述不实，投诉成立。',
      decidedBy: staff.name,
    });
    expect(decided.data.punishments).toEqual([
      expect.objectContaining({ kind: 'publishBan', period: expect.stringMatching(/^7天（至2026-11-29 10:00）$/), stateName: '生效中' }),
    ]);
    const [punished] = await t.db.select().from(punishments).where(eq(punishments.complaintId, filed.id));
    expect(punished).toMatchObject({ userId: b.id, kind: 'publishBan', issuedBy: staff.id });
    expect((await t.db.select({ warned: users.warned }).from(users).where(eq(users.id, b.id)))[0]!.warned).toBe(true);

    const toA = (await noticesOf(a.id)).slice(aBefore);
    const toB = (await noticesOf(b.id)).slice(bBefore);
    expect(toA).toEqual([expect.objectContaining({ title: '投诉处理结果：投诉成立', content: expect.stringContaining(`您对${b.name}的投诉`) })]);
    // The respondent hears of the decision and of the punishment (its own notice and the decision's line).
    expect(toB.map((n) => n.title)).toEqual(['处罚通知：限制发布', `您被投诉的「${filed.title}」已处理`]);
    expect(toB[1]!.content).toContain('限制发布');

    expect(
      await post(t, '/api/operator/complaint/decide', { id: filed.id, result: 'dismissed', decision: '改判不成立。' }, { token: staff.token }),
    ).toMatchObject({
      status: 409,
      msg: messages.complaintAlreadyDecided,
    });
    expect(
      await post(t, '/api/operator/complaint/decide', { id: 2_000_000_000, result: 'dismissed', decision: '不成立。' }, { token: staff.token }),
    ).toMatchObject({
      status: 404,
      msg: messages.complaintNotFound,
    });
  });

  it('decides a complaint once under a parallel burst: one decision, one punishment, one message each', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await publishComplaint(a, { respondentId: b.id })).data;
    const [aBefore, bBefore] = [(await noticesOf(a.id)).length, (await noticesOf(b.id)).length];
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          t,
          '/api/operator/complaint/decide',
          i % 2 === 0
            ? {
                id: filed.id,
                result: 'upheld',
                decision: `第${i}位客服：投诉成立。`,
                punishment: { kind: 'warning', reason: '经投诉核实', days: 30 },
              }
            : { id: filed.id, result: 'dismissed', decision: `第${i}位客服：投诉不成立。` },
          { token: staff.token },
        ),
      ),
    );
    expect(burst.filter((r) => r.code === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(7);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, filed.id));
    expect(['upheld', 'dismissed']).toContain(row!.state);
    expect(await t.db.select().from(punishments).where(eq(punishments.complaintId, filed.id))).toHaveLength(row!.state === 'upheld' ? 1 : 0);
    expect((await noticesOf(a.id)).length - aBefore).toBe(1);
    expect((await noticesOf(b.id)).length - bBefore).toBe(row!.state === 'upheld' ? 2 : 1);
  });

  it('refuses a withdrawn complaint and one the staff member is a party to', async () => {
    const a = await member();
    const filed = (await publishComplaint(a, { respondentId: staff.id })).data;
    expect(
      await post(t, '/api/operator/complaint/decide', { id: filed.id, result: 'dismissed', decision: '不成立。' }, { token: staff.token }),
    ).toMatchObject({
      status: 400,
      msg: messages.cannotDecideOwnComplaint,
    });
    expect((await t.db.select().from(complaints).where(eq(complaints.id, filed.id)))[0]!.state).toBe('pending');
    await post(t, '/api/leaveMessage/del', { id: filed.id }, { token: a.token });
    const other = await member();
    const second = (await publishComplaint(other, { respondentId: a.id })).data;
    await post(t, '/api/leaveMessage/del', { id: second.id }, { token: other.token });
    expect(
      await post(t, '/api/operator/complaint/decide', { id: second.id, result: 'dismissed', decision: '不成立。' }, { token: staff.token }),
    ).toMatchObject({
      status: 409,
      msg: messages.complaintAlreadyDecided,
    });
  });
});

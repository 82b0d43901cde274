import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maxAddresses, type Address, type AddressRequest } from '../../src/api/contracts/addresses';
import { formatAddress } from '../../src/api/contracts/display';
import { messages } from '../../src/api/contracts/messages';
import { receivingAddresses } from '../../server/src/db/schema';
import { addAddress, addressColumns, listAddresses } from '../../server/src/domain/addresses';
import { ApiError, buildTestApp, extraMember, freshCode, get, login, post, sendCode, type TestApp } from './helpers';

/**
 * 收货地址 (spec sections 3, 5 and 7): a member's own address book, saved with an SMS code sent to the member's own
 * phone; one default while any address exists; at most 20; nobody else reads or changes it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof extraMember>>;
let phoneSerial = 0;
const newMember = (name: string) => extraMember(t, { userName: name, phone: `1390000${String(++phoneSerial).padStart(4, '0')}` });

/** A code for the member's own phone; an hour on, so the 5-an-hour limit of one phone never meets these tests. */
async function addressCode(m: Member): Promise<string> {
  t.clock.advance(60 * 60_000);
  return freshCode(t, m.phone, 'address', { token: m.token });
}

const body = (extra: Partial<AddressRequest> = {}): AddressRequest => ({
  trueName: '周建国',
  phone: '13912345678',
  addressArr: ['32', '3201', '320102'],
  address: '中山路18号',
  defaultAddress: false,
  code: '000000',
  ...extra,
});
const add = async (m: Member, extra: Partial<AddressRequest> = {}) => post<Address>(t, '/api/receiving/add', body({ code: await addressCode(m), ...extra }), { token: m.token });
const mine = async (m: Member, query = '/api/receiving/all') => (await get<Address[]>(t, query, { token: m.token })).data;
const rowsOf = (m: Member) => t.db.select().from(receivingAddresses).where(eq(receivingAddresses.userId, m.id)).orderBy(receivingAddresses.id);
/** A different six digits: refused as wrong, never by chance right. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the demo address book', () => {
  it('gives 老周邮票 one default address, which an order would keep', async () => {
    const { token, userinfo } = await login(t, '老周邮票');
    const all = await get<Address[]>(t, '/api/receiving/all', { token });
    expect(all.data).toEqual([
      expect.objectContaining({ trueName: '周建国', province: '江苏省', city: '南京市', county: '玄武区', defaultAddress: true, addressArr: ['32', '3201', '320102'] }),
    ]);
    expect((await get<Address[]>(t, '/api/receiving/infos?state=1', { token })).data).toEqual(all.data);
    const [snapshot] = await listAddresses(t.db, userinfo.id, true);
    expect(formatAddress(snapshot!)).toBe('江苏省 南京市 玄武区 中山路18号颐和公寓3栋602室 周建国 138****0005');
    const huaxia = await login(t, '华夏邮社');
    const [beijing] = (await get<Address[]>(t, '/api/receiving/infos', { token: huaxia.token })).data;
    // A municipality's 市辖区 says nothing and is left out of the line.
    expect(formatAddress(beijing!)).toBe('北京市 西城区 月坛北街25号月坛邮币卡市场2楼218号 赵卫东 138****0004');
  });

  it('answers 401 to every call without a login', async () => {
    for (const url of ['/api/receiving/infos', '/api/receiving/all']) expect((await get(t, url)).status).toBe(401);
    for (const url of ['/api/receiving/add', '/api/receiving/edit/1', '/api/receiving/del/1', '/api/receiving/setDef/1']) {
      const reply = await post(t, url, body());
      expect([reply.status, reply.msg]).toEqual([401, messages.notLoggedIn]);
    }
  });
});

describe('the add-address form’s rules', () => {
  let m: Member;
  let code: string;
  beforeAll(async () => {
    m = await newMember('地址规则');
    code = await addressCode(m);
  });
  const refusal = async (extra: Record<string, unknown>) => {
    const reply = await post(t, '/api/receiving/add', { ...body({ code }), ...extra }, { token: m.token });
    return [reply.status, reply.msg];
  };

  it.each([
    ['no receiver', { trueName: '' }, messages.fillReceiver],
    ['a receiver of 2 characters', { trueName: '张三' }, messages.receiverLength],
    ['a receiver of 31 characters', { trueName: '王'.repeat(31) }, messages.receiverLength],
    ['no phone', { phone: '' }, messages.fillPhone],
    ['a bad phone', { phone: '12345678901' }, messages.phoneFormatWrong],
    ['no region', { addressArr: [] }, messages.chooseDeliveryAddress],
    ['a region without its county', { addressArr: ['32', '3201', ''] }, messages.chooseDeliveryAddress],
    ['a missing region', { addressArr: undefined }, messages.chooseDeliveryAddress],
    ['a county not under the city', { addressArr: ['32', '3201', '310104'] }, messages.regionInvalid],
    ['a city not under the province', { addressArr: ['32', '3101', '310104'] }, messages.regionInvalid],
    ['an area that does not exist', { addressArr: ['99', '9901', '990101'] }, messages.regionInvalid],
    ['no address', { address: '  ' }, messages.fillContactAddress],
    ['an address of 101 characters', { address: '路'.repeat(101) }, messages.contactAddressTooLong],
    ['no code', { code: undefined }, messages.fillCode],
    ['an empty code', { code: '' }, messages.fillCode],
    ['a code that is not 6 digits', { code: '12ab' }, messages.codeWrong],
  ])('refuses %s', async (_case, extra, message) => {
    expect(await refusal(extra)).toEqual([400, message]);
    expect(await rowsOf(m)).toEqual([]);
  });

  it('spent no code on a refused body: the same code saves the address, once', async () => {
    const saved = await post<Address>(t, '/api/receiving/add', body({ code, trueName: '  周建国 ' }), { token: m.token });
    expect([saved.code, saved.msg]).toEqual([200, messages.addressSaved]);
    expect(saved.data).toMatchObject({ trueName: '周建国', phone: '13912345678', province: '江苏省', city: '南京市', county: '玄武区', defaultAddress: true });
    expect(await refusal({})).toEqual([400, messages.codeUsed]);
    expect(await rowsOf(m)).toHaveLength(1);
  });

  it('refuses a wrong code', async () => {
    const right = await addressCode(m);
    expect(await refusal({ code: otherThan(right) })).toEqual([400, messages.codeWrong]);
    expect(await rowsOf(m)).toHaveLength(1);
  });

  it('sends address codes only to the member’s own phone, and takes no code sent for another purpose', async () => {
    const elsewhere = await sendCode(t, '13912345678', 'address', { token: m.token });
    expect([elsewhere.status, elsewhere.msg]).toEqual([400, messages.notYourPhone]);
    t.clock.advance(60 * 60_000);
    expect((await sendCode(t, m.phone, 'address')).status).toBe(401);
    t.clock.advance(60 * 60_000);
    const verifyCode = await freshCode(t, m.phone, 'verifyPhone', { token: m.token });
    expect((await refusal({ code: verifyCode }))[0]).toBe(400);
    expect(await rowsOf(m)).toHaveLength(1);
  });
});

describe('one default address', () => {
  let m: Member;
  beforeAll(async () => {
    m = await newMember('默认地址');
  });
  const defaults = async () => (await mine(m)).filter((a) => a.defaultAddress).map((a) => a.trueName);

  it('makes the first address the default, and moves it when asked', async () => {
    const a = (await add(m, { trueName: '甲地址人' })).data;
    expect(a.defaultAddress).toBe(true);
    const b = (await add(m, { trueName: '乙地址人' })).data;
    expect(b.defaultAddress).toBe(false);
    expect(await defaults()).toEqual(['甲地址人']);
    const c = (await add(m, { trueName: '丙地址人', defaultAddress: true, addressArr: ['31', '3101', '310104'], address: '漕溪北路398号' })).data;
    expect(c).toMatchObject({ defaultAddress: true, province: '上海市', city: '市辖区', county: '徐汇区' });
    // Newest default first, then newest first.
    expect((await mine(m)).map((x) => [x.trueName, x.defaultAddress])).toEqual([
      ['丙地址人', true],
      ['乙地址人', false],
      ['甲地址人', false],
    ]);
    const set = await post<Address>(t, `/api/receiving/setDef/${a.id}`, {}, { token: m.token });
    expect([set.code, set.msg, set.data.defaultAddress]).toEqual([200, messages.defaultAddressSet, true]);
    expect((await mine(m)).map((x) => x.trueName)).toEqual(['甲地址人', '丙地址人', '乙地址人']);
    expect((await mine(m, '/api/receiving/infos?state=1')).map((x) => x.trueName)).toEqual(['甲地址人']);
    expect((await mine(m, '/api/receiving/infos?state=0')).map((x) => x.trueName)).toHaveLength(3);
    expect((await get(t, '/api/receiving/infos?state=2', { token: m.token })).status).toBe(400);
  });

  it('edits an address, making it the default only when asked; the default stays one when unticked', async () => {
    const [, c, b] = await mine(m);
    const edit = async (id: number, extra: Partial<AddressRequest>) =>
      post<Address>(t, `/api/receiving/edit/${id}`, body({ code: await addressCode(m), ...extra }), { token: m.token });
    const edited = await edit(b!.id, { trueName: '乙改名字', address: '新街口1号', addressArr: ['32', '3201', '320104'] });
    expect([edited.code, edited.msg]).toEqual([200, messages.addressSaved]);
    expect(edited.data).toMatchObject({ id: b!.id, trueName: '乙改名字', address: '新街口1号', county: '秦淮区', defaultAddress: false });
    expect(await defaults()).toEqual(['甲地址人']);
    expect((await edit(c!.id, { trueName: '丙地址人', defaultAddress: true })).data.defaultAddress).toBe(true);
    expect(await defaults()).toEqual(['丙地址人']);
    expect((await edit(c!.id, { trueName: '丙地址人', defaultAddress: false })).data.defaultAddress).toBe(true);
    expect(await defaults()).toEqual(['丙地址人']);
    const refused = await post(t, `/api/receiving/edit/${c!.id}`, body({ code: await addressCode(m), addressArr: ['32', '3201', '310104'] }), { token: m.token });
    expect([refused.status, refused.msg]).toEqual([400, messages.regionInvalid]);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const [c, b, a] = await mine(m);
    expect(c!.defaultAddress).toBe(true);
    const deleted = await post(t, `/api/receiving/del/${c!.id}`, {}, { token: m.token });
    expect([deleted.code, deleted.msg]).toEqual([200, messages.addressDeleted]);
    expect((await mine(m)).map((x) => [x.id, x.defaultAddress])).toEqual([
      [b!.id, true],
      [a!.id, false],
    ]);
    expect((await post(t, `/api/receiving/del/${a!.id}`, {}, { token: m.token })).code).toBe(200);
    expect(await defaults()).toEqual(['乙改名字']);
    expect((await listAddresses(t.db, m.id, true))[0]).toMatchObject({ trueName: '乙改名字', county: '秦淮区', address: '新街口1号' });
    expect((await post(t, `/api/receiving/del/${b!.id}`, {}, { token: m.token })).code).toBe(200);
    expect(await mine(m)).toEqual([]);
    expect(await listAddresses(t.db, m.id, true)).toEqual([]);
    expect((await post(t, `/api/receiving/del/${b!.id}`, {}, { token: m.token })).status).toBe(404);
  });
});

describe('another member’s addresses', () => {
  it('are neither listed, changed, made default nor deleted, and the code is not spent', async () => {
    const owner = await newMember('地址主人');
    const stranger = await newMember('陌生会员');
    const first = (await add(owner)).data;
    const second = (await add(owner, { trueName: '第二地址' })).data;
    const before = await rowsOf(owner);
    expect(await mine(stranger)).toEqual([]);
    const code = await addressCode(stranger);
    for (const [url, payload] of [
      [`/api/receiving/edit/${second.id}`, body({ code, trueName: '被人改了', defaultAddress: true })],
      [`/api/receiving/setDef/${second.id}`, {}],
      [`/api/receiving/del/${first.id}`, {}],
    ] as const) {
      const reply = await post(t, url, payload, { token: stranger.token });
      expect([reply.status, reply.msg]).toEqual([404, messages.addressNotFound]);
    }
    expect(await rowsOf(owner)).toEqual(before);
    // The stranger's code was not spent on the refused edit.
    expect((await post(t, '/api/receiving/add', body({ code }), { token: stranger.token })).code).toBe(200);
    for (const url of ['/api/receiving/del/abc', '/api/receiving/setDef/0', '/api/receiving/edit/1.5']) {
      expect((await post(t, url, body({ code }), { token: stranger.token })).status).toBe(400);
    }
  });
});

describe('at most 20 addresses', () => {
  it('holds the limit under a burst of 25 parallel adds, with one default', async () => {
    const m = await newMember('地址上限');
    // Each call through the API spends its own code, and a phone has one live code at a time: the burst goes to the
    // domain call the route makes once the code is proven, which is where the limit must hold.
    const columns = addressColumns({ trueName: '周建国', phone: '13912345678', addressArr: ['32', '3201', '320102'], address: '中山路18号' });
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => addAddress(t.db, t.clock.now, m.id, columns, i % 3 === 0)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(maxAddresses);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(refused).toHaveLength(5);
    for (const reason of refused) expect(reason).toBeInstanceOf(ApiError);
    expect(new Set(refused.map((r) => (r as Error).message))).toEqual(new Set([messages.addressLimit]));
    const rows = await rowsOf(m);
    expect(rows).toHaveLength(maxAddresses);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);

    const code = await addressCode(m);
    const over = await post(t, '/api/receiving/add', body({ code }), { token: m.token });
    expect([over.status, over.msg]).toEqual([400, messages.addressLimit]);
    // Deleting one makes room again, and the code refused at the limit was not spent.
    expect((await post(t, `/api/receiving/del/${rows[0]!.id}`, {}, { token: m.token })).code).toBe(200);
    expect((await post(t, '/api/receiving/add', body({ code }), { token: m.token })).code).toBe(200);
    expect(await rowsOf(m)).toHaveLength(maxAddresses);
  });
});

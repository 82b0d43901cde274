import type { AreaNode, Protocol } from '../../src/api/contracts/system';
import { sysConfig } from '../../src/api/contracts/system';
import { userInfo, wallet } from '../../src/api/contracts/auth';
import { buildTestApp, get, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/sys/config', () => {
  it('matches the contract', async () => {
    const reply = await get(t, '/api/sys/config');
    expect(reply.code).toBe(200);
    expect(sysConfig.parse(reply.data).goldPaymentItem.p_pap).toBeGreaterThan(0);
  });
});

describe('GET /api/areas/tree', () => {
  it('lists the 31 mainland province-level divisions at level 1, without children', async () => {
    const { data } = await get<AreaNode[]>(t, '/api/areas/tree?level=1');
    expect(data).toHaveLength(31);
    const names = data.map((n) => n.areaName);
    expect(names).toEqual(expect.arrayContaining(['北京市', '上海市', '广东省', '新疆维吾尔自治区']));
    expect(names).not.toContain('香港特别行政区');
    expect(data.every((n) => n.child === undefined)).toBe(true);
    expect(data.find((n) => n.areaName === '北京市')).toEqual({ id: '11', areaName: '北京市', firstLetter: 'B' });
    expect(data.find((n) => n.areaName === '重庆市')?.firstLetter).toBe('C');
  });

  it('nests cities and counties at level 3 (the default)', async () => {
    const { data } = await get<AreaNode[]>(t, '/api/areas/tree');
    const jiangsu = data.find((n) => n.areaName === '江苏省')!;
    const nanjing = jiangsu.child!.find((c) => c.areaName === '南京市')!;
    expect(nanjing.id).toBe('3201');
    expect(nanjing.child!.map((c) => c.areaName)).toContain('玄武区');
    expect(nanjing.child!.every((c) => c.child === undefined && /^\d{6}$/.test(c.id))).toBe(true);
    const level2 = await get<AreaNode[]>(t, '/api/areas/tree?level=2');
    expect(level2.data[0]!.child![0]!.child).toBeUndefined();
  });

  it('refuses a level outside 1-3', async () => {
    expect((await get(t, '/api/areas/tree?level=4')).code).toBe(400);
    expect((await get(t, '/api/areas/tree?level=abc')).code).toBe(400);
  });
});

describe('GET /api/anon/platform/rules/{type}', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('returns protocol %i', async (type) => {
    const { code, data } = await get<Protocol>(t, `/api/anon/platform/rules/${type}`);
    expect(code).toBe(200);
    expect(data.content.length).toBeGreaterThan(100);
    expect(data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('names the register agreement and answers null for unknown types', async () => {
    expect((await get<Protocol>(t, '/api/anon/platform/rules/1')).data.name).toContain('注册协议');
    for (const type of ['0', '8', 'abc']) expect(await get(t, `/api/anon/platform/rules/${type}`)).toMatchObject({ code: 200, data: null });
  });
});

describe('member calls', () => {
  it('returns user info per the contract', async () => {
    const { token } = await login(t, '金陵藏家');
    const info = userInfo.parse((await get(t, '/api/user/info', { token })).data);
    expect(info).toMatchObject({ levelId: 3, authType: 1, isAuth: true, checkPhone: true, isWarned: false });
    const warned = await login(t, '警示用户');
    expect(warned.userinfo.isWarned).toBe(true);
  });

  it('returns the wallet from the ledger', async () => {
    const { token } = await login(t, '金陵藏家');
    expect(wallet.parse((await get(t, '/api/user/account/wallet', { token })).data)).toMatchObject({ balance: 5_000_000, goldCoin: 1200 });
    const other = await login(t, '集邮新人');
    expect((await get(t, '/api/user/account/wallet', { token: other.token })).data).toMatchObject({ balance: 0, goldCoin: 0 });
  });

  it('counts unread messages', async () => {
    const { token } = await login(t, '邮友小王');
    expect(await get(t, '/api/user/message/unread', { token })).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await get(t, '/api/user/message/unread')).code).toBe(401);
  });
});

describe('development tools', () => {
  it('has no SMS outbox reader when dev tools are off', async () => {
    const prod = await buildTestApp({ devTools: false });
    try {
      expect(await get(prod, '/api/dev/sms-outbox?phone=13800000001')).toMatchObject({ code: 404, data: null });
    } finally {
      await prod.close();
    }
    expect((await get(t, '/api/dev/sms-outbox?phone=13800000001')).code).toBe(200);
  });
});

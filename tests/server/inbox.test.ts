import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, MessageType } from '../../src/api/contracts/inbox';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import { buildTestApp, get, login, post, type TestApp } from './helpers';

/** The message centre: a member reads and manages their own messages only; a refused call changes nothing. */
let t: TestApp;
let wang: string;
let laoli: string;
beforeAll(async () => {
  t = await buildTestApp();
  [wang, laoli] = [(await login(t, '邮友小王')).token, (await login(t, '代理人老李')).token];
});
afterAll(() => t.close());

const page = (token: string, query = '') => get<Page<InboxMessage>>(t, `/api/message/page${query}`, { token });
const unread = async (token: string) => (await get<{ count: number }>(t, '/api/user/message/unread', { token })).data.count;

describe('the message centre', () => {
  it('lists the member’s own messages newest first, by type and unread, with the types', async () => {
    const types = await get<MessageType[]>(t, '/api/message/types?pid=0', { token: wang });
    expect(types.data.map((x) => x.name)).toEqual(['系统消息', '交易消息', '代理消息']);
    expect((await get<MessageType[]>(t, '/api/message/types?pid=2', { token: wang })).data).toEqual([]);
    // 代理人老李 has the two welcome messages and 邮友小王's application (demo data).
    const all = await page(laoli);
    expect(all.data.total).toBe(3);
    expect(all.data.list[0]).toMatchObject({ title: '新的代理申请', type: 3, typeName: '代理消息', read: false });
    expect((await page(laoli, '?type=3')).data.list.map((m) => m.title)).toEqual(['新的代理申请']);
    expect((await page(laoli, '?type=1')).data.total).toBe(2);
    expect((await page(laoli, '?pageSize=10&pageNo=2')).data.list).toEqual([]);
    expect((await page(laoli, '?type=9')).status).toBe(400);
  });

  it('marks chosen messages read, then every one; deletes; the unread count follows', async () => {
    const [first, second] = (await page(laoli)).data.list;
    expect(await unread(laoli)).toBe(3);
    expect((await post(t, '/api/message/operate', { operate: 'read', ids: [first!.id] }, { token: laoli })).code).toBe(200);
    expect(await unread(laoli)).toBe(2);
    expect((await page(laoli, '?unread=1')).data.list.map((m) => m.id)).not.toContain(first!.id);
    expect((await post(t, '/api/message/operate', { operate: 'readAll' }, { token: laoli })).data).toEqual({ changed: 2 });
    expect(await unread(laoli)).toBe(0);
    expect((await post(t, '/api/message/operate', { operate: 'delete', ids: [second!.id] }, { token: laoli })).code).toBe(200);
    expect((await page(laoli)).data.total).toBe(2);
  });

  it('refuses another member’s message, and then changes none of the chosen ones', async () => {
    const own = (await page(wang)).data.list[0]!;
    const theirs = (await page(laoli)).data.list[0]!;
    for (const operate of ['read', 'delete'] as const) {
      const reply = await post(t, '/api/message/operate', { operate, ids: [own.id, theirs.id] }, { token: wang });
      expect([reply.status, reply.msg]).toEqual([403, messages.notYourMessage]);
    }
    expect((await page(wang)).data.list[0]).toEqual(own);
    expect((await page(laoli)).data.list[0]).toEqual(theirs);
    expect((await post(t, '/api/message/operate', { operate: 'delete', ids: [] }, { token: wang })).msg).toBe(messages.chooseRecordsToOperate);
    expect((await post(t, '/api/message/operate', { operate: 'burn', ids: [own.id] }, { token: wang })).status).toBe(400);
    expect((await get(t, '/api/message/page')).status).toBe(401);
  });
});

import { delay, http, HttpResponse, ws } from 'msw';
import type { LoginReply, UserInfo } from '../../src/api/contracts/auth';
import { unverifiedUser, verifiedUser } from '../machines/models';

/**
 * MSW handlers for the auth and user calls, answering as the test says: each call's answer is set before the user
 * action that makes it, and login and checkCode wait until the test releases them, so the screen can be checked
 * while the call is pending ('hang': never answered, as a lost network would).
 */
export type Answer<T> = { ok: T } | { fail: string } | 'hang';

export interface FakeApi {
  login: Answer<Pick<LoginReply, 'checkPhone' | 'checkAuth'>>;
  checkCode: Answer<{ checkPhone: boolean; checkAuth: boolean }>;
  user: UserInfo;
  /** Calls waiting for the test to let their answer through. */
  held: Array<() => void>;
}

export const fakeApiState = (): FakeApi => ({ login: 'hang', checkCode: 'hang', user: verifiedUser, held: [] });

export function releaseHeld(state: FakeApi): void {
  for (const release of state.held.splice(0)) release();
}

/** The live socket (src/features/live): MSW answers it, so no test dials a real one. */
export const liveSocket = ws.link('*/api/live');

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

async function answer<T>(state: FakeApi, value: Answer<T>, data: (ok: T) => unknown) {
  await new Promise<void>((release) => state.held.push(release));
  if (value === 'hang') {
    await delay('infinite');
    return envelope(null);
  }
  if ('fail' in value) return HttpResponse.json({ code: 400, msg: value.fail, data: null }, { status: 400 });
  return envelope(data(value.ok));
}

export function fakeApiHandlers(state: FakeApi) {
  return [
    http.post('*/api/login', () =>
      answer(state, state.login, (checks) => ({ token: 'token-1', agent: 0, userinfo: { ...unverifiedUser, ...checks }, ...checks })),
    ),
    http.post('*/api/login/checkCode', () => answer(state, state.checkCode, (reply) => reply)),
    http.get('*/api/user/info', () => envelope(state.user)),
    http.get('*/api/user/account/wallet', () => envelope({ goldCoin: 1200, balance: 5_000_000, personalScore: 300 })),
    http.get('*/api/user/account/purses', () => envelope({ balance: 5_000_000, deposit: 0, bond: 0, held: 0, goldCoin: 1200 })),
    http.get('*/api/user/message/unread', () => envelope({ count: 2 })),
    // Member chat (issue 27): the live socket's ticket, a live socket that opens and says nothing (tests/ui/chat.test.tsx
    // speaks on it), and no unread chat messages unless a test's own handlers say.
    liveSocket.addEventListener('connection', () => undefined),
    http.get('*/api/im/userSig', () => envelope({ userId: state.user.id, userSig: 'sig-1', expiresAt: Date.now() + 600_000 })),
    http.get('*/api/im/unread', () => envelope({ count: 0 })),
    // Favourites and subscriptions (issue 27): the variety page and a trader's homepage ask which are mine; none unless a
    // test's own handlers say (tests/ui/favourite-fake.ts).
    http.get('*/api/collect/variety', () => envelope([])),
    http.get('*/api/collect/user', () => envelope([])),
    http.get('*/api/subscription/list', () => envelope([])),
    http.get('*/api/captcha/slider', () => envelope({ sessionId: 's1', token: 't1', width: 308 })),
    http.post('*/api/login/sendCode', () => envelope(null)),
    http.post('*/api/login/third/:kind', () => envelope({ url: '/api/dev/third/alipay/authorize' })),
    http.post('*/api/user/logout', () => envelope(null)),
    http.get('*/api/anon/platform/rules/:type', ({ params }) =>
      envelope(Number(params.type) === 1 ? { name: '邮市用户注册协议', content: '协议正文', updateTime: '2026-11-01', createTime: '2026-11-01' } : null),
    ),
    http.get('*/api/sys/config', () =>
      envelope({ goldPaymentItem: {}, beans: [], servicePhone: '400-800-1980', icp: '苏ICP备00000000号-1' }),
    ),
    // The results of /search, where the header's 品名 and 会员 searches go: none, unless a test's own handlers answer.
    http.get('*/api/anon/product/search', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    http.get('*/api/anon/user/search', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    // The home page's blocks (/index, where many tests land): nothing to show, unless a test's own handlers answer.
    ...['/api/anon/trade/dynamics', '/api/anon/home/varieties', '/api/anon/board/traders', '/api/anon/board/varieties', '/api/links', '/api/bbs/hot', '/api/news/hot'].map(
      (path) => http.get(`*${path}`, () => envelope([])),
    ),
    http.get('*/api/anon/notice/page', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    http.post('*/api/order/whole/list', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
  ];
}

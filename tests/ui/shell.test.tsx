import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { messages } from '../../src/api/contracts/messages';
import { searchTarget } from '../../src/features/layout/header-search';
import { eliteGate, publishGate } from '../../src/features/session/member-rules';
import { SessionProvider } from '../../src/features/session';
import { personMenu } from '../../src/features/site/site-map-lookup';
import { createAppRouter } from '../../src/routes/router';
import { verifiedUser } from '../machines/models';
import { fakeApiHandlers, fakeApiState } from './fake-api';
import { renderWithProviders } from './render';
import { userKeys } from '../../src/api/user/keys';

/** The shell with the real router, session and dialogs, against MSW: routes, header, footer and their rules. */

const api = fakeApiState();
const server = setupServer(...fakeApiHandlers(api));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Object.assign(api, fakeApiState());
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  renderWithProviders(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

function logIn(user = verifiedUser) {
  document.cookie = 'token=token-1; path=/';
  localStorage.setItem('userInfo', JSON.stringify(user));
  api.user = user;
}

const pathOf = (router: ReturnType<typeof createAppRouter>) => router.state.location.pathname;

describe('routes', () => {
  it.each([
    ['/', '/index'],
    ['/login', '/register'],
    ['/agents', '/agents/default/apply'],
    ['/no/such/page', '/404'],
    ['/trade/abc', '/404'],
    ['/person/order/detail/0', '/404'],
  ])('%s ends at %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(pathOf(router)).toBe(to));
  });

  it('renders a page frame: title, breadcrumbs, heading', async () => {
    renderAt('/auto-match/detail');
    expect(await screen.findByRole('heading', { level: 1, name: '匹配详情' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '自动匹配' })).toHaveAttribute('href', '/auto-match');
    await waitFor(() => expect(document.title).toBe('匹配详情 - 邮市'));
  });

  it('asks a visitor to log in on a login-only page, without showing its menu', async () => {
    renderAt('/person/order');
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText(messages.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '个人中心' })).toBeNull();
  });

  it('shows a member the personal centre with its whole side menu, the current entry marked', async () => {
    logIn();
    renderAt('/person/order/detail/7?from=my-order');
    const menu = await screen.findByRole('navigation', { name: '个人中心' });
    expect(within(menu).getAllByRole('link')).toHaveLength(personMenu().flatMap((group) => group.entries).length);
    expect(within(menu).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull();
  });

  it('draws /kline without header or footer', async () => {
    renderAt('/kline');
    expect(await screen.findByRole('heading', { level: 1, name: 'K线图' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('header', () => {
  it('offers login and registration to a visitor', async () => {
    renderAt('/index');
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByRole('button', { name: '登录' })).toBeVisible());
    expect(within(header).getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: '退出' })).toBeNull();
  });

  it('shows a member: verification, gold beans exact (never in 万), VIP, warning marker, unread badge', async () => {
    logIn({ ...verifiedUser, userName: '警示用户', authType: 1, vipName: '精英VIP', isWarned: true, goldCoin: 123_456 });
    renderAt('/index');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('警示用户')).toBeInTheDocument();
    expect(within(header).getByText('商户认证')).toBeInTheDocument();
    expect(within(header).getByText('精英VIP')).toBeInTheDocument();
    expect(within(header).getByText('警示')).toBeInTheDocument();
    // The wallet (1200 beans in the fake API) replaces the login-time figure once loaded.
    expect(await within(header).findByText('1,200')).toBeInTheDocument();
    expect(await within(header).findByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('sends the agent tab to the agent variant only for agents', async () => {
    logIn({ ...verifiedUser, agent: 1 });
    renderAt('/index');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: '代理系统' })).toHaveAttribute('href', '/agents/agent/apply'));
  });

  it('keeps watch and sweep for Elite VIP (level 4) and above', async () => {
    logIn({ ...verifiedUser, levelId: 3 });
    renderAt('/index');
    await screen.findByText(verifiedUser.userName);
    await userEvent.click(screen.getByRole('button', { name: '盯盘' }));
    expect(await screen.findByText(messages.eliteVipOnly)).toBeInTheDocument();
  });
});

describe('rules', () => {
  it('search: empty keyword warns with the category; listings open /trade with source=0; others go to /search', () => {
    expect(searchTarget('listing', '  ')).toEqual({ warn: '请输入挂牌关键字' });
    expect(searchTarget('member', '')).toEqual({ warn: '请输入会员关键字' });
    expect(searchTarget('listing', '猴票')).toEqual({ newTab: '/trade?keyword=%E7%8C%B4%E7%A5%A8&source=0' });
    expect(searchTarget('product', ' 猴票 ')).toEqual({ to: '/search', search: { class: 'product', info: '猴票' } });
  });

  it('a listing search opens a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/index');
    await userEvent.type(await screen.findByRole('textbox', { name: '搜索关键字' }), '猴票');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(open).toHaveBeenCalledWith('/trade?keyword=%E7%8C%B4%E7%A5%A8&source=0', '_blank', 'noopener');
    open.mockRestore();
  });

  it('a member search goes to /search once, and is not reopened for the same query', async () => {
    const router = renderAt('/index');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '搜索类别' }), 'member');
    await userEvent.type(screen.getByRole('textbox', { name: '搜索关键字' }), '老周');
    // The header's button: /search has a search form of its own, there as soon as its code is loaded.
    const headerSearch = () => within(screen.getByRole('banner')).getByRole('button', { name: '搜索' });
    await userEvent.click(headerSearch());
    await waitFor(() => expect(pathOf(router)).toBe('/search'));
    const entries = router.history.length;
    await userEvent.click(headerSearch());
    expect(router.history.length).toBe(entries);
  });

  it('publishing and elite features follow the member levels', () => {
    expect(publishGate(null, 'buy')).toBe('login');
    expect(publishGate({ ...verifiedUser, levelId: 1 }, 'buy')).toBe('authenticate');
    expect(publishGate({ ...verifiedUser, levelId: 2 }, 'buy')).toBe('allowed');
    expect(publishGate({ ...verifiedUser, levelId: 2 }, 'sell')).toEqual({ warn: messages.vipOnly });
    expect(eliteGate({ ...verifiedUser, levelId: 4 })).toBe('allowed');
  });
});

describe('timing', () => {
  it('shows the footer 1 s after navigation, and back-to-top after 100 px', async () => {
    renderAt('/index');
    await screen.findByRole('banner');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stops polling the unread count after a failed poll', async () => {
    // Time is the subject: the polls run on a fake clock (setInterval only; the calls and the rendering keep real
    // time), so "another interval passed" is exact instead of a guess at how long to sleep.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const answers = ['ok', 'fail'];
    let calls = 0;
    server.use(
      http.get('*/api/user/message/unread', () => {
        calls += 1;
        return answers.shift() === 'ok'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: { count: 3 } })
          : HttpResponse.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 });
      }),
    );
    const { useUnreadCount } = await import('../../src/features/layout/use-unread-count');
    function Probe() {
      return <span data-testid="unread">{useUnreadCount(true, 50)}</span>;
    }
    const { queryClient } = renderWithProviders(<Probe />);
    const unreadQuery = () => queryClient.getQueryCache().find({ queryKey: userKeys.unread() });
    // Resolves once the query has settled in `status`; its observer has rescheduled (or stopped) the polling by then.
    const settledIn = (status: 'success' | 'error') =>
      new Promise<void>((resolve) => {
        const check = () => {
          const state = unreadQuery()?.state;
          if (state?.status === status && state.fetchStatus === 'idle') {
            unsubscribe();
            resolve();
          }
        };
        const unsubscribe = queryClient.getQueryCache().subscribe(check);
        check();
      });

    await settledIn('success');
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('3'));
    expect(calls).toBe(1);
    // While the polls succeed, the next one is due after one interval.
    const failed = settledIn('error');
    vi.advanceTimersByTime(50);
    await failed;
    expect(calls).toBe(2);
    // After the failure no poll comes, however long the page stays open: a poll due would start fetching at once.
    vi.advanceTimersByTime(50 * 20);
    expect(unreadQuery()!.state.fetchStatus).toBe('idle');
    expect(calls).toBe(2);
  });
});

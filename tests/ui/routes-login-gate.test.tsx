import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeServer } from './fake-server';
import { fakeOrderApiHandlers, fakeOrderApiState, makeOrder, steps } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';

/**
 * The login gate (spec section 4) is each route's beforeLoad, not an effect of the page: it decides before the page
 * renders or its loader runs, waits for a session still being restored, and opens the login dialog for a visitor.
 */

const { api, state: orderApi, server } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);

/** The requests for the order itself (GET /api/user/order/info), the first data of the order pages' loaders. */
let orderInfoRequests = 0;
beforeAll(() => server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname === '/api/user/order/info' && orderInfoRequests++)));
beforeEach(() => {
  orderInfoRequests = 0;
});

/** A page's first appearance: its lazy chunk may still be compiling on a cold start. */
const loading = { timeout: 8000 };
const loginDialog = () => screen.queryByRole('dialog', { name: '登录' });

describe('the login gate is the route’s beforeLoad', () => {
  it('asks a visitor to log in on a visit, not on a preload, and never fetches the page’s data; closing goes home', async () => {
    const { router } = renderAppAt('/index');
    await screen.findByRole('heading', { level: 1, name: '首页' });
    // What hovering a link does (defaultPreload: 'intent'). The tree is built from the site map at run time, so its
    // paths are plain strings to TypeScript.
    const preloaded = await router.preloadRoute<string, string>({ to: '/transaction/1' });
    expect(preloaded?.at(-1)).toMatchObject({ routeId: '/transaction/$id', context: { mayLoad: false } });
    expect(loginDialog()).toBeNull();

    await router.navigate({ href: '/transaction/1' });
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    expect(orderInfoRequests).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('waits while the session is being restored, then lets the member in and loads the page', async () => {
    logIn(api);
    localStorage.removeItem('userInfo'); // no user info kept: the session asks the server first
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingShipment));
    renderAppAt('/transaction/1');
    expect(await screen.findByTestId('my-deal-detail', {}, loading)).toBeInTheDocument();
    expect(loginDialog()).toBeNull();
    expect(orderInfoRequests).toBe(1);
  });

  it('runs again when the session changes: a member who logs out on a login-only page is asked to log in', async () => {
    logIn(api);
    orderApi.orders.set(1, makeOrder(1, 'buyer', steps.awaitingShipment));
    renderAppAt('/transaction/1');
    await screen.findByTestId('my-deal-detail', {}, loading);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '退出' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
  });
});

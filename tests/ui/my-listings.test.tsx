import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { callsTo, fakeOrderApiHandlers, fakeOrderApiState, makeListing, makeOrder, steps } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';

/** 我的挂牌: filters from the URL, withdrawing, the offer's page with its orders and props, editing and republishing. */
const { api, state: orderApi, server } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);
beforeEach(() => {
  // A VIP merchant may publish both kinds of offer.
  logIn(api, { ...verifiedUser, levelId: 3 });
  orderApi.listings = [makeListing(5, 'open', 1), makeListing(6, 'withdrawn', 0), makeListing(7, 'filled', 1)];
  orderApi.listingStatistics = { all: 3, open: 1, withdrawn: 1, filled: 1, buy: 1, sell: 2 };
});

const loading = { timeout: 8000 };
const listCalls = () => orderApi.calls.filter((c) => c.path.startsWith('/api/user/trade/list/'));
const selectedTab = (list: string) => within(screen.getByRole('tablist', { name: list })).getByRole('tab', { selected: true });

describe('my offers follow the URL', () => {
  it('state and type from the search pick the tabs and the call; a tab changes the URL, back restores it', async () => {
    const { router } = renderAppAt('/person/myOrder?state=1&type=0');
    await screen.findByRole('tablist', { name: '挂牌状态' }, loading);
    expect(selectedTab('挂牌状态')).toHaveTextContent('已撤单');
    expect(selectedTab('挂牌类型')).toHaveTextContent('买单');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ path: '/api/user/trade/list/withdrawn', body: { publishType: 0 } }));
    await waitFor(() => expect(selectedTab('挂牌状态')).toHaveTextContent('已撤单（1）'));
    expect(selectedTab('挂牌类型')).toHaveTextContent('买单（1）');

    await userEvent.click(within(screen.getByRole('tablist', { name: '挂牌状态' })).getByRole('tab', { name: /已成交/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 2, type: 0 }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ path: '/api/user/trade/list/filled', body: { publishType: 0 } }));
    expect(selectedTab('挂牌状态')).toHaveTextContent('已成交');

    await userEvent.click(within(screen.getByRole('tablist', { name: '挂牌类型' })).getByRole('tab', { name: /全部/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 2 }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ path: '/api/user/trade/list/filled', body: {} }));

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 2, type: 0 }));
    router.history.back();
    await waitFor(() => expect(selectedTab('挂牌状态')).toHaveTextContent('已撤单'));
    // The withdrawn buy offers again: fetched anew, or still fresh from the first visit.
    const table = await screen.findByTestId('my-listings');
    expect(within(table).getByRole('link', { name: /T46/ })).toHaveAttribute('href', '/person/myOrder/6');
    expect(listCalls().filter((c) => c.path === '/api/user/trade/list/withdrawn').every((c) => (c.body as { publishType?: number }).publishType === 0)).toBe(true);
  });

  it('without a search: every state and kind; open offers can be edited or withdrawn, ended ones republished', async () => {
    renderAppAt('/person/myOrder');
    const table = await screen.findByTestId('my-listings', {}, loading);
    expect(selectedTab('挂牌状态')).toHaveTextContent('全部');
    expect(listCalls().at(-1)).toMatchObject({ path: '/api/user/trade/list/all', body: {} });
    const [, open, withdrawn, filled] = within(table).getAllByRole('row');
    expect(within(open!).getByRole('link', { name: /T46/ })).toHaveAttribute('href', '/person/myOrder/5');
    expect(within(open!).getByRole('link', { name: '修改' })).toHaveAttribute('href', '/person/myOrder/update/5');
    expect(within(open!).getByRole('button', { name: '撤单' })).toBeInTheDocument();
    expect(within(open!).queryByRole('link', { name: '重新挂牌' })).toBeNull();
    for (const [row, id] of [[withdrawn!, 6], [filled!, 7]] as const) {
      expect(within(row).getByRole('link', { name: '重新挂牌' })).toHaveAttribute('href', `/person/myOrder/republish/${id}`);
      expect(within(row).queryByRole('link', { name: '修改' })).toBeNull();
      expect(within(row).queryByRole('button', { name: '撤单' })).toBeNull();
    }
  });

  it('撤单 asks first, then withdraws and refreshes the list', async () => {
    renderAppAt('/person/myOrder?state=0');
    const table = await screen.findByTestId('my-listings', {}, loading);
    await userEvent.click(within(table).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '撤单' });
    expect(callsTo(orderApi, '/api/user/trade/del/5')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤单' }));
    await waitFor(() => expect(callsTo(orderApi, '/api/user/trade/del/5')).toHaveLength(1));
    expect(await screen.findByText('暂无挂牌')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    orderApi.listings = [];
    renderAppAt('/person/myOrder');
    expect(await screen.findByText('暂无挂牌', {}, loading)).toBeInTheDocument();
  });
});

describe('one of my offers', () => {
  it('shows the offer and the orders taken from it, each linking to its order', async () => {
    orderApi.orders.set(11, makeOrder(11, 'seller', steps.awaitingShipment));
    renderAppAt('/person/myOrder/5');
    await screen.findByTestId('my-listing-detail', {}, loading);
    expect(screen.getByText('¥120.00')).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: '成交订单' });
    expect(within(orders).getByRole('link', { name: '11' })).toHaveAttribute('href', '/person/order/detail/11');
    expect(callsTo(orderApi, '/api/user/trade/order/list')[0]!.body).toEqual({ tradeId: 5 });
  });

  it('使用 a prop: the confirmation states the bean cost, propAdd carries one idempotency key per attempt, then the wallet and the uses refresh', async () => {
    let walletCalls = 0;
    server.use(
      http.get('*/api/user/account/wallet', () => {
        walletCalls += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', data: { goldCoin: walletCalls > 1 ? 1150 : 1200, balance: 0, personalScore: 0 } });
      }),
    );
    orderApi.fail.set('/api/user/trade/propAdd', '金豆不足');
    renderAppAt('/person/myOrder/5');
    const props = await screen.findByRole('table', { name: '道具' }, loading);
    expect(await screen.findByText('暂无使用记录')).toBeInTheDocument();
    const top = within(props).getByRole('row', { name: /置顶/ });
    expect(within(top).getByText('50 金豆')).toBeInTheDocument();
    await userEvent.click(within(top).getByRole('button', { name: '使用' }));

    const dialog = await screen.findByRole('dialog', { name: '使用道具：置顶' });
    expect(within(dialog).getByTestId('prop-cost')).toHaveTextContent('将花费 50 金豆');
    expect(callsTo(orderApi, '/api/user/trade/propAdd')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定使用' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('金豆不足');
    const walletBefore = walletCalls;
    await userEvent.click(within(dialog).getByRole('button', { name: '确定使用' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '使用道具：置顶' })).toBeNull());
    const [failed, succeeded] = callsTo(orderApi, '/api/user/trade/propAdd');
    expect(succeeded!.body).toEqual({ tradeId: 5, propCode: 'top' });
    expect(succeeded!.idempotencyKey).toMatch(/^5:top:/);
    expect(failed!.idempotencyKey).toBe(succeeded!.idempotencyKey);
    await waitFor(() => expect(walletCalls).toBeGreaterThan(walletBefore));
    const uses = await screen.findByRole('table', { name: '道具使用记录' });
    expect(within(uses).getByText('2026-11-26 10:00:00')).toBeInTheDocument();
    // The running 置顶 is not offered again; 刷新 still is.
    expect(within(props).getByRole('row', { name: /置顶/ })).toHaveTextContent('生效中');
    expect(within(within(props).getByRole('row', { name: /刷新/ })).getByRole('button', { name: '使用' })).toBeInTheDocument();
  });

  it('a new attempt after closing the dialog is a new purchase', async () => {
    renderAppAt('/person/myOrder/5');
    const props = await screen.findByRole('table', { name: '道具' }, loading);
    const refresh = () => within(within(props).getByRole('row', { name: /刷新/ })).getByRole('button', { name: '使用' });
    await waitFor(() => expect(refresh()).toBeInTheDocument());
    for (let i = 0; i < 2; i++) {
      await userEvent.click(refresh());
      const dialog = await screen.findByRole('dialog', { name: '使用道具：刷新' });
      expect(within(dialog).getByTestId('prop-cost')).toHaveTextContent('将花费 10 金豆');
      await userEvent.click(within(dialog).getByRole('button', { name: '确定使用' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '使用道具：刷新' })).toBeNull());
    }
    const [first, second] = callsTo(orderApi, '/api/user/trade/propAdd');
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
  });

  it('an ended offer offers no prop', async () => {
    renderAppAt('/person/myOrder/6');
    const props = await screen.findByRole('table', { name: '道具' }, loading);
    await screen.findByText('暂无使用记录');
    expect(within(props).queryByRole('button', { name: '使用' })).toBeNull();
  });
});

describe('editing and republishing', () => {
  it('update: the form starts from the offer, product and kind fixed, sends its id, then shows the offer', async () => {
    const { router } = renderAppAt('/person/myOrder/update/5');
    const form = await screen.findByRole('form', { name: '修改卖单' }, loading);
    expect(within(form).getByTestId('publish-fixed-product')).toHaveTextContent('T46 庚申年猴票（单枚，枚）');
    expect(within(form).queryByRole('combobox', { name: '邮品' })).toBeNull();
    expect(within(form).getByLabelText(/单价/)).toHaveValue('120.00');
    await userEvent.clear(within(form).getByLabelText(/单价/));
    await userEvent.type(within(form).getByLabelText(/单价/), '118');
    await userEvent.click(within(form).getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/myOrder/5'));
    expect(callsTo(orderApi, '/api/user/trade/edit')[0]!.body).toEqual({
      id: 5,
      publishType: 1,
      productId: 46,
      price: 11_800,
      quantity: 10,
      tradeWays: ['online'],
      deliveryMethods: ['express'],
      remark: '全品',
      grade: '全品',
      flaws: '',
      photos: [],
    });
  });

  it('republish: the same terms as a new offer (no id), then the new offer', async () => {
    const { router } = renderAppAt('/person/myOrder/republish/6');
    const form = await screen.findByRole('form', { name: '重新发布买单' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/myOrder/99'));
    const body = callsTo(orderApi, '/api/user/trade/edit')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ publishType: 0, productId: 46, price: 12_000, quantity: 10 });
  });

  it('an ended offer is not edited: the page says why', async () => {
    renderAppAt('/person/myOrder/update/7');
    expect(await screen.findByTestId('my-listing-not-editable', {}, loading)).toHaveTextContent('该挂牌当前状态为「已成交」，不能修改。');
  });

  it("shows the server's refusal in the form", async () => {
    orderApi.fail.set('/api/user/trade/edit', messages.quantityChanged);
    renderAppAt('/person/myOrder/update/5');
    const form = await screen.findByRole('form', { name: '修改卖单' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '保存修改' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.quantityChanged);
  });
});

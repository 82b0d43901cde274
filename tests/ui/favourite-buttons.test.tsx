import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FormMarket, PriceLine, VarietyDetail } from '../../src/api/contracts/catalogue';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { fakeFavouritesHandlers, fakeFavouritesState, term, type FakeFavourites } from './favourite-fake';
import { useFakeServer } from './fake-server';
import { fakeTradeApiHandlers, fakeTradeApiState, type FakeTradeApi } from './fake-trade-api';
import { logIn, renderAppAt } from './render-app';

/**
 * 收藏 and 订阅 on a variety's page and on a trader's homepage: the fee said on the button before paying, 已收藏 for
 * one of mine, 取消订阅 for one I follow, what each press sends; a visitor's press opens the login dialog.
 */
const detail: VarietyDetail = {
  code: 'T46',
  name: '1980年 T46 庚申年猴票',
  year: 1980,
  issuedOn: '1980-02-15',
  categoryId: 2,
  categoryName: '纪特邮票',
  description: '',
  imageUrl: null,
  pieces: [{ position: '1-1', title: '金猴', faceValue: 8 }],
  faceValue: 8,
  forms: [{ productId: 44, exterior: '单枚', unit: '枚' }],
};
const market = (productId: number): FormMarket => ({ productId, exterior: '单枚', unit: '枚', quotes: [], sell: [], buy: [], sellTotal: 0, buyTotal: 0, deals: [] });
const line = (productId: number): PriceLine => ({ productId, grade: null, from: '2026-08-25', to: '2026-11-22', points: [] });
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

type Fake = FakeFavourites & FakeTradeApi;
const { api, state: fake } = useFakeServer(
  (): Fake => ({ ...fakeTradeApiState(), ...fakeFavouritesState() }),
  (s) => [
    ...fakeFavouritesHandlers(s),
    http.get('*/api/anon/product/details/:id', () => envelope(detail)),
    http.get('*/api/anon/product/market/:id', ({ params }) => envelope(market(Number(params.id)))),
    http.get('*/api/anon/product/priceLine/:id', ({ params }) => envelope(line(Number(params.id)))),
    // The variety page's K-line card (issue 28): a variety with no fills.
    http.get('*/api/automatic/pairing/kLineGraph', () => envelope({ interval: '1d', candles: [] })),
    ...fakeTradeApiHandlers(s),
  ],
);
afterEach(() => toaster.remove());

// Generous: the first page of a file loads the app's lazy chunks on a busy machine.
const loading = { timeout: 15_000 };
const buttons = async () => screen.findByTestId('follow-buttons', {}, loading);

describe('a member', () => {
  beforeEach(() => logIn(api));

  it('collects and subscribes a variety from its page, each fee said on its button first', async () => {
    fake.fees = { p_collect_variety: 20, p_subscription: 1500 };
    renderAppAt('/products/details/44');
    const block = await buttons();
    const collect = await within(block).findByRole('button', { name: '收藏（20 金豆）' }, loading);
    await waitFor(() => expect(collect).toBeEnabled());
    await userEvent.click(collect);
    expect(await screen.findByText(messages.favouriteAdded, {}, loading)).toBeInTheDocument();
    const mine = await within(block).findByRole('link', { name: '已收藏' }, loading);
    expect(mine).toHaveAttribute('href', '/person/favorite');

    await userEvent.click(within(block).getByRole('button', { name: '订阅（1,500 金豆）' }));
    expect(await screen.findByText(messages.subscribed, {}, loading)).toBeInTheDocument();
    const off = await within(block).findByRole('button', { name: '取消订阅' }, loading);
    expect(off).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(off);
    expect(await screen.findByText(messages.unsubscribed, {}, loading)).toBeInTheDocument();
    // Turned on again it is free: only the first subscription is paid.
    expect(await within(block).findByRole('button', { name: '订阅' }, loading)).toHaveAttribute('aria-pressed', 'false');

    expect(fake.posts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/collect/variety', body: { productCode: 'T46', productName: '1980年 T46 庚申年猴票' } },
      { path: '/api/subscription/state', body: { kind: 'variety', productCode: 'T46', productName: '1980年 T46 庚申年猴票', state: true } },
      { path: '/api/subscription/state', body: { kind: 'variety', productCode: 'T46', productName: '1980年 T46 庚申年猴票', state: false } },
    ]);
    expect(fake.posts[0]!.key).toMatch(/^favourite:/);
  });

  it('a variety already collected shows 已收藏; a refused press says why beside the buttons', async () => {
    fake.varieties = [{ id: 1, productCode: 'T46', productName: '1980年 T46 庚申年猴票', ...term }];
    fake.refuse.set('/api/subscription/state', messages.beansInsufficient);
    renderAppAt('/products/details/44');
    const block = await buttons();
    expect(await within(block).findByRole('link', { name: '已收藏' }, loading)).toBeInTheDocument();
    const subscribe = within(block).getByRole('button', { name: '订阅' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await userEvent.click(subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.beansInsufficient);
  });

  it('collects a trader by user name and subscribes them by id on their homepage', async () => {
    renderAppAt('/trade/homepage/3');
    const block = await buttons();
    const collect = await within(block).findByRole('button', { name: '收藏会员' }, loading);
    await waitFor(() => expect(collect).toBeEnabled());
    await userEvent.click(collect);
    const mine = await within(block).findByRole('link', { name: '已收藏' }, loading);
    expect(mine).toHaveAttribute('href', '/person/favorite?tab=user');
    await userEvent.click(within(block).getByRole('button', { name: '订阅' }));
    expect(await within(block).findByRole('button', { name: '取消订阅' }, loading)).toBeInTheDocument();
    expect(fake.posts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/collect/user/add', body: { userName: '金陵藏家' } },
      { path: '/api/subscription/state', body: { kind: 'trader', targetId: 3, state: true } },
    ]);
  });
});

it('a visitor’s 收藏会员 or 订阅 opens the login dialog and sends nothing', async () => {
  renderAppAt('/trade/homepage/3');
  const block = await buttons();
  await userEvent.click(within(block).getByRole('button', { name: '收藏会员' }));
  expect(await screen.findByRole('dialog', {}, loading)).toHaveTextContent('登录');
  expect(fake.posts).toEqual([]);
});

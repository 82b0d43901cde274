import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/api/contracts/messages';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { logIn, renderAppAt } from './render-app';

/** The one market list on every page that lists offers: which call, pinned offers, links, tabs, keyword, paging. */
const { api, state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

/** A page's first appearance: its lazy chunk may still be compiling on a cold start. */
const loading = { timeout: 8000 };
const everyOfferPath = '/api/trade/whole/list';
const lastCall = (path: string) => callsTo(tradeApi, path).at(-1)!;

const rows = async () => {
  await screen.findAllByTestId('listing-row', {}, loading);
  return screen.getAllByTestId('listing-row');
};

describe('which call a market page makes', () => {
  it.each([
    ['/poster', { keyword: '', state: 'open', escrowOnly: true }],
    ['/voster', { keyword: '', state: 'open' }],
  ])('%s lists the offers it asks for with %j', async (path, body) => {
    tradeApi.listings = [listing(1)];
    renderAppAt(path);
    await rows();
    expect(callsTo(tradeApi, everyOfferPath)).toHaveLength(1);
    expect(lastCall(everyOfferPath).body).toEqual(body);
    // The latest deals stand beside the market.
    expect(screen.getByRole('complementary', { name: '最新成交' })).toBeInTheDocument();
    expect(callsTo(tradeApi, '/api/order/whole/list')).toHaveLength(1);
  });

  it('/trade?keyword searches every open offer for the keyword', async () => {
    tradeApi.listings = [listing(1)];
    renderAppAt('/trade?keyword=%E9%B8%A1%E7%A5%A8&source=0');
    await rows();
    expect(lastCall(everyOfferPath).body).toEqual({ keyword: '鸡票', state: 'open' });
    expect(screen.getByText('“鸡票”的搜索结果')).toBeInTheDocument();
  });

  it('/trade/cancel lists withdrawn offers, which cannot be put in the basket', async () => {
    tradeApi.listings = [listing(4, { state: 'withdrawn' })];
    renderAppAt('/trade/cancel');
    const [row] = await rows();
    expect(lastCall(everyOfferPath).body).toMatchObject({ state: 'withdrawn' });
    expect(within(row!).getByText('已撤单')).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /加入扫货篮/ })).toBeNull();
  });
});

describe('a market row', () => {
  it('marks pinned offers 置顶 and links the offer, its publisher and its price circle', async () => {
    tradeApi.listings = [listing(7, { pinnedUntil: '2026-11-25 09:00:00' }), listing(8, { productName: '1980年 T46 庚申年猴票', productId: 46, publisherId: 5, publisher: '老周邮票' })];
    renderAppAt('/voster');
    const [pinned, plain] = await rows();
    expect(within(pinned!).getByText('置顶')).toBeInTheDocument();
    expect(within(plain!).queryByText('置顶')).toBeNull();
    expect(within(plain!).getByRole('link', { name: '1980年 T46 庚申年猴票' })).toHaveAttribute('href', '/trade/8');
    expect(within(plain!).getByRole('link', { name: '老周邮票' })).toHaveAttribute('href', '/trade/homepage/5');
    expect(within(plain!).getByRole('link', { name: '价格走势' })).toHaveAttribute('href', '/trade/price-circle/46');
  });
});

describe('an offer’s page', () => {
  it('links its publisher and price circle, and offers 立即成交 next to 加入扫货篮', async () => {
    tradeApi.listings = [listing(8, { productId: 46, publisherId: 5, publisher: '老周邮票' })];
    renderAppAt('/trade/8');
    const detail = await screen.findByTestId('listing-detail', {}, loading);
    expect(within(detail).getByRole('link', { name: '老周邮票' })).toHaveAttribute('href', '/trade/homepage/5');
    expect(within(detail).getByRole('link', { name: '价格走势' })).toHaveAttribute('href', '/trade/price-circle/46');
    expect(within(detail).getByRole('button', { name: '加入扫货篮' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: '立即成交' })).toHaveAttribute('href', '/trade/confirm/8');
  });

  it('加入扫货篮 checks the quantity with the basket call’s own schema, sends nothing for a broken one, then opens the basket', async () => {
    logIn(api);
    tradeApi.listings = [listing(8, { lastNum: 5 })];
    renderAppAt('/trade/8');
    const detail = await screen.findByTestId('listing-detail', {}, loading);
    const quantity = within(detail).getByRole('textbox', { name: '确认数量' });
    const add = within(detail).getByRole('button', { name: '加入扫货篮' });

    await userEvent.clear(quantity);
    await userEvent.click(add);
    expect(await within(detail).findByRole('alert')).toHaveTextContent(messages.enterConfirmQuantity);
    await userEvent.type(quantity, '6');
    expect(within(detail).getByRole('alert')).toHaveTextContent(messages.confirmQuantityInsufficient);
    expect(add).toBeDisabled();
    expect(callsTo(tradeApi, '/api/basket/add')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2x');
    expect(quantity).toHaveValue('2');
    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: '扫货篮' }, loading)).toBeInTheDocument();
    expect(callsTo(tradeApi, '/api/basket/add').map((c) => c.body)).toEqual([{ tradeId: 8, quantity: 2 }]);
    expect(within(detail).queryByRole('alert')).toBeNull();
  });
});

describe('filters and paging', () => {
  it('asks for the chosen side and keyword, from the first page again', async () => {
    tradeApi.listings = [listing(1), listing(2, { publishType: 0 })];
    tradeApi.marketTotal = 25;
    renderAppAt('/poster');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastCall(everyOfferPath).query).toMatchObject({ pageNo: '2' }));

    await userEvent.click(screen.getByRole('tab', { name: '求购' }));
    await waitFor(() => expect(lastCall(everyOfferPath).body).toMatchObject({ publishType: 0 }));
    expect(lastCall(everyOfferPath).query).toMatchObject({ pageNo: '1' });
    expect(await rows()).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '鸡票');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(lastCall(everyOfferPath).body).toEqual({ keyword: '鸡票', publishType: 0, state: 'open', escrowOnly: true }));
  });

  it('keeps the keyword applied in the URL: a reload asks for it again, Back restores the one before in the list and the box', async () => {
    tradeApi.listings = [listing(1)];
    const { router } = renderAppAt(`/poster?keyword=${encodeURIComponent('鸡票')}`);
    await rows();
    expect(lastCall(everyOfferPath).body).toMatchObject({ keyword: '鸡票' });
    const box = screen.getByRole('textbox', { name: '关键字' });
    expect(box).toHaveValue('鸡票');

    await userEvent.clear(box);
    await userEvent.type(box, '狗票');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '狗票' }));
    await waitFor(() => expect(lastCall(everyOfferPath).body).toMatchObject({ keyword: '狗票' }));
    // The box keeps the focus's element: it is the same one, not a new form.
    expect(screen.getByRole('textbox', { name: '关键字' })).toBe(box);

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '鸡票' }));
    // The list is the first one's again (kept by the query cache, so not asked for again), and so is the box.
    await waitFor(() => expect(box).toHaveValue('鸡票'));
  });

  it('pages through the total with 10, 20 or 50 a page', async () => {
    tradeApi.listings = [listing(1)];
    tradeApi.marketTotal = 25;
    renderAppAt('/voster');
    await rows();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('共 25 条')).toBeInTheDocument();
    expect(within(pager).getByText('第 1 / 3 页')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(lastCall(everyOfferPath).query).toEqual({ pageNo: '1', pageSize: '10' });

    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(await within(pager).findByText('第 3 / 3 页')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(lastCall(everyOfferPath).query).toEqual({ pageNo: '3', pageSize: '10' });

    expect(within(pager).getAllByRole('option').map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页']);
    await userEvent.selectOptions(within(pager).getByRole('combobox', { name: '每页条数' }), '20');
    await waitFor(() => expect(lastCall(everyOfferPath).query).toEqual({ pageNo: '1', pageSize: '20' }));
    expect(await within(pager).findByText('第 1 / 2 页')).toBeInTheDocument();
  });

  it('counts from 10,000 in 万', async () => {
    tradeApi.listings = [listing(1)];
    tradeApi.marketTotal = 123_456;
    renderAppAt('/voster');
    await rows();
    expect(screen.getByText('共 12.34万 条')).toBeInTheDocument();
  });

  it('says when there is nothing to list', async () => {
    renderAppAt('/voster');
    expect(await screen.findByText('暂无挂牌', {}, loading)).toBeInTheDocument();
    expect(await screen.findByText('暂无成交')).toBeInTheDocument();
  });

  it('shows the server’s message when the market call fails', async () => {
    tradeApi.fail.set(everyOfferPath, '服务器开小差了，请稍后再试');
    renderAppAt('/poster');
    const list = await screen.findByTestId('market-list', {}, loading);
    await waitFor(() => expect(list).toHaveTextContent('服务器开小差了，请稍后再试'));
  });
});

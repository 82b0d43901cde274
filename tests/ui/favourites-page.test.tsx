import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/api/contracts/messages';
import type { SubscriptionDeal, SubscriptionOffer } from '../../src/api/contracts/subscriptions';
import { toaster } from '../../src/features/shared/toast-list';
import { fakeFavouritesHandlers, fakeFavouritesState, term } from './favourite-fake';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 我的收藏 (/person/favorite): the tab and the subscriptions' feed are the URL's; a favourite is renewed with an
 * idempotency key kept across a failed press, its 自动续期 switched, deleted only after 确定删除; chosen favourite
 * members get a 站内信; a subscription is turned off and on; the new offers link to the offer, the deals page on.
 */
const { api, state: fake } = useFakeServer(fakeFavouritesState, fakeFavouritesHandlers);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

// Generous: the first page of a file loads the app's lazy chunks on a busy machine.
const loading = { timeout: 15_000 };
const rowOf = async (text: string) => (await screen.findByText(text, { exact: false }, loading)).closest<HTMLElement>('[role="listitem"]')!;

const offer = (tradeId: number, extra: Partial<SubscriptionOffer> = {}): SubscriptionOffer => ({
  tradeId,
  publishType: 1,
  productCode: 'T46',
  productName: '庚申年猴票',
  exteriorName: '单枚',
  grade: '全品',
  price: 1_180_050,
  lastNum: 2,
  publisher: '华夏邮社',
  open: true,
  createTime: '2026-11-22 09:00:00',
  ...extra,
});
const deal = (i: number): SubscriptionDeal => ({
  publishType: 0,
  productCode: 'T46',
  productName: '庚申年猴票',
  exteriorName: '四方连',
  grade: '上品',
  price: 4_500_001,
  quantity: 2,
  amount: 9_000_002,
  dealTime: `2026-11-${String(10 + i)} 15:00:00`,
});

it('the tab is the URL’s: none is 收藏品种, and each tab opens from its address', async () => {
  fake.varieties = [{ id: 1, productCode: 'T46', productName: '庚申年猴票', ...term }];
  fake.users = [{ id: 2, targetId: 3, userName: '金陵藏家', levelId: 3, vipName: 'VIP会员', ...term }];
  const { router } = renderAppAt('/person/favorite');
  expect(await rowOf('T46 庚申年猴票')).toHaveTextContent('到期时间：2026-12-22 10:00:00');
  expect(screen.getByRole('tab', { name: '收藏品种' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(screen.getByRole('tab', { name: '收藏会员' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'user' }));
  expect(await rowOf('金陵藏家（VIP会员）')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '黑名单' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'blacklist' }));
  expect(await screen.findByText('黑名单中还没有会员', {}, loading)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '收藏品种' }));
  await waitFor(() => expect(router.state.location.search).toEqual({}));

  router.history.push('/person/favorite?tab=subscription');
  expect(await screen.findByText('还没有订阅', {}, loading)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '我的订阅' })).toHaveAttribute('aria-selected', 'true');
}, 60_000);

it('renews with one idempotency key until it succeeds, switches 自动续期, and deletes only after 确定删除', async () => {
  fake.varieties = [{ id: 1, productCode: 'T46', productName: '庚申年猴票', ...term }];
  fake.refuse.set('/api/collect/variety/renew/1', messages.beansInsufficient);
  renderAppAt('/person/favorite');
  const row = await rowOf('T46 庚申年猴票');

  await userEvent.click(within(row).getByRole('button', { name: '续期（20 金豆）' }));
  expect(await within(row).findByRole('alert')).toHaveTextContent(messages.beansInsufficient);
  await userEvent.click(within(row).getByRole('button', { name: '续期（20 金豆）' }));
  expect(await screen.findByText(messages.favouriteRenewed, {}, loading)).toBeInTheDocument();
  expect(await within(row).findByText('到期时间：2027-01-21 10:00:00')).toBeInTheDocument();
  const renewals = fake.posts.filter((p) => p.path === '/api/collect/variety/renew/1');
  expect(renewals).toHaveLength(2);
  expect(renewals[0]!.key).toMatch(/^favourite:/);
  expect(renewals[1]!.key).toBe(renewals[0]!.key);

  await userEvent.click(within(row).getByRole('checkbox', { name: '自动续期' }));
  expect(await screen.findByText(messages.autoRenewOn, {}, loading)).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByRole('checkbox', { name: '自动续期' })).toBeChecked());
  expect(fake.posts.at(-1)).toMatchObject({ path: '/api/collect/variety/autoRenew/1', body: { autoRenew: true } });

  const before = fake.posts.length;
  await userEvent.click(within(row).getByRole('button', { name: '删除' }));
  let dialog = await screen.findByRole('dialog', { name: '删除收藏' });
  expect(dialog).toHaveTextContent('确定删除收藏「T46 庚申年猴票」吗？');
  await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fake.posts).toHaveLength(before);

  await userEvent.click(within(row).getByRole('button', { name: '删除' }));
  dialog = await screen.findByRole('dialog', { name: '删除收藏' });
  await userEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
  expect(await screen.findByText('还没有收藏的品种', {}, loading)).toBeInTheDocument();
  expect(fake.posts.slice(before).map((p) => p.path)).toEqual(['/api/collect/variety/del/1']);
});

it('sends a 站内信 to the chosen favourite members, never to an expired one', async () => {
  fake.users = [
    { id: 2, targetId: 3, userName: '金陵藏家', levelId: 3, vipName: 'VIP会员', ...term },
    { id: 4, targetId: 5, userName: '老周邮票', levelId: 2, vipName: '普通会员', ...term },
    { id: 6, targetId: 7, userName: '岭南邮社', levelId: 4, vipName: '精英VIP', ...term, expired: true },
  ];
  renderAppAt('/person/favorite?tab=user');
  const send = await screen.findByRole('button', { name: '发站内信（0）' }, loading);
  expect(send).toBeDisabled();
  expect(within(await rowOf('岭南邮社')).getByRole('checkbox', { name: '选择 岭南邮社' })).toBeDisabled();
  await userEvent.click(within(await rowOf('金陵藏家')).getByRole('checkbox', { name: '选择 金陵藏家' }));
  await userEvent.click(within(await rowOf('老周邮票')).getByRole('checkbox', { name: '选择 老周邮票' }));
  await userEvent.click(screen.getByRole('button', { name: '发站内信（2）' }));
  const dialog = await screen.findByRole('dialog', { name: '给收藏会员发站内信' });
  expect(dialog).toHaveTextContent('发送给所选的 2 位会员');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /内容/ }), '新到一批T46，欢迎来看');
  await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
  expect(await screen.findByText(`${messages.favouriteMessageSent}：2 人`, {}, loading)).toBeInTheDocument();
  expect(fake.posts.map(({ path, body }) => ({ path, body }))).toEqual([
    { path: '/api/collect/user/sendBatch/message', body: { ids: [2, 4], content: '新到一批T46，欢迎来看' } },
  ]);
  // The choice is cleared after sending.
  expect(await screen.findByRole('button', { name: '发站内信（0）' })).toBeDisabled();
});

it('我的订阅: turns a subscription off and on; the new offers link to the offer, the deals are their own feed in the URL', async () => {
  fake.subscriptions = [
    { id: 11, kind: 'variety', productCode: 'T46', productName: '庚申年猴票', targetId: null, userName: null, enabled: true, beans: 10, createTime: '2026-11-01 10:00:00' },
    { id: 12, kind: 'trader', productCode: null, productName: null, targetId: 3, userName: '金陵藏家', enabled: false, beans: 0, createTime: '2026-11-02 10:00:00' },
  ];
  fake.feedOffers = [offer(71), offer(72, { open: false, publishType: 0, price: 100 }), ...Array.from({ length: 10 }, (_, i) => offer(100 + i, { price: 5_000 + i }))];
  fake.feedDeals = [deal(1)];
  const { router } = renderAppAt('/person/favorite?tab=subscription');

  const variety = await screen.findByRole('checkbox', { name: '接收提醒：T46 庚申年猴票' }, loading);
  expect(variety).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '接收提醒：金陵藏家' })).not.toBeChecked();
  await userEvent.click(variety);
  expect(await screen.findByText(messages.unsubscribed, {}, loading)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: '接收提醒：金陵藏家' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: '接收提醒：金陵藏家' })).toBeChecked());
  expect(fake.posts.map(({ path, body }) => ({ path, body }))).toEqual([
    { path: '/api/subscription/state/id', body: { id: 11, state: false } },
    { path: '/api/subscription/state/id', body: { id: 12, state: true } },
  ]);

  const open = await rowOf('单价 ¥11,800.50');
  expect(within(open).getByRole('link', { name: '查看挂单' })).toHaveAttribute('href', '/trade/71');
  const gone = await rowOf('单价 ¥1.00');
  expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
  expect(gone).toHaveTextContent('已下架或成交');
  expect(within(gone).getByText('买')).toBeInTheDocument();
  expect(screen.getByText('共 12 条')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'subscription', page: 2 }));
  await waitFor(() => expect(fake.reads.at(-1)).toEqual({ path: '/api/subscription/product/list', query: { pageNo: '2', pageSize: '10' } }));

  await userEvent.click(screen.getByRole('tab', { name: '成交' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'subscription', feed: 'deals' }));
  const row = await rowOf('成交价 ¥45,000.01 × 2');
  expect(row).toHaveTextContent('金额 ¥90,000.02');
  expect(row).toHaveTextContent('四方连 · 上品');
  expect(fake.reads.at(-1)).toEqual({ path: '/api/subscription/trade/list', query: { pageNo: '1', pageSize: '10' } });
});

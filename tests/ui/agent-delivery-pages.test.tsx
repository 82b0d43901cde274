import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentDeliveryMessages } from '../../src/api/contracts/agent-delivery-messages';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { agentDeliveryFakeHandlers, deliveryOf, freshAgentDeliveryFake } from './agent-delivery-fake';
import { useFakeServer } from './fake-server';
import { basketRow, callsTo, fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { logIn, renderAppAt } from './render-app';

/**
 * 交割代理 (issue 29; docs/adr/0044): the agent variant's and the default variant's pages (代理订单, 库存, 库存明细 with the
 * actions the machine offers the caller's role, 财务, 支付 and 支付明细, 银行账户), the personal centre's 交割代理, and
 * the agent chosen at a confirmation. The server is the MSW fakes of agent-delivery-fake.ts and fake-trade-api.ts.
 */
// One state for both fakes (their fields do not overlap): each test starts both afresh in place.
const { api, state } = useFakeServer(
  () => ({ ...freshAgentDeliveryFake(), ...fakeTradeApiState() }),
  (s) => [...agentDeliveryFakeHandlers(s), ...fakeTradeApiHandlers(s)],
);
const agentUser = { ...verifiedUser, agent: 1 as const };
beforeEach(() => logIn(api, verifiedUser));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };
const lastQuery = (path: string) => state.queries.filter((q) => q.path === path).at(-1)?.query;

describe('the delivery lists', () => {
  it('代理订单 lists my deliveries through agents with the agent, the fee and the state, by stage tab', async () => {
    const { router } = renderAppAt('/agents/default/order');
    const cards = await screen.findAllByTestId('agent-delivery', {}, loading);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('订单号501');
    expect(cards[0]).toHaveTextContent('代理人京华代理');
    expect(cards[0]).toHaveTextContent('代理费¥5.00');
    expect(cards[0]).toHaveTextContent('3 · 全品');
    expect(cards[0]).toHaveTextContent('待到货');
    expect(within(cards[0]!).getByRole('link', { name: /查看代理订单 1/ })).toHaveAttribute('href', '/agents/default/stock-detail?id=1');
    expect(lastQuery('/api/agent/delivery/page')?.get('as')).toBe('member');

    await userEvent.click(screen.getByRole('tab', { name: '验货有问题' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ stage: 'problem' }));
    await waitFor(() => expect(lastQuery('/api/agent/delivery/page')?.get('stage')).toBe('problem'));
    await waitFor(() => expect(screen.getAllByTestId('agent-delivery')).toHaveLength(1));
  });

  it('库存 asks for the stamps at the agent’s now, as the agent, and shows the 委托人', async () => {
    logIn(api, agentUser);
    state.deliveries = [deliveryOf(2, 'agent', 'held')];
    renderAppAt('/agents/agent/stock');
    const cards = await screen.findAllByTestId('agent-delivery', {}, loading);
    expect(cards[0]).toHaveTextContent('委托人集邮新人');
    expect(within(cards[0]!).getByRole('link', { name: /查看代理订单 2/ })).toHaveAttribute('href', '/agents/agent/stock-detail?id=2');
    const query = lastQuery('/api/agent/delivery/page')!;
    expect([query.get('as'), query.get('stage')]).toEqual(['agent', 'stock']);
  });
});

describe('库存明细', () => {
  it('offers the member 取消委托 while the parcel is on its way, and cancels through the action dialog', async () => {
    renderAppAt('/agents/default/stock-detail?id=1');
    const detail = await screen.findByRole('region', { name: '代理交割详情' }, loading);
    expect(detail).toHaveTextContent('代理费¥5.00');
    expect(within(detail).queryByRole('button', { name: '签收' })).toBeNull();
    expect(screen.getByRole('link', { name: /查询 顺丰 单号 SF1234567890/ })).toBeInTheDocument();
    expect(screen.getByText(/王府井大街1号/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '流程' })).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: '取消委托' }));
    const dialog = await screen.findByRole('dialog', { name: '取消委托' });
    expect(dialog).toHaveTextContent('¥5.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/agent/delivery/cancel', body: { id: 1 } }]));
    expect(await screen.findByText(agentDeliveryMessages.agentDeliveryCancelledDone, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('agent-delivery-state')).toHaveTextContent('已取消'));
  });

  it('offers the agent 签收 on a delivery awaiting arrival, not the member’s actions', async () => {
    logIn(api, agentUser);
    state.deliveries = [deliveryOf(1, 'agent', 'awaitingArrival')];
    renderAppAt('/agents/agent/stock-detail?id=1');
    const detail = await screen.findByRole('region', { name: '代理交割详情' }, loading);
    expect(within(detail).getByRole('button', { name: '签收' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: '取消委托' })).toBeNull();
  });

  it('shows the member the problem with its photos, and 仍然接收 / 要求退回', async () => {
    renderAppAt('/agents/default/stock-detail?id=2');
    await screen.findByRole('region', { name: '代理交割详情' }, loading);
    expect(screen.getByTestId('agent-delivery-problem')).toHaveTextContent('邮票右下角有折痕');
    expect(screen.getByRole('button', { name: /查看验货照片 第1张/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '仍然接收' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '要求退回' })).toBeInTheDocument();
  });

  it('refuses an inspection without a photo before any call', async () => {
    logIn(api, agentUser);
    state.deliveries = [deliveryOf(1, 'agent', 'arrived')];
    renderAppAt('/agents/agent/stock-detail?id=1');
    await userEvent.click(await screen.findByRole('button', { name: '验货通过' }, loading));
    const dialog = await screen.findByRole('dialog', { name: '验货通过' });
    expect(within(dialog).getByRole('textbox', { name: /核对数量/ })).toHaveValue('3');
    expect(within(dialog).getByRole('combobox', { name: /核对品相/ })).toHaveValue('全品');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交验货' }));
    expect(await within(dialog).findByText(agentDeliveryMessages.agentInspectPhotos)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
  });

  it('says so when there is no id', async () => {
    renderAppAt('/agents/default/stock-detail');
    expect(await screen.findByText(/请从代理订单或库存中选择/, {}, loading)).toBeInTheDocument();
  });
});

describe('财务, 支付 and 支付明细', () => {
  it('shows the agent’s summary exact to the fen, with the way to 支付', async () => {
    logIn(api, agentUser);
    renderAppAt('/agents/agent/finance');
    const cards = await screen.findAllByTestId('agent-finance-card', {}, loading);
    expect(cards.map((c) => c.textContent)).toEqual(['我的代理费¥5.00 / 单', '代理订单数12', '库存3 单', '已收代理费¥45.00', '平台托管中¥10.00']);
    expect(lastQuery('/api/agent/finance')?.get('as')).toBe('agent');
    expect(screen.getByRole('link', { name: '查看代理费收支' })).toHaveAttribute('href', '/agents/agent/pay');
  });

  it('shows the member’s summary', async () => {
    renderAppAt('/agents/default/finance');
    const cards = await screen.findAllByTestId('agent-finance-card', {}, loading);
    expect(cards.map((c) => c.textContent)).toEqual(['代理订单数12', '库存3 单', '已付代理费¥45.00', '托管中¥10.00', '已退回¥5.00']);
  });

  it('lists the fee moves with their signs, and one move links to its delivery', async () => {
    renderAppAt('/agents/default/pay');
    const moves = await screen.findAllByTestId('agent-fee-move', {}, loading);
    expect(moves[0]).toHaveTextContent('-¥5.00');
    expect(moves[0]).toHaveTextContent('预付托管');
    expect(within(moves[0]!).getByRole('link', { name: '查看支付明细 21' })).toHaveAttribute('href', '/agents/default/pay-detail?id=21');
    await userEvent.click(within(moves[1]!).getByRole('link', { name: '查看支付明细 22' }));
    const detail = await screen.findByTestId('agent-fee-move-detail', {}, loading);
    expect(detail).toHaveTextContent('支付代理人');
    expect(screen.getByRole('link', { name: '查看代理交割 2' })).toHaveAttribute('href', '/agents/default/stock-detail?id=2');
  });

  it('goes from a delivery to its own fee moves, and back to all of them (can fail)', async () => {
    renderAppAt('/agents/default/stock-detail?id=2');
    await screen.findByRole('region', { name: '代理交割详情' }, loading);
    await userEvent.click(screen.getByRole('link', { name: '代理费记录' }));
    expect(await screen.findByText('代理交割 2 的代理费记录', {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('agent-fee-move').map((m) => m.textContent)).toEqual([expect.stringContaining('验货后支付代理费')]));
    expect(lastQuery('/api/agent/pay/page')?.get('deliveryId')).toBe('2');

    await userEvent.click(screen.getByRole('link', { name: '查看全部' }));
    await waitFor(() => expect(screen.getAllByTestId('agent-fee-move')).toHaveLength(2));
    expect(lastQuery('/api/agent/pay/page')?.get('deliveryId')).toBeNull();
    expect(screen.queryByText('代理交割 2 的代理费记录')).toBeNull();
  });
});

describe('银行账户', () => {
  it('saves the fee typed in yuan as fen with the chosen card, and shows the server’s refusal', async () => {
    logIn(api, agentUser);
    renderAppAt('/agents/agent/bank');
    const fee = await screen.findByRole('textbox', { name: /代理费/ }, loading);
    expect(fee).toHaveValue('5.00');
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '收款银行卡' }), '3');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    // The form's schema loads with the first submit (useActionForm): on a loaded machine that alone can take seconds.
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/agent/settings', body: { fee: 1250, payoutCardId: 3 } }]), loading);
    expect(await screen.findByText(agentDeliveryMessages.agentSettingsSaved, {}, loading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /代理费/ })).toHaveValue('12.50'), loading);

    state.settingsRefusal = agentDeliveryMessages.agentPayoutCardNotFound;
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    // The form says it beside the card (role="alert"); the API client's warning toast says it too, and may come first.
    expect(await screen.findByText(agentDeliveryMessages.agentPayoutCardNotFound, { selector: '[role="alert"]' }, loading)).toBeInTheDocument();
  });

  it('refuses a fee that is not an amount before any call', async () => {
    logIn(api, agentUser);
    renderAppAt('/agents/agent/bank');
    const fee = await screen.findByRole('textbox', { name: /代理费/ }, loading);
    await userEvent.clear(fee);
    await userEvent.type(fee, '1.234');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText(agentDeliveryMessages.agentFeeRule, {}, loading)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
  });

  it('shows a member who is no agent the server’s refusal, and the default variant the way to apply', async () => {
    state.isAgent = false;
    const { unmount } = renderAppAt('/agents/agent/bank');
    expect(await screen.findByText(agentDeliveryMessages.agentOnly, {}, loading)).toBeInTheDocument();
    unmount();
    renderAppAt('/agents/default/bank');
    expect(await screen.findByRole('link', { name: '申请成为代理人' }, loading)).toHaveAttribute('href', '/agents/default/apply');
  });
});

describe('/person/agent', () => {
  it('shows my default agent with its fee, my latest deliveries, and an agent’s own pages', async () => {
    logIn(api, agentUser);
    renderAppAt('/person/agent');
    expect(await screen.findByTestId('default-agent', {}, loading)).toHaveTextContent('京华代理 · 代理费 ¥5.00 / 单');
    expect(await screen.findAllByTestId('agent-delivery')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '全部代理订单' })).toHaveAttribute('href', '/agents/default/order');
    expect(screen.getByRole('link', { name: '代理订单' })).toHaveAttribute('href', '/agents/agent/order');
    expect(screen.getByRole('link', { name: '库存' })).toHaveAttribute('href', '/agents/agent/stock');
  });
});

describe('choosing the agent at the confirmation', () => {
  const offer = listing(5, { lastNum: 3 });
  beforeEach(() => {
    state.listings = [offer];
    state.basket = [basketRow(listing(9), 1)];
    state.confirmResult = {
      tradeBaskets: [{ orderId: 31, productName: offer.productName, quantity: 1, price: offer.price, amount: offer.price, counterpart: '金陵藏家' }],
      otherCharges: 0,
      amount: offer.price,
      tradeWay: 'online',
      tradeMessage: '扫货成功',
    };
  });
  const choose = async (name: string, value: string) => userEvent.selectOptions(screen.getByRole('combobox', { name }), value);

  it('offers the default agent for an online posted order with the fee total, and sends it', async () => {
    renderAppAt('/trade/confirm/5');
    await screen.findByTestId('basket-items', {}, loading);
    expect(screen.queryByRole('combobox', { name: '交割代理' })).toBeNull();
    await choose('支付方式', 'online');
    await choose('交收方式', 'express');
    const agent = await screen.findByRole('combobox', { name: '交割代理' });
    expect(agent).toHaveValue('7');
    expect(within(agent).getAllByRole('option').map((o) => o.textContent)).toEqual(['不使用代理', '京华代理（¥5.00/单） 默认', '申城代理（¥0.00/单）']);
    expect(screen.getByTestId('basket-agent-fee')).toHaveTextContent('代理费 ¥5.00 × 1 单 = ¥5.00');
    await choose('验货后', 'hold');
    await userEvent.click(screen.getByRole('button', { name: '确认成交' }));
    await screen.findByTestId('basket-result', {}, loading);
    expect(callsTo(state, '/api/basket/confirm').map((c) => (c.body as { agent?: unknown }).agent)).toEqual([{ agentId: 7, instruction: 'hold' }]);
  });

  it('drops the agent for 当面交收', async () => {
    state.listings = [listing(5, { lastNum: 3, deliveryMethods: [{ code: 'express', showName: '快递' }, { code: 'pickup', showName: '当面交收' }] })];
    renderAppAt('/trade/confirm/5');
    await screen.findByTestId('basket-items', {}, loading);
    await choose('支付方式', 'online');
    await choose('交收方式', 'express');
    expect(await screen.findByRole('combobox', { name: '交割代理' })).toHaveValue('7');
    await choose('交收方式', 'pickup');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '交割代理' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '确认成交' }));
    await screen.findByTestId('basket-result', {}, loading);
    const [sent] = callsTo(state, '/api/basket/confirm').map((c) => c.body as Record<string, unknown>);
    expect(sent).toMatchObject({ deliveryMethod: 'pickup', tradeWay: 'online' });
    expect(sent).not.toHaveProperty('agent');
  });
});

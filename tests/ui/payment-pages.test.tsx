import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import type { BeanPackage, PaymentState, SandboxCashier, TopUpAudit, UnifiedOrderResult } from '../../src/api/contracts/payments';
import { paymentPollMs, paymentStateQueryOptions } from '../../src/api/payments/get-payment-state';
import { sandboxBanner } from '../../src/features/payments/sandbox-cashier';
import { pageNavigation } from '../../src/features/session';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * The payment pages against a fake server (docs/adr/0025): /person/beans/recharge-beans (the packages, the channel,
 * 立即支付 with one idempotency key per choice, off to the cashier), /success (polling the order until it is credited
 * or closed, then what arrived; the header's wallet read again) and the sandbox cashier (its banner, 确认支付 and
 * 取消支付, back to /success).
 */
const packages: BeanPackage[] = [
  { code: 'B100', coinNumbers: 100, price: 1000 },
  { code: 'B1000', coinNumbers: 1000, price: 10000 },
  { code: 'B100000', coinNumbers: 100000, price: 1000000 },
];
const outTradeNo = 'YS202611221000000123456789';
const state = (fields: Partial<PaymentState> = {}): PaymentState => ({
  outTradeNo,
  channel: 'alipay',
  purpose: 'beans',
  amount: 10000,
  coinNumbers: 1000,
  subject: '金豆1000个',
  stage: 'created',
  stageName: '待支付',
  createTime: '2026-11-22 10:00:00',
  expiresAt: '2026-11-22 10:30:00',
  ...fields,
});

interface FakePayments {
  orders: Array<{ body: unknown; key: string | null }>;
  orderFails: string | null;
  /** The answers /api/payment/state gives, one per call; the last repeats. */
  states: PaymentState[];
  stateCalls: number;
  walletLoads: number;
  cashier: SandboxCashier;
  cashierCalls: string[];
}
const fakeState = (): FakePayments => ({
  orders: [],
  orderFails: null,
  states: [state()],
  stateCalls: 0,
  walletLoads: 0,
  cashier: {
    tradeNo: '20261122220012345678901234',
    channel: 'wechat',
    channelName: '微信支付',
    amount: 10000,
    subject: '金豆1000个',
    outTradeNo,
    state: 'waiting',
    stateName: '等待付款',
    returnUrl: `/success?channel=wechat&outTradeNo=${outTradeNo}`,
  },
  cashierCalls: [],
});

const envelope = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: 200, msg: 'ok', data }, { headers });

const { api, state: fake } = useFakeServer(fakeState, (s) => [
  http.get('*/api/coin', () => envelope(packages)),
  http.post('*/api/coin/unifiedOrder', async ({ request }) => {
    s.orders.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    if (s.orderFails) return HttpResponse.json({ code: 500, msg: s.orderFails, data: null }, { status: 500 });
    const result: UnifiedOrderResult = {
      outTradeNo,
      channel: 'wechat',
      purpose: 'beans',
      amount: 10000,
      payUrl: `/sandbox/cashier?channel=wechat&outTradeNo=${outTradeNo}`,
      expiresAt: '2026-11-22 10:30:00',
    };
    return envelope(result);
  }),
  http.get('*/api/payment/state/:channel/:outTradeNo', ({ params }) => {
    const answer = s.states[Math.min(s.stateCalls, s.states.length - 1)]!;
    s.stateCalls += 1;
    expect([params.channel, params.outTradeNo]).toEqual([answer.channel, outTradeNo]);
    return envelope(answer, answer.stage === 'credited' ? { type: answer.purpose === 'beans' ? 'bean' : 'cny' } : undefined);
  }),
  http.get('*/api/payment/events', () => {
    const audit: TopUpAudit = {
      outTradeNo,
      stateValue: 'credited',
      replayedStateValue: 'credited',
      replayMatches: true,
      events: [
        { step: 1, id: 1, time: '2026-11-22 10:00:00', at: 0, role: 'member', actor: '老周邮票', event: 'topUp.create', from: 'draft', to: 'created', payload: { amount: 10000, purpose: 'beans', channel: 'alipay', coinNumbers: 1000 } },
        { step: 2, id: 2, time: '2026-11-22 10:01:00', at: 1, role: 'provider', actor: null, event: 'payment.succeeded', from: 'created', to: 'paid', payload: { tradeNo: '2026112222001', amount: 10000 } },
        { step: 3, id: 3, time: '2026-11-22 10:01:00', at: 2, role: 'system', actor: null, event: 'topUp.credit', from: 'paid', to: 'credited', payload: {} },
      ],
    };
    return envelope(audit);
  }),
  http.get('*/api/user/account/wallet', () => {
    s.walletLoads += 1;
    return envelope({ goldCoin: 1200 + (s.walletLoads > 1 ? 1000 : 0), balance: 5_000_000, personalScore: 300 });
  }),
  http.get('*/api/sandbox/cashier/:channel/:outTradeNo', () => envelope(s.cashier)),
  http.post('*/api/sandbox/cashier/:channel/:outTradeNo/:action', ({ params }) => {
    s.cashierCalls.push(String(params.action));
    s.cashier = params.action === 'pay' ? { ...s.cashier, state: 'paid', stateName: '支付成功' } : { ...s.cashier, state: 'closed', stateName: '交易关闭' };
    return envelope({ state: s.cashier.state, returnUrl: s.cashier.returnUrl });
  }),
]);
const leaveTo = vi.spyOn(pageNavigation, 'leaveTo').mockImplementation(() => {});
beforeEach(() => {
  logIn(api);
  leaveTo.mockClear();
});

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };

describe('/person/beans/recharge-beans', () => {
  it('lists the packages (bean amounts exact, never in 万), picks the first, and pays the chosen package through the chosen channel at its cashier', async () => {
    renderAppAt('/person/beans/recharge-beans');
    const list = await screen.findByRole('radiogroup', { name: '金豆套餐' }, loading);
    expect(await within(list).findByText('100,000 金豆', {}, loading)).toBeInTheDocument();
    expect(within(list).getByText('¥10,000.00')).toBeInTheDocument();
    expect(await screen.findByTestId('current-beans')).toHaveTextContent('1,200');
    expect(screen.getByTestId('recharge-summary')).toHaveTextContent('购买 100 金豆，应付金额：¥10.00');

    await userEvent.click(within(list).getByText('1,000 金豆'));
    await userEvent.click(screen.getByText('微信支付'));
    expect(screen.getByTestId('recharge-summary')).toHaveTextContent('购买 1,000 金豆，应付金额：¥100.00');
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(`/sandbox/cashier?channel=wechat&outTradeNo=${outTradeNo}`));
    expect(fake.orders).toEqual([{ body: { purpose: 'beans', channel: 'wechat', code: 'B1000' }, key: expect.stringMatching(/^pay:/) }]);
  });

  it('retries with the same idempotency key after a failure, and makes a new one for another choice', async () => {
    fake.orderFails = messages.paymentProviderUnavailable;
    renderAppAt('/person/beans/recharge-beans');
    await screen.findByRole('radiogroup', { name: '金豆套餐' }, loading);
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.paymentProviderUnavailable);
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(fake.orders).toHaveLength(2));
    expect(fake.orders[1]!.key).toBe(fake.orders[0]!.key);

    fake.orderFails = null;
    await userEvent.click(screen.getByText('1,000 金豆'));
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(fake.orders).toHaveLength(3));
    expect(fake.orders[2]!.key).not.toBe(fake.orders[0]!.key);
    expect(fake.orders[2]!.body).toEqual({ purpose: 'beans', channel: 'alipay', code: 'B1000' });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
  });
});

describe('/success', () => {
  it('waits for the payment, asking again, then shows the beans that arrived; the header’s wallet is read again', async () => {
    fake.states = [state(), state(), state({ stage: 'credited', stageName: '已到账' })];
    renderAppAt(`/success?channel=alipay&outTradeNo=${outTradeNo}`);
    expect(await screen.findByText('正在确认支付结果…', {}, loading)).toBeInTheDocument();
    expect(screen.getByText(/2026-11-22 10:30:00 自动关闭/)).toBeInTheDocument();
    const walletBefore = fake.walletLoads;
    expect(await screen.findByTestId('credited', {}, { timeout: 3 * paymentPollMs + 5000 })).toHaveTextContent('金豆 1000 个已到账。');
    expect(fake.stateCalls).toBe(3);
    expect(screen.getByTestId('payment-stage')).toHaveTextContent('已到账');
    expect(screen.getByRole('link', { name: '查看我的金豆' })).toHaveAttribute('href', '/person/beans');
    expect(screen.getByRole('link', { name: '继续充值' })).toHaveAttribute('href', '/person/beans/recharge-beans');
    await waitFor(() => expect(fake.walletLoads).toBeGreaterThan(walletBefore));
  }, 30_000);

  it('asks again every 2 s only while the order waits for its payment', () => {
    const interval = paymentStateQueryOptions('alipay', outTradeNo).refetchInterval as (query: { state: { data?: PaymentState } }) => number | false;
    expect(interval({ state: { data: state() } })).toBe(paymentPollMs);
    for (const stage of ['credited', 'failed', 'expired', 'refunded'] as const) expect(interval({ state: { data: state({ stage }) } }), stage).toBe(false);
    expect(interval({ state: {} })).toBe(false);
  });

  it('draws the order’s 流程 on demand: its path on the top-up machine, replayed as stored', async () => {
    fake.states = [state({ stage: 'credited', stageName: '已到账' })];
    renderAppAt(`/success?channel=alipay&outTradeNo=${outTradeNo}`);
    await userEvent.click(await screen.findByRole('button', { name: '查看流程图' }, loading));
    const timeline = await screen.findByTestId('process-timeline', {}, loading);
    expect(timeline).toHaveTextContent('下单');
    expect(timeline).toHaveTextContent('支付成功（支付平台通知）');
    expect(timeline).toHaveTextContent('入账');
    expect(screen.getByTestId('replay-check')).toHaveTextContent('一致');
  });

  it('says what became of a payment that did not arrive: closed, expired, refunded', async () => {
    fake.states = [state({ stage: 'expired', stageName: '已过期' })];
    const { unmount } = renderAppAt(`/success?channel=alipay&outTradeNo=${outTradeNo}`);
    expect(await screen.findByRole('heading', { name: '订单已过期' }, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新下单' })).toHaveAttribute('href', '/person/beans/recharge-beans');
    unmount();
    fake.states = [state({ stage: 'refunded', stageName: '已退款' })];
    fake.stateCalls = 0;
    renderAppAt(`/success?channel=alipay&outTradeNo=${outTradeNo}`);
    expect(await screen.findByRole('heading', { name: '付款已原路退回' }, loading)).toBeInTheDocument();
  });

  it('has nothing to show without an order in its address', async () => {
    renderAppAt('/success');
    expect(await screen.findByText('没有可显示的支付结果。', {}, loading)).toBeInTheDocument();
    expect(fake.stateCalls).toBe(0);
  });
});

describe('/sandbox/cashier', () => {
  it('says it is a sandbox, shows the order, and 确认支付 pays it and goes back to /success', async () => {
    renderAppAt(`/sandbox/cashier?channel=wechat&outTradeNo=${outTradeNo}`);
    expect(await screen.findByRole('note', {}, loading)).toHaveTextContent(sandboxBanner);
    expect(sandboxBanner).toBe('沙箱支付 · 开发环境，不会产生真实扣款');
    const desk = await screen.findByTestId('sandbox-cashier', {}, loading);
    expect(within(desk).getByText('微信支付收银台（沙箱）')).toBeInTheDocument();
    expect(within(desk).getByTestId('cashier-amount')).toHaveTextContent('¥100.00');
    await userEvent.click(within(desk).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(`/success?channel=wechat&outTradeNo=${outTradeNo}`));
    expect(fake.cashierCalls).toEqual(['pay']);
  });

  it('取消支付 closes the trade and goes back too; a closed trade offers only 返回商户', async () => {
    renderAppAt(`/sandbox/cashier?channel=wechat&outTradeNo=${outTradeNo}`);
    await userEvent.click(await screen.findByRole('button', { name: '取消支付' }, loading));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    expect(fake.cashierCalls).toEqual(['cancel']);
    expect(await screen.findByRole('button', { name: '返回商户' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(screen.getByTestId('cashier-state')).toHaveTextContent('交易关闭');
  });
});

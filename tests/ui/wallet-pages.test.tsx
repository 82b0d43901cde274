import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import type { Page } from '../../src/api/contracts/trade';
import type { AccountPurses, WalletLogLine } from '../../src/api/contracts/wallet';
import { pageNavigation } from '../../src/features/session';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';
import { walletLogLine } from './wallet-log-lines';

/**
 * The wallet's pages: /person/account (my purses exact to the fen, never in 万 / 亿; 充值余额 through the payment order, the balance log with
 * its filters opening on today, paged), /person/beans (gold beans and their log) and /person/beans/handsel (gifting,
 * checked before anything is sent; without a payment password, a prompt to set one).
 */
interface FakeWallet {
  purses: AccountPurses;
  payPasswordSet: boolean;
  /** Lines the logs answer (the same for both); `total` may say there are more pages. */
  lines: WalletLogLine[];
  total: number;
  /** Every call: its path, query and body, and its idempotency key. */
  calls: { path: string; query: Record<string, string>; body: unknown; key: string | null }[];
  transferFails: string | null;
  walletLoads: number;
}

const envelope = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: 200, msg: 'ok', data }, { headers });


function handlers(s: FakeWallet) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? (JSON.parse((await request.text()) || '{}') as unknown) : null;
    s.calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body, key: request.headers.get('idempotency-key') });
  };
  const log = async ({ request }: { request: Request }) => {
    await record(request);
    return envelope({ list: s.lines, total: s.total, pageNo: Number(new URL(request.url).searchParams.get('pageNo')), pageSize: 10 } satisfies Page<WalletLogLine>);
  };
  return [
    http.get('*/api/user/account/purses', () => envelope(s.purses)),
    http.get('*/api/user/pwd/payment/isSet', () => envelope(s.payPasswordSet)),
    http.get('*/api/user/account/paymentItemList', () =>
      envelope([
        { code: 'topUp', name: '充值' },
        { code: 'order', name: '订单交易' },
      ]),
    ),
    http.get('*/api/user/account/goldCoin/paymentItemList', () =>
      envelope([
        { code: 'beanGift', name: '金豆赠送' },
        { code: 'featureFee', name: '功能扣费' },
      ]),
    ),
    http.get('*/api/user/account/log/page', log),
    http.get('*/api/user/account/goldCoin/log/page', log),
    http.get('*/api/user/account/wallet', () => {
      s.walletLoads++;
      return envelope({ goldCoin: s.purses.goldCoin, balance: s.purses.balance, personalScore: 300 });
    }),
    http.post('*/api/coin/unifiedOrder', async ({ request }) => {
      await record(request);
      return envelope({ outTradeNo: 'T1', channel: 'wechat', purpose: 'balance', amount: 1250, payUrl: '/sandbox/cashier/T1', expiresAt: '2026-11-22 12:00:00' });
    }),
    http.post('*/api/coin/transfer', async ({ request }) => {
      await record(request);
      if (s.transferFails) return HttpResponse.json({ code: 400, msg: s.transferFails, data: null }, { status: 400 });
      const body = s.calls.at(-1)!.body as { target: string; amount: number };
      s.purses = { ...s.purses, goldCoin: s.purses.goldCoin - body.amount };
      return envelope({ target: body.target, amount: body.amount, goldCoin: s.purses.goldCoin }, { type: 'bean' });
    }),
  ];
}

const { api, state: fake } = useFakeServer(
  (): FakeWallet => ({
    purses: { balance: 5_000_000, deposit: 30_000, bond: 123_456_789_00, held: 2_000, matchHeld: 36_000, goldCoin: 12_345 },
    payPasswordSet: true,
    lines: [walletLogLine(7), walletLogLine(6, { itemName: '退款', amount: 3_000, balance: 991_000 })],
    total: 2,
    calls: [],
    transferFails: null,
    walletLoads: 0,
  }),
  handlers,
);
// The ui project runs in America/Los_Angeles (vite.config.ts); at 01:30 in China it is still the day before there, so a
// page that took the browser's day for 今天 would ask for yesterday (spec section 9: every date is China time).
const chinaEarlyMorning = new Date('2026-11-27T01:30:00+08:00');
beforeEach(() => {
  vi.setSystemTime(chinaEarlyMorning);
  return logIn(api);
});
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };
const logCalls = (path: string) => fake.calls.filter((c) => c.path === path);
/** Today as the page sends it: the China day (not the browser's), 00:00:00 to 23:59:59 (the end of the spec's today range). */
function today() {
  expect(chinaEarlyMorning.getDate()).toBe(26); // the browser's day is another: the check below means something
  return { startTime: '2026-11-27 00:00:00', endTime: '2026-11-27 23:59:59' };
}

describe('/person/account', () => {
  it('shows my purses exact to the fen however large (万 / 亿 are for counts), and where to cash out', async () => {
    fake.purses = { ...fake.purses, balance: 1_000_000 };
    renderAppAt('/person/account');
    expect(await screen.findByTestId('balance', {}, loading)).toHaveTextContent(/^¥10,000\.00$/);
    expect(screen.getByTestId('held')).toHaveTextContent(/^¥20\.00$/);
    expect(screen.getByTestId('match-held')).toHaveTextContent(/^¥360\.00$/);
    expect(screen.getByTestId('deposit')).toHaveTextContent(/^¥300\.00$/);
    expect(screen.getByTestId('bond')).toHaveTextContent(/^¥123,456,789\.00$/);
    expect(screen.getByTestId('gold-coin')).toHaveTextContent(/^12,345$/);
    expect(screen.queryByText(/万|亿/)).toBeNull();
    expect(screen.getByRole('link', { name: '提现' })).toHaveAttribute('href', '/person/account/withdraw');
    expect(screen.getByRole('link', { name: '提现记录' })).toHaveAttribute('href', '/person/account/record');
  });

  it('opens the balance log on today, newest first, each line signed with the balance after it', async () => {
    renderAppAt('/person/account');
    const table = await screen.findByRole('table', { name: '余额明细' }, loading);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('订单付款');
    expect(rows[0]).toHaveTextContent('-¥120.00');
    expect(rows[0]).toHaveTextContent('9,880.00');
    expect(rows[1]).toHaveTextContent('退款');
    expect(rows[1]).toHaveTextContent('+¥30.00');
    expect(within(rows[0]!).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/person/order/detail/7');
    expect(logCalls('/api/user/account/log/page')[0]!.query).toEqual({ pageNo: '1', pageSize: '10', ...today() });
  });

  it('filters by type and time range, back to page 1; 全部 reads the whole history; pages on', async () => {
    fake.total = 25;
    const u = userEvent.setup();
    renderAppAt('/person/account');
    await screen.findByRole('table', { name: '余额明细' }, loading);
    await u.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(logCalls('/api/user/account/log/page').at(-1)!.query.pageNo).toBe('2'));

    await u.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'order');
    await waitFor(() => expect(logCalls('/api/user/account/log/page').at(-1)!.query).toMatchObject({ paymentItem: 'order', pageNo: '1', ...today() }));

    // 近7天 counts China days back from the China today.
    await u.click(screen.getByRole('button', { name: '近7天' }));
    await waitFor(() => expect(logCalls('/api/user/account/log/page').at(-1)!.query).toMatchObject({ startTime: '2026-11-21 00:00:00', endTime: '2026-11-27 23:59:59' }));

    await u.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(logCalls('/api/user/account/log/page').at(-1)!.query).toEqual({ pageNo: '1', pageSize: '10', paymentItem: 'order' }));

    const from = screen.getByLabelText('开始日期');
    await u.type(from, '2026-11-01');
    await waitFor(() => expect(logCalls('/api/user/account/log/page').at(-1)!.query).toMatchObject({ startTime: '2026-11-01 00:00:00' }));
    expect(logCalls('/api/user/account/log/page').at(-1)!.query.endTime).toBeUndefined();

    // A range that ends before it starts is said beside the fields, and not asked for.
    const asked = logCalls('/api/user/account/log/page').length;
    await u.type(screen.getByLabelText('结束日期'), '2026-10-01');
    expect(await screen.findByText(messages.timeRangeInvalid)).toBeInTheDocument();
    expect(logCalls('/api/user/account/log/page')).toHaveLength(asked);
  });

  it('says an empty range is empty', async () => {
    fake.lines = [];
    fake.total = 0;
    renderAppAt('/person/account');
    expect(await screen.findByText('所选时间内没有记录', {}, loading)).toBeInTheDocument();
  });

  it('充值余额: checks the amount, then makes a balance payment order and goes to its cashier', async () => {
    const leave = vi.spyOn(pageNavigation, 'leaveTo').mockImplementation(() => {});
    const u = userEvent.setup();
    renderAppAt('/person/account');
    await u.click(await screen.findByRole('button', { name: '充值余额' }, loading));
    const form = within(screen.getByRole('form', { name: '充值余额' }));
    await u.type(form.getByLabelText(/充值金额/), '0.5');
    await u.click(form.getByRole('button', { name: '去支付' }));
    expect(await form.findByRole('alert')).toHaveTextContent(messages.topUpAmountRule);
    expect(logCalls('/api/coin/unifiedOrder')).toEqual([]);

    await u.clear(form.getByLabelText(/充值金额/));
    await u.type(form.getByLabelText(/充值金额/), '12.5');
    await u.click(form.getByText('微信支付'));
    await u.click(form.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/sandbox/cashier/T1'));
    const [call] = logCalls('/api/coin/unifiedOrder');
    expect(call).toMatchObject({ body: { purpose: 'balance', amount: 1250, channel: 'wechat' }, key: expect.stringMatching(/^pay:/) });
  });
});

describe('/person/beans', () => {
  it('shows my gold beans, where to buy and gift them, and the bean log', async () => {
    fake.lines = [walletLogLine(3, { paymentItem: 'beanGift', itemName: '赠出', memo: '金陵藏家 赠送 老周邮票 150金豆', amount: -150, balance: 1_050, orderId: null })];
    renderAppAt('/person/beans');
    expect(await screen.findByTestId('gold-coin', {}, loading)).toHaveTextContent(/^12,345$/);
    expect(screen.getByRole('link', { name: '充值金豆' })).toHaveAttribute('href', '/person/beans/recharge-beans');
    expect(screen.getByRole('link', { name: '金豆赠送' })).toHaveAttribute('href', '/person/beans/handsel');
    const table = await screen.findByRole('table', { name: '金豆明细' }, loading);
    expect(within(table).getByText('赠出')).toBeInTheDocument();
    expect(within(table).getByText('-150金豆')).toBeInTheDocument();
    expect(logCalls('/api/user/account/goldCoin/log/page')[0]!.query).toMatchObject(today());
  });
});

describe('/person/beans/handsel', () => {
  const fill = async (u: ReturnType<typeof userEvent.setup>, values: { target: string; amount: string; payPassword: string }) => {
    const form = within(await screen.findByRole('form', { name: '金豆赠送' }, loading));
    for (const [label, value] of [
      [/对方用户名或手机号/, values.target],
      [/赠送数量/, values.amount],
      [/支付密码/, values.payPassword],
    ] as const) {
      await u.clear(form.getByLabelText(label));
      if (value) await u.type(form.getByLabelText(label), value);
    }
    await u.click(form.getByRole('button', { name: '确认赠送' }));
    return form;
  };

  it('sends me to set a payment password first when I have none', async () => {
    fake.payPasswordSet = false;
    renderAppAt('/person/beans/handsel');
    expect(await screen.findByText(new RegExp(messages.payPasswordNotSet), {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设置' })).toHaveAttribute('href', '/person/dashboard');
    expect(screen.queryByRole('form', { name: '金豆赠送' })).toBeNull();
  });

  it('checks the form with the server’s rules before sending anything', async () => {
    const u = userEvent.setup();
    renderAppAt('/person/beans/handsel');
    const refused = async (values: Parameters<typeof fill>[1], message: string) => {
      const form = await fill(u, values);
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message));
    };
    await refused({ target: '', amount: '10', payPassword: '246810' }, messages.enterGiftTarget);
    await refused({ target: '邮友小王', amount: '1.5', payPassword: '246810' }, messages.giftAmountRule);
    await refused({ target: '邮友小王', amount: '1000001', payPassword: '246810' }, messages.giftAmountRule);
    await refused({ target: '邮友小王', amount: '10', payPassword: '12' }, messages.payPasswordRule);
    expect(logCalls('/api/coin/transfer')).toEqual([]);
  });

  it('gifts once per filled form, says so, and refreshes the header’s gold beans', async () => {
    const u = userEvent.setup();
    renderAppAt('/person/beans/handsel');
    await screen.findByTestId('gold-coin', {}, loading);
    const loadsBefore = fake.walletLoads;
    const form = await fill(u, { target: '邮友小王', amount: '30', payPassword: '246810' });
    expect(await form.findByRole('status')).toHaveTextContent('已赠送 邮友小王 30 金豆，剩余 12315 金豆。');
    const [call] = logCalls('/api/coin/transfer');
    expect(call).toMatchObject({ body: { target: '邮友小王', amount: 30, payPassword: '246810' }, key: expect.stringMatching(/^bean-gift:/) });
    await waitFor(() => expect(fake.walletLoads).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.getByTestId('gold-coin')).toHaveTextContent('12,315'));
    // The form is empty again, and the next gift is an attempt of its own.
    expect(form.getByLabelText(/赠送数量/)).toHaveValue('');
    await fill(u, { target: '邮友小王', amount: '5', payPassword: '246810' });
    await waitFor(() => expect(logCalls('/api/coin/transfer')).toHaveLength(2));
    expect(logCalls('/api/coin/transfer')[1]!.key).not.toBe(call!.key);
  });

  it('shows the server’s refusal', async () => {
    fake.transferFails = messages.beansInsufficient;
    const u = userEvent.setup();
    renderAppAt('/person/beans/handsel');
    const form = await fill(u, { target: '邮友小王', amount: '99999', payPassword: '246810' });
    expect(await form.findByRole('alert')).toHaveTextContent(messages.beansInsufficient);
  });
});

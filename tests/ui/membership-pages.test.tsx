import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UserInfo } from '../../src/api/contracts/auth';
import type { BondAccount, BondRecord, DepositAccount, MembershipAudit, SurrenderView, VipList, VipPurchaseView, VipSeat } from '../../src/api/contracts/membership';
import { messages } from '../../src/api/contracts/messages';
import { pageNavigation } from '../../src/features/session';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * The membership pages against a fake server (docs/adr/0026): /person/vip (levels, buying from the balance or through
 * a cashier, an upgrade's difference, the header after buying, authentication first), the deposit's pages (paying in,
 * asking back, cancelling, removing, a surrender's 流程), the bond funds' and the public VIP directory.
 */
const member: UserInfo = { ...verifiedUser, levelId: 2, vipName: '认证会员', isAuth: true, checkAuth: true, authType: 0 };
const envelope = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: 200, msg: 'ok', data }, { headers });
const refuse = (msg: string) => HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

const levels = (kinds: Array<'new' | 'renew' | 'upgrade' | null>, upgradeFen: number | null = null): VipList['levels'] => [
  { levelId: 3, name: 'VIP会员', yearFen: 36_000, benefits: ['可发布出售挂单（认证会员只能发布求购）', '匿名扫货'], kind: kinds[0]!, upgradeFen: kinds[0] === 'upgrade' ? upgradeFen : null },
  { levelId: 4, name: '精英VIP', yearFen: 98_000, benefits: ['包含VIP会员的全部权益', '盯盘与一键扫货（仅限精英VIP及以上）'], kind: kinds[1]!, upgradeFen: kinds[1] === 'upgrade' ? upgradeFen : null },
  { levelId: 5, name: '至尊VIP', yearFen: 198_000, benefits: ['包含精英VIP的全部权益'], kind: kinds[2]!, upgradeFen: kinds[2] === 'upgrade' ? upgradeFen : null },
];
const vipList = (fields: Partial<VipList> = {}): VipList => ({
  levels: levels(['new', 'new', 'new']),
  levelId: 2,
  levelName: '认证会员',
  vipLevel: 0,
  expiresAt: null,
  daysLeft: 0,
  mayBuy: true,
  payPasswordSet: true,
  balance: 500_000,
  ...fields,
});
const purchase: VipPurchaseView = {
  id: 31,
  levelId: 3,
  levelName: 'VIP会员',
  kind: 'new',
  kindName: '开通',
  years: 1,
  amount: 36_000,
  paymentType: 'balance',
  paymentTypeName: '余额支付',
  stage: 'active',
  stageName: '生效中',
  startTime: '2026-11-22 10:00:00',
  expireTime: '2027-11-22 10:00:00',
  createTime: '2026-11-22 10:00:00',
  closeReason: null,
};
const surrender = (id: number, stage: SurrenderView['stage'], stageName: string): SurrenderView => ({
  id,
  amount: 20_000,
  stage,
  stageName,
  dueTime: '2026-11-29 10:00:00',
  createTime: '2026-11-22 10:00:00',
  refuseReason: null,
  cancellable: stage === 'waiting',
  removable: stage !== 'waiting',
});
const audit: MembershipAudit = {
  id: 41,
  stateValue: 'waiting',
  replayedStateValue: 'waiting',
  replayMatches: true,
  events: [{ step: 1, id: 1, time: '2026-11-22 10:00:00', at: 0, role: 'member', actor: '邮友小王', event: 'surrender.request', from: 'draft', to: 'waiting', payload: {} }],
};

interface Fake {
  /** Who /api/user/info says I am: the level changes once I have bought one. */
  user: UserInfo;
  vip: VipList;
  calls: Array<{ path: string; body: unknown; key: string | null }>;
  userLoads: number;
  seatsAsked: Array<string | null>;
}
const fakeState = (): Fake => ({ user: member, vip: vipList(), calls: [], userLoads: 0, seatsAsked: [] });

const { api, state } = useFakeServer(fakeState, (s) => {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    s.calls.push({ path: url.pathname, body: await request.json().catch(() => null), key: request.headers.get('idempotency-key') });
  };
  return [
    http.get('*/api/user/info', () => {
      s.userLoads += 1;
      return envelope(s.user);
    }),
    http.get('*/api/user/annual/vipList', () => envelope(s.vip)),
    http.get('*/api/user/annual/applyFormList', () => envelope(page([purchase]))),
    http.get('*/api/user/annual/paymentList', () => envelope(page([]))),
    http.post('*/api/user/annual/payment', async ({ request }) => {
      await record(request);
      const body = (await s.calls.at(-1)!.body) as { payPassword: string };
      if (body.payPassword !== '135790') return refuse(messages.payPasswordWrong);
      s.user = { ...s.user, levelId: 4, vipName: '精英VIP' };
      return envelope({ purchase: { ...purchase, levelId: 4 }, levelId: 4, levelName: '精英VIP', expiresAt: '2028-11-22 10:00:00' }, { type: 'cny' });
    }),
    http.post('*/api/coin/unifiedOrder', async ({ request }) => {
      await record(request);
      return envelope({ outTradeNo: 'YS1', channel: 'alipay', purpose: 'vip', amount: 98_000, payUrl: '/sandbox/cashier?tradeNo=T1', expiresAt: '2026-11-22 10:30:00' });
    }),
    http.get('*/api/deposit/account', () => envelope({ deposit: 50_000, reserved: 20_000, available: 30_000, balance: 100_000, holdDays: 7, payPasswordSet: true } satisfies DepositAccount)),
    http.get('*/api/deposit/order/list', () => envelope(page([{ id: 1, amount: 50_000, memo: '缴纳押金（余额支付）', createTime: '2026-11-22 09:00:00' }]))),
    http.get('*/api/deposit/surrender/list', () => envelope(page([surrender(41, 'waiting', '等待退还'), surrender(40, 'refunded', '已退还')]))),
    http.get('*/api/deposit/surrender/events', () => envelope(audit)),
    http.post('*/api/deposit/payment', async ({ request }) => {
      await record(request);
      return envelope({ deposit: 60_000 }, { type: 'cny' });
    }),
    http.post('*/api/deposit/withdraw', async ({ request }) => {
      await record(request);
      return envelope(surrender(42, 'waiting', '等待退还'), { type: 'cny' });
    }),
    http.post('*/api/deposit/surrender/cancel/:id', async ({ request }) => {
      await record(request);
      return envelope(surrender(41, 'cancelled', '已撤销'));
    }),
    http.post('*/api/deposit/surrender/del/:id', async ({ request }) => {
      await record(request);
      return envelope(null);
    }),
    http.get('*/api/bond/account', () => envelope({ bond: 80_000, balance: 20_000, payPasswordSet: true } satisfies BondAccount)),
    http.get('*/api/bond/pay/record', () =>
      envelope(page<BondRecord>([{ id: 2, change: -30_000, memo: '保证金账户提现（转回余额）', createTime: '2026-11-22 11:00:00' }, { id: 1, change: 110_000, memo: '保证金账户充值（从余额转入）', createTime: '2026-11-22 10:00:00' }])),
    ),
    http.post('*/api/bond/recharge', async ({ request }) => {
      await record(request);
      return envelope({ bond: 90_000, balance: 10_000, payPasswordSet: true }, { type: 'cny' });
    }),
    http.get('*/api/anon/user/vip/seat', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      s.seatsAsked.push(type);
      const seats: VipSeat[] = [
        { userName: '老周邮票', levelId: 5, levelName: '至尊VIP', since: '2026-11-22' },
        { userName: '华夏邮社', levelId: 4, levelName: '精英VIP', since: '2026-11-21' },
      ];
      return envelope(page(type ? seats.filter((x) => String(x.levelId) === type) : seats));
    }),
  ];
});

const leaveTo = vi.spyOn(pageNavigation, 'leaveTo').mockImplementation(() => {});
beforeEach(() => {
  logIn(api, member);
  leaveTo.mockClear();
});
afterEach(() => toaster.remove());

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };

describe('/person/vip', () => {
  it('offers the three levels with their yearly price and benefits, and buys one from the balance: the header follows', async () => {
    renderAppAt('/person/vip');
    const elite = await screen.findByRole('group', { name: '精英VIP' }, loading);
    expect(within(elite).getByText('¥980.00')).toBeInTheDocument();
    expect(within(elite).getByText('盯盘与一键扫货（仅限精英VIP及以上）')).toBeInTheDocument();
    expect(screen.getByTestId('vip-standing')).toHaveTextContent('您还未开通VIP会员');

    await userEvent.click(within(elite).getByRole('button', { name: '开通' }));
    const dialog = await screen.findByRole('dialog', { name: '开通精英VIP' }, loading);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '购买年限' }), '2');
    expect(within(dialog).getByTestId('vip-amount')).toHaveTextContent('¥1,960.00');
    await userEvent.type(within(dialog).getByLabelText(/支付密码/), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.payPasswordWrong);

    await userEvent.clear(within(dialog).getByLabelText(/支付密码/));
    await userEvent.type(within(dialog).getByLabelText(/支付密码/), '135790');
    const loads = state.userLoads;
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText(messages.vipPaid, {}, loading)).toBeInTheDocument();
    const paid = state.calls.filter((c) => c.path === '/api/user/annual/payment');
    expect(paid.map((c) => c.body)).toEqual([
      { levelId: 4, years: 2, payPassword: '000000' },
      { levelId: 4, years: 2, payPassword: '135790' },
    ]);
    expect(paid[0]!.key).toMatch(/^membership:/);
    // The header reads the user info again and shows the new level.
    await waitFor(() => expect(state.userLoads).toBeGreaterThan(loads));
    expect(await screen.findByTitle('精英VIP', {}, loading)).toBeInTheDocument();
  });

  it('pays through 支付宝: a payment order for the level and years, then off to the cashier', async () => {
    renderAppAt('/person/vip');
    const vip3 = await screen.findByRole('group', { name: 'VIP会员' }, loading);
    await userEvent.click(within(vip3).getByRole('button', { name: '开通' }));
    const dialog = await screen.findByRole('dialog', {}, loading);
    await userEvent.click(within(dialog).getByText('支付宝'));
    await userEvent.click(within(dialog).getByRole('button', { name: '前往支付宝支付' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/sandbox/cashier?tradeNo=T1'));
    expect(state.calls.find((c) => c.path === '/api/coin/unifiedOrder')!.body).toEqual({ purpose: 'vip', channel: 'alipay', levelId: 3, years: 1 });
  });

  it('offers an upgrade for the difference, keeping the expiry, and nothing below the active level', async () => {
    state.vip = vipList({ levels: levels([null, 'renew', 'upgrade'], 44_384), levelId: 4, levelName: '精英VIP', vipLevel: 4, expiresAt: '2027-06-01 10:00:00', daysLeft: 100 });
    renderAppAt('/person/vip');
    expect(await screen.findByTestId('vip-standing', {}, loading)).toHaveTextContent('有效期至 2027-06-01 10:00:00（剩余 100 天）');
    expect(within(screen.getByRole('group', { name: 'VIP会员' })).getByRole('button', { name: '低于当前等级' })).toBeDisabled();
    await userEvent.click(within(screen.getByRole('group', { name: '至尊VIP' })).getByRole('button', { name: '升级（补差价 ¥443.84）' }));
    const dialog = await screen.findByRole('dialog', { name: '升级至尊VIP' }, loading);
    expect(within(dialog).getByTestId('vip-upgrade-note')).toHaveTextContent('按剩余 100 天补差价，到期时间不变');
    expect(within(dialog).queryByRole('combobox', { name: '购买年限' })).toBeNull();
    expect(within(dialog).getByTestId('vip-amount')).toHaveTextContent('¥443.84');
  });

  it('sends a member without real-name authentication to authentication first', async () => {
    state.vip = vipList({ mayBuy: false, levelId: 1, levelName: '注册会员' });
    renderAppAt('/person/vip');
    const alert = await screen.findByRole('alert', {}, loading);
    expect(alert).toHaveTextContent('购买VIP会员需先完成实名认证');
    expect(within(alert).getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/person/authentication');
    for (const name of ['VIP会员', '精英VIP', '至尊VIP']) expect(within(screen.getByRole('group', { name })).getByRole('button')).toBeDisabled();
  });

  it('lists my purchases', async () => {
    renderAppAt('/person/vip');
    const table = await screen.findByRole('table', { name: '会员订单' }, loading);
    expect(within(table).getByText('生效中')).toBeInTheDocument();
    expect(within(table).getByText('2026-11-22 至 2027-11-22')).toBeInTheDocument();
  });
});

describe('the deposit', () => {
  it('/person/deposit shows the deposit, what is being returned, and the payments', async () => {
    renderAppAt('/person/deposit');
    await waitFor(() => expect(screen.getByTestId('deposit-total')).toHaveTextContent('¥500.00'), loading);
    expect(screen.getByTestId('deposit-reserved')).toHaveTextContent('¥200.00');
    expect(screen.getByTestId('deposit-available')).toHaveTextContent('¥300.00');
    expect(await screen.findByRole('table', { name: '押金缴纳记录' }, loading)).toHaveTextContent('缴纳押金（余额支付）');
    expect(screen.getByRole('link', { name: '缴纳押金' })).toHaveAttribute('href', '/person/deposit/recharge-deposit');
  });

  it('pays in from the balance with the payment password, checking every field first', async () => {
    renderAppAt('/person/deposit/recharge-deposit');
    const form = await screen.findByRole('form', { name: '缴纳押金' }, loading);
    await userEvent.type(within(form).getByLabelText(/缴纳金额/), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: /确认缴纳/ }));
    // Both broken rules at once, each beside its field (the amount's and the missing payment password's).
    await waitFor(() => expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toEqual([messages.membershipAmountRule, messages.payPasswordRule]));
    expect(state.calls).toEqual([]);
    await userEvent.clear(within(form).getByLabelText(/缴纳金额/));
    await userEvent.type(within(form).getByLabelText(/缴纳金额/), '100');
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '确认缴纳 ¥100.00' }));
    expect(await screen.findByText(messages.depositPaid, {}, loading)).toBeInTheDocument();
    expect(state.calls.map((c) => [c.path, c.body])).toEqual([['/api/deposit/payment', { amount: 10_000, payPassword: '135790' }]]);
  });

  it('asks for deposit back, cancels a waiting request, removes a finished one and draws a request’s 流程', async () => {
    renderAppAt('/person/deposit/refund-deposit');
    const form = await screen.findByRole('form', { name: '申请退还押金' }, loading);
    expect(await within(form).findByText('最多可退还 ¥300.00', {}, loading)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/退还金额/), '200');
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '申请退还' }));
    expect(await screen.findByText(messages.surrenderRequested, {}, loading)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: '押金退还申请' }, loading);
    const [waiting, refunded] = within(table).getAllByTestId('surrender');
    expect(within(refunded!).queryByRole('button', { name: '撤销' })).toBeNull();
    await userEvent.click(within(waiting!).getByRole('button', { name: '撤销' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤销退还申请' }, loading)).getByRole('button', { name: '确定撤销' }));
    expect(await screen.findByText(messages.surrenderCancelled, {}, loading)).toBeInTheDocument();
    await userEvent.click(within(refunded!).getByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '删除记录' }, loading)).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(state.calls.map((c) => c.path)).toEqual(['/api/deposit/withdraw', '/api/deposit/surrender/cancel/41', '/api/deposit/surrender/del/40']));
    expect(state.calls[0]!.body).toEqual({ amount: 20_000, payPassword: '135790' });

    await userEvent.click(within(waiting!).getByRole('button', { name: '流程' }));
    const timeline = await screen.findByTestId('process-timeline', {}, loading);
    expect(within(timeline).getByText('申请退还')).toBeInTheDocument();
  });
});

describe('the bond funds and the VIP directory', () => {
  it('moves money into the bond funds and lists their record', async () => {
    renderAppAt('/person/bond/recharge-bond');
    const form = await screen.findByRole('form', { name: '充值保证金' }, loading);
    await waitFor(() => expect(screen.getByTestId('bond-funds')).toHaveTextContent('¥800.00'), loading);
    await userEvent.type(within(form).getByLabelText(/充值金额/), '100');
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '确认充值' }));
    expect(await screen.findByText(messages.bondRecharged, {}, loading)).toBeInTheDocument();
    expect(state.calls.map((c) => [c.path, c.body])).toEqual([['/api/bond/recharge', { amount: 10_000, payPassword: '135790' }]]);
  });

  it('/person/bond-pay-record lists every move, in and out', async () => {
    renderAppAt('/person/bond-pay-record');
    const table = await screen.findByRole('table', { name: '保证金资金记录' }, loading);
    expect(within(table).getByText('-¥300.00')).toBeInTheDocument();
    expect(within(table).getByText('+¥1,100.00')).toBeInTheDocument();
  });

  it('/vip lists the VIP members publicly, by level', async () => {
    document.cookie = 'token=; path=/; max-age=0';
    localStorage.clear();
    renderAppAt('/vip');
    const table = await screen.findByRole('table', { name: 'VIP会员名录' }, loading);
    expect(within(table).getByText('华夏邮社')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '至尊VIP' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'VIP会员名录' })).queryByText('华夏邮社')).toBeNull());
    expect(state.seatsAsked).toEqual([null, '5']);
  });
});

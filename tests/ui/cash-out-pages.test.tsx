import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountOpeningDetail, BankCard, CashOutItem, CashOutReview, CollectAccount } from '../../src/api/contracts/cash-out';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { shownRules } from './field-rules';
import { logIn, renderAppAt } from './render-app';

/**
 * 提现 (/person/account/withdraw), 提现记录 (/person/account/record), 银行开户 (/person/open-account) and the staff's
 * cash-out pages (docs/adr/0027): the gates before a cash-out, the form refusing what the contract refuses with nothing
 * sent, a good application sent once with its idempotency key, the cards masked and added through the contract, the
 * record with its 流程, the account opening drawn from its machine's stage, and staff paying with the whole number.
 */
interface Post {
  path: string;
  body: unknown;
  key: string | null;
}
interface Fake {
  account: CollectAccount;
  collect: BankCard[];
  cashOuts: CashOutItem[];
  opening: AccountOpeningDetail;
  staff: boolean;
  posts: Post[];
}

const card = (fields: Partial<BankCard>): BankCard => ({
  id: 7,
  kind: 'collect',
  bankCode: 'CCB',
  bankName: '中国建设银行',
  cardNo: '6217 **** **** 7893',
  tail: '7893',
  holderName: '周建国',
  phone: null,
  defaultCard: true,
  createTime: '2026-11-22 10:00:00',
  ...fields,
});

const account = (fields: Partial<CollectAccount> = {}): CollectAccount => ({
  cards: [card({})],
  defaultCardId: 7,
  alipayAccount: 'z***@example.com',
  balance: 1_000_000,
  held: 30_000,
  minAmount: 100,
  maxAmount: 5_000_000,
  fee: 0,
  authenticated: true,
  payPasswordSet: true,
  realName: null,
  ...fields,
});

const applied: CashOutItem = {
  id: 31,
  amount: 10_000,
  account: { to: 'card', name: '中国建设银行', number: '6217 **** **** 7893', holderName: '周建国', cardId: 7 },
  stateValue: 'held',
  context: { rejectReason: null },
  stage: 'held',
  stateName: '待打款',
  rejectReason: null,
  createTime: '2026-11-22 10:05:00',
  updateTime: '2026-11-22 10:05:00',
  events: [
    { step: 1, id: 1, time: '2026-11-22 10:05:00', at: 0, role: 'member', actor: '老周邮票', event: 'cashOut.apply', from: 'draft', to: 'held', payload: { amount: 10_000, to: 'card' } },
  ],
  replayMatches: true,
};

const noOpening = (): AccountOpeningDetail => ({ authenticated: true, provider: { kind: 'dev-bank', development: true, notice: '开发环境银行 · 不会开立真实账户' }, opening: null });
const openingAt = (stage: 'photosUploaded' | 'opened' | 'cardTied', extra: Partial<NonNullable<AccountOpeningDetail['opening']>> = {}): AccountOpeningDetail => ({
  ...noOpening(),
  opening: {
    id: 3,
    stateValue: stage,
    context: {},
    stage,
    stateName: { photosUploaded: '已上传照片', opened: '已开户', cardTied: '待验证银行卡' }[stage],
    accountNo: stage === 'photosUploaded' ? null : 'DEV00000005123456',
    card: stage === 'cardTied' ? { bankCode: 'CMB', bankName: '招商银行', cardNo: '6225 **** **** 3411', phone: '138****0005' } : null,
    contractNo: null,
    updateTime: '2026-11-22 10:00:00',
    events: [],
    ...extra,
  },
});

const review: CashOutReview = {
  id: 31,
  userId: 5,
  userName: '老周邮票',
  amount: 10_000,
  account: { to: 'card', name: '中国建设银行', number: '6217001234567893', holderName: '周建国', cardId: 7 },
  stage: 'held',
  stateName: '待打款',
  createTime: '2026-11-22 10:05:00',
  stateValue: 'held',
  context: { rejectReason: null },
  phone: '13800000005',
  level: 5,
  realName: null,
  rejectReason: null,
  events: applied.events,
  replayMatches: true,
  version: 1,
};

const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });
const fresh = (): Fake => ({ account: account(), collect: [card({})], cashOuts: [], opening: noOpening(), staff: false, posts: [] });

const { api, state } = useFakeServer(fresh, (s) => {
  const record = async (request: Request) => {
    const body: unknown = JSON.parse((await request.text()) || '{}');
    s.posts.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  return [
    http.get('*/api/user/cash/out/collect/account', () => envelope(s.account)),
    http.get('*/api/sys/banks', () =>
      envelope([
        { code: 'ICBC', name: '中国工商银行' },
        { code: 'CCB', name: '中国建设银行' },
      ]),
    ),
    http.get('*/api/user/bank/all', () => envelope(s.collect)),
    http.get('*/api/user/bank/allPayBank', () => envelope([card({ id: 8, kind: 'pay', bankCode: 'CMB', bankName: '招商银行', cardNo: '6225 **** **** 3411', phone: '138****0005' })])),
    http.post('*/api/user/bank/add', async ({ request }) => {
      await record(request);
      const added = card({ id: 9, bankCode: 'ICBC', bankName: '中国工商银行', cardNo: '6222 **** **** 3446', tail: '3446', defaultCard: false });
      s.collect = [...s.collect, added];
      s.account = { ...s.account, cards: [...s.account.cards, added] };
      return envelope(added);
    }),
    http.post('*/api/user/bank/:call/:id', async ({ request }) => {
      await record(request);
      return envelope(null);
    }),
    http.post('*/api/user/cash/out/apply', async ({ request }) => {
      await record(request);
      s.cashOuts = [applied];
      return HttpResponse.json({ code: 200, msg: messages.cashOutApplied, data: applied }, { headers: { type: 'cny' } });
    }),
    http.get('*/api/user/cash/out/page', () => envelope({ list: s.cashOuts, total: s.cashOuts.length, pageNo: 1, pageSize: 10 })),
    http.get('*/api/anon/platform/rules/6', () => envelope({ name: '提现规则', content: '单笔提现金额为1元至50,000元', updateTime: '2026-11-01', createTime: '2026-11-01' })),
    http.get('*/account/open/detail', () => envelope(s.opening)),
    http.post('*/account/:step', async ({ request, params }) => {
      await record(request);
      if (params.step === 'openAccount') s.opening = openingAt('opened');
      return envelope(s.opening);
    }),
    http.get('*/api/operator/authentication/page', () =>
      s.staff ? envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 }) : HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }),
    ),
    http.get('*/api/operator/cash-out/page', () => envelope({ list: [review], total: 1, pageNo: 1, pageSize: 10 })),
    http.get('*/api/operator/cash-out/:id', () => envelope(review)),
    http.post('*/api/operator/cash-out/pay', async ({ request }) => {
      await record(request);
      return envelope({ ...review, stage: 'paid', stateValue: 'paid', stateName: '已打款' });
    }),
  ];
});
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/person/account/withdraw', () => {
  it('refuses what the contract refuses with nothing sent, then applies once with an idempotency key and shows the record', async () => {
    const { router } = renderAppAt('/person/account/withdraw');
    const form = await screen.findByRole('form', { name: '申请提现' }, loading);
    expect(screen.getByTestId('withdrawable')).toHaveTextContent(/^¥10,000\.00$/);
    expect(screen.getByTestId('held')).toHaveTextContent('300.00');
    // The default card is chosen first.
    expect(within(form).getByRole('radio', { name: /中国建设银行 6217 \*\*\*\* \*\*\*\* 7893/ })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/提现金额/), '0.5');
    await userEvent.type(within(form).getByLabelText(/支付密码/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText(messages.cashOutAmountRule)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/提现金额/));
    await userEvent.type(within(form).getByLabelText(/提现金额/), '100');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toMatchObject({ path: '/api/user/cash/out/apply', body: { to: 'card', cardId: 7, amount: 10_000, payPassword: '246810' } });
    expect(state.posts[0]!.key).toMatch(/^cashout:/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/account/record'));
    const row = await screen.findByTestId('cash-out', {}, loading);
    expect(row).toHaveTextContent('待打款');
    expect(row).toHaveTextContent('100.00');
  });

  it('to Alipay: the account on the profile is offered', async () => {
    renderAppAt('/person/account/withdraw');
    const form = await screen.findByRole('form', { name: '申请提现' }, loading);
    await userEvent.click(within(form).getByRole('radio', { name: /支付宝 z\*\*\*@example.com/ }));
    await userEvent.click(within(form).getByRole('button', { name: '全部提现' }));
    await userEvent.type(within(form).getByLabelText(/支付密码/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]!.body).toEqual({ to: 'alipay', amount: 1_000_000, payPassword: '246810' });
  });

  it('sends an unauthenticated member to authentication, and one without a payment password to set it', async () => {
    state.account = account({ authenticated: false, payPasswordSet: false });
    const first = renderAppAt('/person/account/withdraw');
    expect(await screen.findByText(messages.cashOutNeedsAuthentication, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/person/authentication');
    expect(screen.queryByRole('form', { name: '申请提现' })).toBeNull();
    first.unmount();
    state.account = account({ payPasswordSet: false });
    renderAppAt('/person/account/withdraw');
    expect(await screen.findByText(messages.payPasswordNotSet, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设置' })).toHaveAttribute('href', '/person/dashboard');
  });

  it('adds a card through the contract: a wrong check digit is refused here, the masked card is chosen after', async () => {
    renderAppAt('/person/account/withdraw');
    const form = await screen.findByRole('form', { name: '申请提现' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '添加银行卡' }));
    const dialog = await screen.findByRole('dialog', { name: '添加提现银行卡' }, loading);
    await userEvent.selectOptions(await within(dialog).findByLabelText(/开户银行/), 'ICBC');
    await userEvent.type(within(dialog).getByLabelText(/银行卡号/), '6222 0202 0011 2233 447');
    await userEvent.type(within(dialog).getByLabelText(/持卡人/), '周建国');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(messages.cardNoInvalid)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/银行卡号/));
    await userEvent.type(within(dialog).getByLabelText(/银行卡号/), '6222 0202 0011 2233 446');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]).toMatchObject({ path: '/api/user/bank/add', body: { bankCode: 'ICBC', cardNo: '6222020200112233446', holderName: '周建国', defaultCard: false } });
    await waitFor(() => expect(within(form).getByRole('radio', { name: /中国工商银行 6222 \*\*\*\* \*\*\*\* 3446/ })).toBeChecked());
  });

  it('lists both kinds of card masked, sets a default and asks before deleting', async () => {
    state.collect = [card({}), card({ id: 9, bankCode: 'ICBC', bankName: '中国工商银行', cardNo: '6222 **** **** 3446', tail: '3446', defaultCard: false })];
    renderAppAt('/person/account/withdraw');
    const collect = await screen.findByRole('region', { name: '提现银行卡' }, loading);
    const rows = await within(collect).findAllByTestId('bank-card');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('6217 **** **** 7893'), expect.stringContaining('6222 **** **** 3446')]);
    const pay = screen.getByRole('region', { name: '快捷支付卡' });
    expect(await within(pay).findByText(/预留手机 138\*\*\*\*0005/)).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(state.posts.map((p) => p.path)).toEqual(['/api/user/bank/setDef/9']));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '删除提现银行卡' });
    expect(ask).toHaveTextContent('尾号7893');
    await userEvent.click(within(ask).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(state.posts.map((p) => p.path)).toContain('/api/user/bank/del/7'));
  });

  it('shows the withdrawal rule (protocol type 6)', async () => {
    renderAppAt('/person/account/withdraw');
    await userEvent.click(await screen.findByRole('button', { name: '提现规则' }, loading));
    expect(await screen.findByText('单笔提现金额为1元至50,000元', {}, loading)).toBeInTheDocument();
  });
});

describe('/person/account/record', () => {
  it('lists my cash-outs with their stage and draws a cash-out’s 流程 on demand', async () => {
    state.cashOuts = [applied, { ...applied, id: 30, stage: 'rejected', stateValue: 'rejected', stateName: '已驳回', rejectReason: '户名不符' }];
    renderAppAt('/person/account/record');
    const rows = await screen.findAllByTestId('cash-out', {}, loading);
    expect(rows[0]).toHaveTextContent('待打款');
    expect(rows[1]).toHaveTextContent('驳回原因：户名不符');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: '流程' }));
    const timeline = await screen.findByTestId('process-timeline', {}, loading);
    expect(timeline).toHaveTextContent('申请提现');
    expect(screen.getByTestId('replay-check')).toHaveTextContent('一致');
    // Members read Chinese only; the machine's names (cashOut.apply...) are the auditors' column.
    const machineName = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\b/;
    expect(within(timeline).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['步骤', '时间', '操作方', '操作']);
    expect(timeline.textContent).not.toMatch(machineName);
    await userEvent.click(screen.getByRole('button', { name: '显示状态机名称' }));
    expect(within(screen.getByTestId('process-timeline')).getAllByRole('columnheader').at(-1)).toHaveTextContent('事件');
    expect(screen.getByTestId('process-timeline').textContent).toMatch(machineName);
  });
});

describe('/person/open-account', () => {
  it('says the bank is the development one and asks for the photos first', async () => {
    renderAppAt('/person/open-account');
    expect(await screen.findByTestId('bank-notice', {}, loading)).toHaveTextContent('开发环境银行 · 不会开立真实账户');
    const step = screen.getByRole('region', { name: '上传证件照片' });
    expect(screen.queryByRole('button', { name: '开立账户' })).toBeNull();
    // Each side's rule beside its picker, both at once, and nothing sent.
    await userEvent.click(within(step).getByRole('button', { name: '提交照片' }));
    expect(await within(step).findByText(messages.uploadIdFront)).toBeInTheDocument();
    expect(within(step).getByText(messages.uploadIdBack)).toBeInTheDocument();
    expect(state.posts).toEqual([]);
  });

  it('offers the step the machine takes now, and the next one after the answer', async () => {
    state.opening = openingAt('photosUploaded');
    renderAppAt('/person/open-account');
    await userEvent.click(await screen.findByRole('button', { name: '开立账户' }, loading));
    await waitFor(() => expect(state.posts.map((p) => p.path)).toEqual(['/account/openAccount']));
    expect(await screen.findByRole('region', { name: '绑定银行卡' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '开户信息' })).toHaveTextContent('DEV00000005123456');
    expect(screen.queryByRole('region', { name: '重新上传证件照片' })).toBeNull();
  });

  it('ties a card: every broken rule beside its field before anything is sent, then the card', async () => {
    state.opening = openingAt('opened');
    renderAppAt('/person/open-account');
    const step = await screen.findByRole('region', { name: '绑定银行卡' }, loading);
    await userEvent.click(within(step).getByRole('button', { name: '发送验证码' }));
    expect(await shownRules(step)).toEqual([
      ['开户银行', messages.chooseBank],
      ['银行卡号', messages.fillCardNo],
      ['银行预留手机号', messages.fillPhone],
    ]);
    expect(state.posts).toEqual([]);
    await userEvent.selectOptions(await within(step).findByLabelText(/开户银行/), 'ICBC');
    await userEvent.type(within(step).getByLabelText(/银行卡号/), '6222 0202 0011 2233 446');
    await userEvent.type(within(step).getByLabelText(/银行预留手机号/), '13800000005');
    await userEvent.click(within(step).getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/account/tieCard', body: { bankCode: 'ICBC', cardNo: '6222020200112233446', phone: '13800000005' }, key: expect.stringMatching(/^accountOpening:opening\.tieCard:/) }]));
  });

  it('asks for the bank’s code once a card is tied, and says where the development bank’s text went', async () => {
    state.opening = openingAt('cardTied');
    renderAppAt('/person/open-account');
    const step = await screen.findByRole('region', { name: '验证银行卡' }, loading);
    expect(step).toHaveTextContent('6225 **** **** 3411');
    expect(step).toHaveTextContent('/api/dev/sms-outbox');
    await userEvent.click(within(step).getByRole('button', { name: '确认验证' }));
    expect(await within(step).findByText(messages.fillSmsCode)).toBeInTheDocument();
    await userEvent.type(within(step).getByLabelText(/银行验证码/), '123456');
    await userEvent.click(within(step).getByRole('button', { name: '确认验证' }));
    await waitFor(() => expect(state.posts).toEqual([{ path: '/account/tieCardConfirmed', body: { code: '123456' }, key: expect.stringMatching(/^accountOpening:opening\.confirmCard:/) }]));
  });
});

describe('/staff/cash-outs', () => {
  it('a member who is not staff reads 无权访问', async () => {
    renderAppAt('/staff/cash-outs');
    expect(await screen.findByRole('alert', { name: '无权访问' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('cash-out-queue')).toBeNull();
  });

  it('staff see the queue, the whole number on the cash-out, and confirm the payment', async () => {
    state.staff = true;
    const { router } = renderAppAt('/staff/cash-outs');
    const queue = await screen.findByTestId('cash-out-queue', {}, loading);
    expect(queue).toHaveTextContent('老周邮票');
    await userEvent.click(within(queue).getByRole('link', { name: '处理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/cash-outs/31'));
    expect(await screen.findByTestId('full-account-number', {}, loading)).toHaveTextContent('6217001234567893');
    await userEvent.click(screen.getByRole('button', { name: '确认打款' }));
    const dialog = await screen.findByRole('dialog', { name: '确认打款' });
    await userEvent.click(within(dialog).getByRole('button', { name: '已打款' }));
    // A lifecycle action like any other: one attempt, so a second press after a lost answer pays nothing twice.
    await waitFor(() => expect(state.posts).toEqual([{ path: '/api/operator/cash-out/pay', body: { id: 31 }, key: expect.stringMatching(/^cashOut:31:cashOut\.pay:/) }]));
    expect(await screen.findByTestId('review-state')).toHaveTextContent('已打款');
  });
});

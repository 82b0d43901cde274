import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyRecommend } from '../../src/api/contracts/promotion';
import type { ScoreLog, ScoreSummary } from '../../src/api/contracts/scores';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/** /person/level, /person/integral, /person/spread and /person/recommendation against a fake server. */
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const page = <T,>(list: T[], request: Request) => {
  const query = new URL(request.url).searchParams;
  return { list, total: list.length, pageNo: Number(query.get('pageNo') ?? 1), pageSize: Number(query.get('pageSize') ?? 10) };
};
const log = (id: number, change: number, balance: number, reason: string, orderId: number | null = null): ScoreLog => ({
  id,
  change,
  balance,
  reason,
  orderId,
  createTime: `2026-11-2${id} 10:00:00`,
});
const summary: ScoreSummary = {
  creditScore: 67,
  rating: { level: 3, name: '三星', min: 60, nextMin: 150 },
  personalScore: 330,
  pointsRules: { tradeCompleted: 10, referralTrade: 5 },
};
const recommend = (request: Request): MyRecommend => ({
  memberId: 7,
  invitePath: '/register?inviter=7',
  referralTrade: 5,
  rebateTotal: 5,
  members: page([{ userName: '受邀新人', levelId: 2, levelName: '认证会员', dealTimes: 1, createTime: '2026-11-23 09:00:00' }], request),
});

const fakeState = () => ({ protocolTypes: [] as number[] });
const { api, state } = useFakeServer(fakeState, (s) => [
  http.get('*/api/user/account/creditScore', () => envelope(summary)),
  http.get('*/api/user/account/creditScore/log/page', ({ request }) => envelope(page([log(2, 1, 67, '收到好评', 41), log(1, 66, 66, '期初信用分（历史交易评价）')], request))),
  http.get('*/api/user/account/personalScore/log/page', ({ request }) => envelope(page([log(3, 10, 330, '完成交易', 41)], request))),
  http.get('*/api/user/myRecommend', ({ request }) => envelope(recommend(request))),
  http.get('*/api/user/rebate/page', ({ request }) => envelope(page([log(4, 5, 335, '推荐会员成交返利', 52)], request))),
  http.get('*/api/anon/platform/rules/:type', ({ params }) => {
    s.protocolTypes.push(Number(params.type));
    return envelope({ name: '信用分规则', content: '信用分反映会员在平台的履约情况。', updateTime: '2026-11-01 00:00:00', createTime: '2026-11-01 00:00:00' });
  }),
]);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };

it('/person/level shows my credit score, my tier among the five, the rule and the log', async () => {
  renderAppAt('/person/level');
  expect(await screen.findByTestId('credit-score', {}, loading)).toHaveTextContent('67');
  expect(screen.getByTestId('credit-rating')).toHaveTextContent('三星');
  expect(screen.getByText('再得 83 分升至下一等级（150 分）')).toBeInTheDocument();
  const tiers = within(screen.getByRole('list', { name: '信用等级' })).getAllByRole('listitem');
  expect(tiers).toHaveLength(5);
  expect(tiers.filter((t) => t.getAttribute('aria-current') === 'true').map((t) => t.textContent)).toEqual([expect.stringContaining('三星')]);
  const table = await screen.findByRole('table', { name: '信用分明细' }, loading);
  expect(within(table).getByText('+1')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: '41' })).toHaveAttribute('href', '/person/order/detail/41');

  await userEvent.click(screen.getByRole('button', { name: '信用分规则' }));
  expect(await screen.findByRole('dialog', {}, loading)).toHaveTextContent('信用分反映会员在平台的履约情况。');
  expect(state.protocolTypes).toEqual([5]);
});

it('/person/integral shows my points, what earns them, and the points log', async () => {
  renderAppAt('/person/integral');
  expect(await screen.findByTestId('points', {}, loading)).toHaveTextContent('330');
  expect(screen.getByText('每完成一笔交易，买卖双方各得 10 积分。')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '积分明细' }, loading);
  expect(within(table).getByText('完成交易')).toBeInTheDocument();
});

it('/person/spread shows my invite link as text and QR code, and copies it', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderAppAt('/person/spread');
  const link = `${window.location.origin}/register?inviter=7`;
  expect(await screen.findByRole('textbox', { name: '我的邀请链接' }, loading)).toHaveValue(link);
  expect(await screen.findByRole('img', { name: '邀请注册二维码' }, loading)).toBeInTheDocument();
  expect(screen.getByTestId('invite-qr').querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  expect(screen.getByText(/每完成一笔交易，您获得 5 积分返利/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(await screen.findByText(messages.inviteLinkCopied, {}, loading)).toBeInTheDocument();
});

it('/person/recommendation lists my referred members and my rebates (their orders are not mine to open)', async () => {
  renderAppAt('/person/recommendation');
  const members = await screen.findByRole('table', { name: '我推荐的会员' }, loading);
  expect(within(members).getByText('受邀新人')).toBeInTheDocument();
  const rebates = await screen.findByRole('table', { name: '推广返利' }, loading);
  expect(within(rebates).getByText('推荐会员成交返利')).toBeInTheDocument();
  expect(within(rebates).getByText('52')).toBeInTheDocument();
  expect(within(rebates).queryByRole('link')).toBeNull();
  await waitFor(() => expect(screen.getByText('推广返利（累计 5 积分）')).toBeInTheDocument());
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SmsRecord } from '../../src/api/contracts/sms-records';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { fakeFavouritesHandlers, fakeFavouritesState } from './favourite-fake';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 消息中心's 短信记录 tab (/person/message?tab=sms): the texts with the phone masked as the server sends it, 重发 only
 * where it may be sent again (never a code), 删除; the tab is the URL's and the 站内信 are not read while it shows.
 */
const { api, state: fake } = useFakeServer(fakeFavouritesState, (s) => [
  ...fakeFavouritesHandlers(s),
  // The 站内信 list the page opens on (none here): counted, as it must not be read while the 短信记录 tab shows.
  http.get('*/api/message/page', ({ request }) => {
    s.reads.push({ path: new URL(request.url).pathname, query: {} });
    return HttpResponse.json({ code: 200, msg: 'ok', data: { list: [], total: 0, pageNo: 1, pageSize: 10 } });
  }),
]);
beforeEach(() => logIn(api));
afterEach(() => toaster.remove());

// Generous: the first page of a file loads the app's lazy chunks on a busy machine.
const loading = { timeout: 15_000 };
const record = (id: number, extra: Partial<SmsRecord> = {}): SmsRecord => ({
  id,
  direction: 'received',
  kind: 'notice',
  phone: '138****0001',
  userName: null,
  content: `短信${id}：您盯盘的T46有新挂单`,
  state: 'sent',
  beans: 0,
  resendable: true,
  createTime: `2026-11-2${id} 10:00:00`,
  ...extra,
});
const rowOf = async (text: string) => (await screen.findByText(text, {}, loading)).closest<HTMLElement>('[role="listitem"]')!;

it('lists the texts with the phone masked, resends one and deletes one; a code has no 重发', async () => {
  fake.sms = [
    record(1),
    record(2, { kind: 'code', content: '验证码短信（内容不保存）', resendable: false }),
    record(3, { direction: 'sent', kind: 'member', userName: '金陵藏家', phone: '139****0003', content: '新到一批T46', beans: 5, state: 'failed' }),
  ];
  const { router } = renderAppAt('/person/message');
  await userEvent.click(await screen.findByRole('tab', { name: '短信记录' }, loading));
  await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'sms' }));

  const notice = await rowOf('短信1：您盯盘的T46有新挂单');
  expect(notice).toHaveTextContent('收到');
  expect(notice).toHaveTextContent('138****0001');
  expect(notice).toHaveTextContent('2026-11-21 10:00:00');
  const code = await rowOf('验证码短信（内容不保存）');
  expect(within(code).queryByRole('button', { name: '重发' })).not.toBeInTheDocument();
  const sent = await rowOf('新到一批T46');
  expect(sent).toHaveTextContent('发出');
  expect(sent).toHaveTextContent('139****0003（金陵藏家）');
  expect(sent).toHaveTextContent('发送失败');
  expect(sent).toHaveTextContent('5 金豆');
  expect(screen.queryByText(/\d{11}/)).not.toBeInTheDocument();

  await userEvent.click(within(sent).getByRole('button', { name: '重发' }));
  expect(await screen.findByText(messages.smsResent, {}, loading)).toBeInTheDocument();
  await userEvent.click(within(notice).getByRole('button', { name: '删除' }));
  expect(await screen.findByText(messages.smsRecordDeleted, {}, loading)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('短信1：您盯盘的T46有新挂单')).not.toBeInTheDocument());
  expect(fake.posts.map((p) => p.path)).toEqual(['/api/message/user/smsRecord/resend/3', '/api/message/user/smsRecord/del/1']);
}, 60_000);

it('opens on the tab from its address, says when there are none, and a refused resend is said in the list', async () => {
  fake.sms = [record(1)];
  fake.refuse.set('/api/message/user/smsRecord/resend/1', messages.smsPerDayReached);
  renderAppAt('/person/message?tab=sms');
  const row = await rowOf('短信1：您盯盘的T46有新挂单');
  expect(screen.getByRole('tab', { name: '短信记录' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(within(row).getByRole('button', { name: '重发' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.smsPerDayReached);
  await userEvent.click(within(row).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('暂无短信记录', {}, loading)).toBeInTheDocument();
  expect(fake.reads.every((r) => r.path === '/api/message/user/smsRecord/page')).toBe(true);
});

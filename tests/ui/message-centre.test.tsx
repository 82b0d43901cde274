import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InboxMessage, MessageOperateRequest } from '../../src/api/contracts/inbox';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * 消息中心 (/person/message): opening a message marks it read; the chosen ones are marked read or deleted (asked
 * first), or every one marked read; each is one call, and the list and the header's unread count are read again after.
 */
interface FakeInbox {
  messages: InboxMessage[];
  /** The message the next operate call fails with (once). */
  fail: string | null;
  /** The operate calls' bodies, in order. */
  operations: MessageOperateRequest[];
  /** How often the header's unread count was read. */
  unreadReads: number;
}

const message = (id: number, extra: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  type: 3,
  typeName: '代理消息',
  title: `消息${id}`,
  content: `消息${id}的正文`,
  read: false,
  createTime: `2026-11-2${id} 10:00:00`,
  ...extra,
});

const fakeInboxState = (): FakeInbox => ({ messages: [], fail: null, operations: [], unreadReads: 0 });

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function fakeInboxHandlers(inbox: FakeInbox) {
  return [
    http.get('*/api/message/page', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const list = inbox.messages.filter((m) => (!query.get('type') || m.type === Number(query.get('type'))) && (query.get('unread') !== '1' || !m.read));
      return envelope({ list, total: list.length, pageNo: Number(query.get('pageNo') ?? 1), pageSize: Number(query.get('pageSize') ?? 10) });
    }),
    http.post('*/api/message/operate', async ({ request }) => {
      const body = (await request.json()) as MessageOperateRequest;
      inbox.operations.push(body);
      if (inbox.fail) {
        const msg = inbox.fail;
        inbox.fail = null;
        return HttpResponse.json({ code: 400, msg, data: null }, { status: 400 });
      }
      const chosen = (m: InboxMessage) => body.operate === 'readAll' || body.ids.includes(m.id);
      const before = inbox.messages.length;
      if (body.operate === 'delete') inbox.messages = inbox.messages.filter((m) => !chosen(m));
      else inbox.messages = inbox.messages.map((m) => (chosen(m) ? { ...m, read: true } : m));
      return envelope({ changed: body.operate === 'delete' ? before - inbox.messages.length : inbox.messages.length });
    }),
    http.get('*/api/user/message/unread', () => {
      inbox.unreadReads += 1;
      return envelope({ count: inbox.messages.filter((m) => !m.read).length });
    }),
  ];
}

const { api, state: inbox } = useFakeServer(fakeInboxState, fakeInboxHandlers);
beforeEach(() => {
  logIn(api);
  inbox.messages = [message(1), message(2), message(3, { type: 1, typeName: '系统消息', title: '欢迎来到邮市', read: true })];
});
// The toaster outlives a test (it is the app's one store): each test starts with none shown.
afterEach(() => toaster.remove());

const loading = { timeout: 8000 };
const rows = async () => screen.findAllByTestId('inbox-message', {}, loading);
const row = (title: string) => screen.getAllByTestId('inbox-message').find((r) => within(r).queryByRole('button', { name: title }))!;
const choose = (title: string) => userEvent.click(within(row(title)).getByRole('checkbox', { name: `选择 ${title}` }));

it('opening an unread message shows it and marks it read, without a toast and keeping the choice', async () => {
  renderAppAt('/person/message');
  await rows();
  await choose('消息2');
  const readsBefore = inbox.unreadReads;
  await userEvent.click(within(row('消息1')).getByRole('button', { name: '消息1' }));
  expect(within(row('消息1')).getByTestId('inbox-content')).toHaveTextContent('消息1的正文');
  await waitFor(() => expect(inbox.operations).toEqual([{ operate: 'read', ids: [1] }]));
  await waitFor(() => expect(within(row('消息1')).queryByLabelText('未读')).toBeNull());
  await waitFor(() => expect(inbox.unreadReads).toBeGreaterThan(readsBefore));
  expect(within(row('消息2')).getByRole('checkbox', { name: '选择 消息2' })).toBeChecked();
  expect(screen.queryByText(messages.operationSucceeded)).toBeNull();

  // A read one is not marked again.
  await userEvent.click(within(row('欢迎来到邮市')).getByRole('button', { name: '欢迎来到邮市' }));
  expect(inbox.operations).toHaveLength(1);
});

it('标为已读 marks the chosen ones, says so and clears the choice; the server’s refusal is shown', async () => {
  renderAppAt('/person/message');
  await rows();
  const markRead = screen.getByRole('button', { name: '标为已读' });
  expect(markRead).toBeDisabled();
  await choose('消息1');
  await choose('消息2');
  inbox.fail = messages.chooseRecordsToOperate;
  await userEvent.click(markRead);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.chooseRecordsToOperate);
  expect(within(row('消息1')).getByRole('checkbox', { name: '选择 消息1' })).toBeChecked();

  await userEvent.click(markRead);
  expect(await screen.findByText(messages.operationSucceeded, {}, loading)).toBeInTheDocument();
  expect(inbox.operations).toEqual([
    { operate: 'read', ids: [1, 2] },
    { operate: 'read', ids: [1, 2] },
  ]);
  await waitFor(() => expect(screen.queryAllByLabelText('未读')).toHaveLength(0));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(within(row('消息1')).getByRole('checkbox', { name: '选择 消息1' })).not.toBeChecked();
});

it('删除 asks first, shows a refusal in the dialog, then deletes the chosen ones', async () => {
  renderAppAt('/person/message');
  await rows();
  await choose('欢迎来到邮市');
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  const dialog = await screen.findByRole('dialog', { name: '删除消息' });
  expect(dialog).toHaveTextContent('确定删除所选的 1 条消息吗？删除后不能恢复。');
  expect(inbox.operations).toEqual([]);

  inbox.fail = '网络开小差了';
  await userEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络开小差了');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定删除' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除消息' })).toBeNull());
  expect(inbox.operations).toEqual([
    { operate: 'delete', ids: [3] },
    { operate: 'delete', ids: [3] },
  ]);
  await waitFor(() => expect(screen.queryByRole('button', { name: '欢迎来到邮市' })).toBeNull());
  expect(await rows()).toHaveLength(2);
});

it('全部标为已读 marks every message read and the header’s count follows', async () => {
  renderAppAt('/person/message');
  await rows();
  await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
  await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
  await waitFor(() => expect(inbox.operations).toEqual([{ operate: 'readAll' }]));
  await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  expect(screen.queryAllByLabelText('未读')).toHaveLength(0);
});

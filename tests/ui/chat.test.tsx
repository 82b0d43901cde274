import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ChatConversation, ChatMessage } from '../../src/api/contracts/chat';
import { chatGreeting, chatPageSize } from '../../src/api/contracts/chat-names';
import { messages as catalogue } from '../../src/api/contracts/messages';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { liveSocket } from './fake-api';
import { logIn, renderAppAt } from './render-app';

/**
 * Member chat in the whole app (router, session, shell) against MSW for the HTTP calls and a fake live socket: the IM
 * button and the header's 私信 open the window, conversations with unread counts, opening one marks it read, history
 * 15 a load by keyset with the greeting at the top, Enter for a new line and Ctrl+Enter to send (sending until
 * chat.ack, a refusal beside the message with its text kept), live messages raising the counts, and 咨询卖家.
 */

// jsdom has no pointer capture; the IM button takes the pointer while it is pressed (a drag is not a click).
Element.prototype.setPointerCapture ??= function () {};

const me = verifiedUser.id;
const seller = { id: 3, name: '金陵藏家' };
const friend = { id: 5, name: '邮友小王' };

type Frame = { type: string; [field: string]: unknown };

/** One live socket the app opened, as the fake server sees it: its URL, what the app sent, and a way to answer. */
interface LiveConnection {
  url: string;
  sent: Frame[];
  say(frame: Frame): void;
}

interface ChatState {
  sockets: LiveConnection[];
  conversations: Array<{ id: number; otherId: number; otherName: string }>;
  messages: ChatMessage[];
  /** The ids of the history pages asked for (`before`, or null for the newest). */
  historyAsked: Array<number | null>;
  readCalls: number[];
  nextId: number;
}

const message = (id: number, conversationId: number, fromId: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId,
  fromId,
  toId: fromId === me ? seller.id : me,
  kind: 'text',
  text: `第${id}条`,
  imageUrl: null,
  thumbUrl: null,
  offer: null,
  createTime: `2026-11-20 10:${String(id % 60).padStart(2, '0')}:00`,
  read: fromId === me,
  ...extra,
});

/** 20 messages with the seller (the last two to me, unread), and an empty conversation with a friend. */
const makeState = (): ChatState => ({
  sockets: [],
  conversations: [
    { id: 9, otherId: seller.id, otherName: seller.name },
    { id: 10, otherId: friend.id, otherName: friend.name },
  ],
  messages: Array.from({ length: 20 }, (_, i) => message(i + 1, 9, i >= 18 || i % 2 === 1 ? seller.id : me, { read: i < 18 })),
  historyAsked: [],
  readCalls: [],
  nextId: 100,
});

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const unreadIn = (state: ChatState, conversationId: number) =>
  state.messages.filter((m) => m.conversationId === conversationId && m.toId === me && !m.read).length;
const conversationOf = (state: ChatState, c: ChatState['conversations'][number]): ChatConversation => {
  const last = state.messages.filter((m) => m.conversationId === c.id).at(-1) ?? null;
  return { ...c, otherAvatar: null, unread: unreadIn(state, c.id), lastMessage: last, updateTime: last?.createTime ?? '2026-11-20 09:00:00' };
};

const { state, api, server } = useFakeServer(makeState, (s) => [
  http.get('*/api/im/conversations', () => envelope(s.conversations.map((c) => conversationOf(s, c)))),
  http.get('*/api/im/conversation/with/:id', ({ params }) => {
    const c = s.conversations.find((one) => one.otherId === Number(params.id));
    return c ? envelope(conversationOf(s, c)) : HttpResponse.json({ code: 404, msg: catalogue.memberNotFound, data: null }, { status: 404 });
  }),
  http.get('*/api/im/messages/:id', ({ params, request }) => {
    const before = new URL(request.url).searchParams.get('before');
    s.historyAsked.push(before === null ? null : Number(before));
    const all = s.messages.filter((m) => m.conversationId === Number(params.id) && (before === null || m.id < Number(before)));
    return envelope({ list: all.slice(-chatPageSize), more: all.length > chatPageSize });
  }),
  http.post('*/api/im/read/:id', ({ params }) => {
    const id = Number(params.id);
    s.readCalls.push(id);
    s.messages = s.messages.map((m) => (m.conversationId === id && m.toId === me ? { ...m, read: true } : m));
    return envelope(null);
  }),
  http.get('*/api/im/unread', () => envelope({ count: s.messages.filter((m) => m.toId === me && !m.read).length })),
]);

// The live socket as the server would hold it (a WebSocket handler: added per test, after the HTTP ones are reset).
beforeEach(() => {
  server.use(
    liveSocket.addEventListener('connection', ({ client }) => {
      const sent: Frame[] = [];
      client.addEventListener('message', (event) => sent.push(JSON.parse(String(event.data)) as Frame));
      state.sockets.push({ url: client.url.href, sent, say: (frame: Frame) => client.send(JSON.stringify(frame)) });
    }),
  );
});

/** The app as a member, with the live socket open and ready. */
async function openApp(path = '/index') {
  logIn(api);
  const rendered = renderAppAt(path);
  await waitFor(() => expect(state.sockets).toHaveLength(1));
  const socket = state.sockets[0]!;
  expect(socket.url).toMatch(/\/api\/live\?sig=sig-1$/);
  await tell(socket, { type: 'live.ready', memberId: me });
  return { ...rendered, socket, user: userEvent.setup() };
}

/** The frames of one type the app sent on a socket. */
const sentOf = (socket: LiveConnection, type: string) => socket.sent.filter((frame) => frame.type === type);

const chatWindow = () => screen.findByRole('dialog', { name: '在线消息' });
const header = () => screen.getByRole('banner');
const imButton = () => screen.getByRole('button', { name: /^在线消息/ });

/** A frame from the server, inside act (it changes what the page shows); MSW hands it over a moment later. */
const tell = (socket: LiveConnection, frame: Frame) =>
  act(async () => {
    socket.say(frame);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

it('the IM button opens the conversations with their unread counts; opening one marks it read; 15 a load, earlier ones by keyset, the greeting at the top', async () => {
  const { user } = await openApp();
  await waitFor(() => expect(imButton()).toHaveAccessibleName('在线消息，2条未读'));
  expect(within(header()).getByTestId('chat-unread-badge')).toHaveTextContent('2');

  // The IM button opens the window (a press, not a drag).
  fireEvent.pointerDown(imButton(), { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerUp(imButton(), { pointerId: 1, clientX: 10, clientY: 10 });
  const dialog = await chatWindow();
  const list = await within(dialog).findByRole('list', { name: '会话列表' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining(seller.name), expect.stringContaining(friend.name)]);
  expect(within(rows[0]!).getByLabelText('2条未读')).toHaveTextContent('2');
  expect(within(rows[0]!).getByText('第20条')).toBeInTheDocument();
  expect(within(rows[1]!).queryByLabelText(/条未读/)).toBeNull();

  // Opening the conversation shows the newest 15, oldest first, and marks what was sent to me read.
  await user.click(within(rows[0]!).getByRole('button'));
  const history = await within(dialog).findByLabelText('聊天记录');
  await within(history).findByText('第20条');
  expect(within(history).queryByText('第5条')).toBeNull();
  expect(within(history).getByText('第6条')).toBeInTheDocument();
  expect(within(history).queryByText(chatGreeting)).toBeNull();
  await waitFor(() => expect(state.readCalls).toEqual([9]));
  await waitFor(() => expect(imButton()).toHaveAccessibleName('在线消息'));
  expect(within(header()).queryByTestId('chat-unread-badge')).toBeNull();

  // The earlier ones: the 15 before the first shown (keyset), and this is the start: the greeting is at the top.
  await user.click(within(history).getByRole('button', { name: '加载更早的消息' }));
  await within(history).findByText('第1条');
  expect(state.historyAsked).toEqual([null, 6]);
  expect(within(history).queryByRole('button', { name: '加载更早的消息' })).toBeNull();
  expect(history.textContent!.indexOf(chatGreeting)).toBe(0);
  expect(history.textContent!.indexOf('第1条')).toBeLessThan(history.textContent!.indexOf('第20条'));

  // Back to the list: no unread left; a new conversation starts with the greeting alone.
  await user.click(within(dialog).getByRole('button', { name: '‹ 会话列表' }));
  const again = await within(dialog).findByRole('list', { name: '会话列表' });
  await waitFor(() => expect(within(again).queryByLabelText(/条未读/)).toBeNull());
  await user.click(within(within(again).getAllByRole('listitem')[1]!).getByRole('button'));
  expect(await within(dialog).findByText(chatGreeting)).toBeInTheDocument();
  expect(within(dialog).getByText(`与 ${friend.name} 的对话`)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog', { name: '在线消息' })).toBeNull();
});

it('Enter makes a new line and Ctrl+Enter sends: sending until acknowledged, then sent; a refusal is shown beside it and the text kept', async () => {
  const { socket, user } = await openApp();
  await user.click(within(header()).getByRole('button', { name: /私信/ }));
  const dialog = await chatWindow();
  await user.click(within(await within(dialog).findByRole('list', { name: '会话列表' })).getAllByRole('button')[0]!);
  const box = await within(dialog).findByRole('textbox', { name: /输入消息/ });

  await user.type(box, '请问还有货吗{Enter}要两枚');
  expect(box).toHaveValue('请问还有货吗\n要两枚');
  expect(sentOf(socket, 'chat.send')).toEqual([]);

  await user.keyboard('{Control>}{Enter}{/Control}');
  const [frame] = sentOf(socket, 'chat.send');
  expect(frame).toEqual({ type: 'chat.send', clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), to: seller.id, text: '请问还有货吗\n要两枚' });
  expect(box).toHaveValue('');
  const history = within(dialog).getByLabelText('聊天记录');
  expect(within(history).getByText('发送中…')).toBeInTheDocument();
  expect(within(history).getByText('请问还有货吗\n要两枚', { normalizer: (t) => t })).toBeInTheDocument();

  // Someone else's acknowledgement changes nothing; ours replaces the sending bubble with the stored message.
  await tell(socket, { type: 'chat.ack', clientId: 'someone-elses', message: message(50, 9, me, { text: '别的' }) });
  expect(within(history).getByText('发送中…')).toBeInTheDocument();
  const stored = message(101, 9, me, { text: '请问还有货吗\n要两枚', read: false, createTime: '2026-11-20 11:00:00' });
  await tell(socket, { type: 'chat.ack', clientId: frame!.clientId, message: stored });
  await waitFor(() => expect(within(history).queryByText('发送中…')).toBeNull());
  expect(within(history).getByText('2026-11-20 11:00:00 已发送')).toBeInTheDocument();
  expect(within(history).getAllByText('请问还有货吗\n要两枚', { normalizer: (t) => t })).toHaveLength(1);
  // The same message pushed to my channel too (chat.message) is shown once.
  await tell(socket, { type: 'chat.message', message: stored });
  expect(within(history).getAllByText('请问还有货吗\n要两枚', { normalizer: (t) => t })).toHaveLength(1);

  // Refused: the reason beside the message, and its text back in the box to change and send again.
  await user.type(box, '加个好友');
  await user.keyboard('{Control>}{Enter}{/Control}');
  const refused = sentOf(socket, 'chat.send')[1]!;
  await tell(socket, { type: 'live.error', msg: catalogue.chatBlocked, clientId: 'not-this-one' });
  expect(within(history).queryByRole('alert')).toBeNull();
  await tell(socket, { type: 'live.error', msg: catalogue.chatBlocked, clientId: refused.clientId });
  expect(await within(history).findByRole('alert')).toHaveTextContent(catalogue.chatBlocked);
  expect(within(history).getByText('未发送')).toBeInTheDocument();
  expect(within(history).queryByText('发送中…')).toBeNull();
  expect(box).toHaveValue('加个好友');
});

it('a message told live raises the unread count in the header’s 私信 and on the IM button, and joins its open conversation', async () => {
  const { socket, user } = await openApp();
  await waitFor(() => expect(imButton()).toHaveAccessibleName('在线消息，2条未读'));

  const incoming = message(102, 10, friend.id, { toId: me, text: '在吗？', read: false });
  state.messages.push(incoming);
  await tell(socket, { type: 'chat.message', message: incoming });
  await waitFor(() => expect(imButton()).toHaveAccessibleName('在线消息，3条未读'));
  expect(within(header()).getByTestId('chat-unread-badge')).toHaveTextContent('3');

  // With the friend's conversation open, the next one appears in it at once and is marked read.
  await user.click(within(header()).getByRole('button', { name: /私信/ }));
  const dialog = await chatWindow();
  const rows = within(await within(dialog).findByRole('list', { name: '会话列表' })).getAllByRole('listitem');
  const friendRow = rows.find((row) => row.textContent!.includes(friend.name))!;
  expect(within(friendRow).getByLabelText('1条未读')).toBeInTheDocument();
  await user.click(within(friendRow).getByRole('button'));
  const history = await within(dialog).findByLabelText('聊天记录');
  await within(history).findByText('在吗？');
  await waitFor(() => expect(state.readCalls).toEqual([10]));

  const next = message(103, 10, friend.id, { toId: me, text: '我这有T46', read: false });
  state.messages.push(next);
  await tell(socket, { type: 'chat.message', message: next });
  expect(await within(history).findByText('我这有T46')).toBeInTheDocument();
  await waitFor(() => expect(state.readCalls).toEqual([10, 10]));
  await waitFor(() => expect(imButton()).toHaveAccessibleName('在线消息，2条未读'));
});

it('咨询卖家 opens the chat with the seller, the offer sent first as a card', async () => {
  const trade = fakeTradeApiState();
  trade.listings = [listing(71, { publisherId: seller.id, publisher: seller.name, productName: '1980年 T46 庚申年猴票', price: 1_234_567 })];
  server.use(...fakeTradeApiHandlers(trade));
  const { socket, user } = await openApp('/trade/71');
  // The offer's page comes with its own code, the first time a while.
  const detail = await screen.findByTestId('listing-detail', {}, { timeout: 10_000 });
  await user.click(within(detail).getByRole('button', { name: '咨询卖家' }));
  const dialog = await chatWindow();
  expect(await within(dialog).findByText(`与 ${seller.name} 的对话`)).toBeInTheDocument();
  await waitFor(() => expect(sentOf(socket, 'chat.send')).toHaveLength(1));
  const [frame] = sentOf(socket, 'chat.send');
  expect(frame).toEqual({ type: 'chat.send', clientId: expect.any(String), to: seller.id, offerId: 71 });

  const card = message(104, 9, me, {
    kind: 'offer',
    text: null,
    offer: { id: 71, productName: '1980年 T46 庚申年猴票', price: 1_234_567, publishType: 1, state: 'open' },
  });
  await tell(socket, { type: 'chat.ack', clientId: frame!.clientId, message: card });
  const shown = await within(dialog).findByLabelText('商品卡片');
  expect(shown).toHaveTextContent('出售');
  expect(shown).toHaveTextContent('1980年 T46 庚申年猴票');
  expect(shown).toHaveTextContent('¥12,345.67');
  expect(within(shown).getByRole('link', { name: '查看商品' })).toHaveAttribute('href', '/trade/71');
});

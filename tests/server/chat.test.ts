import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatConversation, ChatHistory, ChatMessage } from '../../src/api/contracts/chat';
import { messages } from '../../src/api/contracts/messages';
import { chatLines, uploads } from '../../server/src/db/schema';
import { buildTestApp, get, post, type TestApp } from './helpers';
import { memberSocket, type Frame, type Listener } from './live-socket-helpers';
import { buyer, publish, seller, stranger, trader, type Trader } from './trade-helpers';

/**
 * Member chat over the live socket: a message is stored before it is acknowledged, then told to both members; a
 * clientId twice stores once; a member who blocked me gets nothing from me; history by keyset, 15 a load; unread
 * counts; nobody reads a conversation that is not theirs.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let x: Trader;
let sb: Listener;
let bb: Listener;
let xb: Listener;
beforeAll(async () => {
  t = await buildTestApp();
  [s, b, x] = [await trader(t, seller, { payPassword: false }), await trader(t, buyer, { payPassword: false }), await trader(t, stranger, { payPassword: false })];
  [sb, bb, xb] = [await memberSocket(t, s.token), await memberSocket(t, b.token), await memberSocket(t, x.token)];
});
afterAll(async () => {
  for (const socket of [sb, bb, xb]) socket.ws.close();
  await t.close();
});

let sent = 0;
const clientId = () => `client-${Date.now()}-${++sent}`;
type Ack = { type: 'chat.ack'; clientId: string; message: ChatMessage };
const ackOf = (socket: Listener, id: string) => socket.next<Ack>((f) => f.type === 'chat.ack' && f.clientId === id);
const errorOf = (socket: Listener, id: string) => socket.next((f) => f.type === 'live.error' && f.clientId === id);
const heard = (socket: Listener, messageId: number) =>
  socket.next<{ type: 'chat.message'; message: ChatMessage }>((f) => f.type === 'chat.message' && (f.message as ChatMessage).id === messageId);

async function say(from: Listener, to: Trader, text: string): Promise<ChatMessage> {
  const id = clientId();
  from.send({ type: 'chat.send', clientId: id, to: to.id, text });
  return (await ackOf(from, id)).message;
}

const unread = async (who: Trader) => (await get<{ count: number }>(t, '/api/im/unread', { token: who.token })).data.count;
const conversations = async (who: Trader) => (await get<ChatConversation[]>(t, '/api/im/conversations', { token: who.token })).data;

describe('sending', () => {
  it('stores, then acknowledges, then tells both members', async () => {
    const id = clientId();
    bb.send({ type: 'chat.send', clientId: id, to: s.id, text: '  请问T46还有货吗？ ' });
    const ack = await ackOf(bb, id);
    expect(ack.message).toMatchObject({ fromId: b.id, toId: s.id, kind: 'text', text: '请问T46还有货吗？', read: false, imageUrl: null, offer: null });
    // Acknowledged means stored.
    const [row] = await t.db.select().from(chatLines).where(eq(chatLines.id, ack.message.id));
    expect(row).toMatchObject({ fromId: b.id, toId: s.id, clientId: id, text: '请问T46还有货吗？' });
    expect((await heard(sb, ack.message.id)).message).toEqual(ack.message);
    expect((await heard(bb, ack.message.id)).message).toEqual(ack.message);
    expect(await unread(s)).toBe(1);
  });

  it('stores a clientId sent twice, even at once, only once', async () => {
    const id = clientId();
    for (let i = 0; i < 3; i++) bb.send({ type: 'chat.send', clientId: id, to: s.id, text: '重复发送' });
    const acks = [await ackOf(bb, id), await ackOf(bb, id), await ackOf(bb, id)];
    expect(new Set(acks.map((a) => a.message.id)).size).toBe(1);
    expect(await t.db.select().from(chatLines).where(eq(chatLines.clientId, id))).toHaveLength(1);
    const first = await heard(sb, acks[0]!.message.id);
    expect(first.message.text).toBe('重复发送');
    // Told once: the next message told is the next one sent.
    const next = await say(bb, s, '下一条');
    await heard(sb, next.id);
    expect(sb.untaken('chat.message').filter((f) => (f.message as ChatMessage).id === acks[0]!.message.id)).toEqual([]);
  });

  it('refuses myself, an unknown member, a bad frame, and a member who blocked me', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ to: b.id, text: 'hi' }, messages.chatSelf],
      [{ to: 999_999, text: 'hi' }, messages.memberNotFound],
      [{ to: s.id, text: '   ' }, messages.chatTextRequired],
      [{ to: s.id, text: '长'.repeat(501) }, messages.chatTextTooLong],
      [{ to: s.id, text: 'a\u0000b' }, messages.unreadableText],
      [{ to: s.id, text: 'hi', offerId: 1 }, messages.chatOneKind],
      [{ to: s.id }, messages.chatOneKind],
      [{ to: '5', text: 'hi' }, messages.memberNotFound],
      [{ to: s.id, imageKey: 'abcdefghijklmnopqrstuvwx.webp' }, messages.notYourUpload],
      [{ to: s.id, offerId: 2_000_000 }, messages.chatOfferNotFound],
    ];
    for (const [frame, msg] of cases) {
      const id = clientId();
      bb.send({ type: 'chat.send', clientId: id, ...frame });
      expect(await errorOf(bb, id)).toMatchObject({ msg });
    }
    bb.send({ type: 'chat.send', clientId: 'short', to: s.id, text: 'hi' });
    expect((await bb.next('live.error')).msg).toBe(messages.chatClientIdInvalid);

    expect((await post(t, `/api/user/add/blacklist/${x.id}`, {}, { token: s.token })).code).toBe(200);
    const id = clientId();
    xb.send({ type: 'chat.send', clientId: id, to: s.id, text: '你好' });
    expect(await errorOf(xb, id)).toMatchObject({ msg: messages.chatBlocked });
    expect(await t.db.select().from(chatLines).where(eq(chatLines.clientId, id))).toHaveLength(0);
    // The one who blocked may still write (the other side may answer once unblocked).
    expect((await post(t, `/api/user/remove/${x.id}`, {}, { token: s.token })).code).toBe(200);
    expect((await say(xb, s, '现在可以了')).text).toBe('现在可以了');
  });

  it('sends an image of my own upload and an offer card of the member I write to', async () => {
    const key = 'chatimagekey0123456789ab.webp';
    await t.db.insert(uploads).values({ key, ownerId: b.id, kind: 'product', mime: 'image/webp', width: 10, height: 10, bytes: 10, createdAt: t.clock.now() });
    const imageId = clientId();
    bb.send({ type: 'chat.send', clientId: imageId, to: s.id, imageKey: key });
    expect((await ackOf(bb, imageId)).message).toMatchObject({ kind: 'image', imageUrl: `/uploads/${key}`, text: null });
    // Another member's upload is refused.
    const stolen = clientId();
    xb.send({ type: 'chat.send', clientId: stolen, to: s.id, imageKey: key });
    expect(await errorOf(xb, stolen)).toMatchObject({ msg: messages.notYourUpload });

    const offerId = await publish(t, s, { publishType: 1, price: 125_000, quantity: 3 });
    const card = clientId();
    bb.send({ type: 'chat.send', clientId: card, to: s.id, offerId });
    expect((await ackOf(bb, card)).message.offer).toMatchObject({ id: offerId, price: 125_000, publishType: 1 });
    // An offer of neither of us is not attached.
    const foreign = clientId();
    xb.send({ type: 'chat.send', clientId: foreign, to: b.id, offerId });
    expect(await errorOf(xb, foreign)).toMatchObject({ msg: messages.chatOfferNotFound });
  });

  it('limits a member to 30 messages a minute on the shared limit store', async () => {
    const flood = await trader(t, '邮友小王', { payPassword: false });
    const socket = await memberSocket(t, flood.token);
    const outcomes: Frame[] = [];
    // In rounds within the socket's own frame budget (20 a second), so only the member's limit refuses.
    for (const round of [15, 15, 5]) {
      const ids = Array.from({ length: round }, () => clientId());
      for (const id of ids) socket.send({ type: 'chat.send', clientId: id, to: s.id, text: `第${outcomes.length}条` });
      for (const id of ids) outcomes.push(await socket.next((f) => f.clientId === id));
      t.clock.advance(1000);
    }
    expect(outcomes.filter((f) => f.type === 'chat.ack')).toHaveLength(30);
    expect(outcomes.filter((f) => f.type === 'live.error').map((f) => f.msg)).toEqual(Array(5).fill(messages.liveTooFast));
    expect(outcomes.slice(30).every((f) => f.type === 'live.error')).toBe(true);
    socket.ws.close();
  });
});

describe('reading', () => {
  it('lists conversations with unread counts and the last message; marking read clears them and tells both', async () => {
    const mine = await conversations(s);
    const withBuyer = mine.find((c) => c.otherId === b.id)!;
    expect(withBuyer).toMatchObject({ otherName: buyer, lastMessage: { kind: 'offer' } });
    expect(withBuyer.unread).toBeGreaterThanOrEqual(4);
    const before = await unread(s);
    expect((await post(t, `/api/im/read/${withBuyer.id}`, {}, { token: s.token })).code).toBe(200);
    expect(await unread(s)).toBe(before - withBuyer.unread);
    expect(await bb.next('chat.read')).toMatchObject({ conversationId: withBuyer.id, readerId: s.id });
    expect((await conversations(s)).find((c) => c.id === withBuyer.id)!.unread).toBe(0);
    // The sender's own messages are not unread for the sender.
    expect((await conversations(b)).find((c) => c.id === withBuyer.id)!.unread).toBe(0);
  });

  it('reads history 15 at a time by keyset, and what came after an id', async () => {
    const other = await trader(t, '代理人老李', { payPassword: false });
    const otherSocket = await memberSocket(t, other.token);
    const said: ChatMessage[] = [];
    for (let i = 0; i < 20; i++) {
      if (i % 10 === 0) t.clock.advance(1000);
      said.push(await say(otherSocket, b, `消息${i}`));
    }
    const conversationId = said[0]!.conversationId;
    const first = await get<ChatHistory>(t, `/api/im/messages/${conversationId}`, { token: b.token });
    expect(first.data.list).toHaveLength(15);
    expect(first.data.more).toBe(true);
    expect(first.data.list.at(-1)!.id).toBe(said.at(-1)!.id);
    const earlier = await get<ChatHistory>(t, `/api/im/messages/${conversationId}?before=${first.data.list[0]!.id}`, { token: b.token });
    expect(earlier.data.list.map((m) => m.id)).toEqual(
      (await t.db.select({ id: chatLines.id }).from(chatLines).where(eq(chatLines.conversationId, conversationId)))
        .map((r) => r.id)
        .filter((id) => id < first.data.list[0]!.id)
        .sort((p, q) => p - q)
        .slice(-15),
    );
    const after = await get<ChatHistory>(t, `/api/im/messages/${conversationId}?after=${said[16]!.id}`, { token: b.token });
    expect(after.data.list.map((m) => m.text)).toEqual(['消息17', '消息18', '消息19']);

    // A reconnecting client catches up over the socket from its last id.
    bb.send({ type: 'chat.since', lastId: said[17]!.id });
    const missed = await bb.next<{ type: 'chat.missed'; messages: ChatMessage[] }>('chat.missed');
    expect(missed.messages.map((m) => m.text)).toEqual(['消息18', '消息19']);
    otherSocket.ws.close();
  });

  it('answers another member’s conversation as one that does not exist', async () => {
    const theirs = (await conversations(s)).find((c) => c.otherId === b.id)!;
    for (const [path, method] of [[`/api/im/messages/${theirs.id}`, 'GET'], [`/api/im/read/${theirs.id}`, 'POST'], ['/api/im/messages/999999', 'GET']] as const) {
      const reply = method === 'GET' ? await get(t, path, { token: x.token }) : await post(t, path, {}, { token: x.token });
      expect(reply).toMatchObject({ status: 404, msg: messages.chatNotFound });
    }
    expect(await get(t, '/api/im/conversations')).toMatchObject({ status: 401 });
    expect(await get(t, `/api/im/messages/abc`, { token: x.token })).toMatchObject({ status: 400 });
  });

  it('opens my conversation with a member, empty until the first message, and not with myself', async () => {
    const opened = await get<ChatConversation>(t, `/api/im/conversation/with/${x.id}`, { token: b.token });
    expect(opened.data).toMatchObject({ otherId: x.id, otherName: stranger });
    expect(await get(t, `/api/im/conversation/with/${b.id}`, { token: b.token })).toMatchObject({ status: 400, msg: messages.chatSelf });
    expect(await get(t, `/api/im/conversation/with/999999`, { token: b.token })).toMatchObject({ status: 404, msg: messages.memberNotFound });
  });
});

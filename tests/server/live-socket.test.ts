import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { messages } from '../../src/api/contracts/messages';
import { MemoryBus, memberChannel, type Bus, type LiveEvent } from '../../server/src/realtime/bus';
import { liveTicketLifetimeMs } from '../../server/src/realtime/socket';
import { buildTestApp, demoAccounts, get, login, post, type TestApp } from './helpers';
import { injectListening, listen, memberSocket, ticketOf, visitorSocket, type Listener } from './live-socket-helpers';

/**
 * The live socket (server/src/realtime/socket.ts): the ticket, the checks before the upgrade, what a member and a
 * visitor may follow, the relay of bus events, and what a client may not send. Through app.injectWS, and once over a
 * real socket on 127.0.0.1.
 */
/** A bus that counts who listens, so a test can see a closed socket stop listening. */
function countingBus(): Bus & { listening: Map<string, number> } {
  const inner = new MemoryBus();
  const listening = new Map<string, number>();
  return {
    listening,
    publish: (channel, event) => inner.publish(channel, event),
    subscribe(channel, listener) {
      listening.set(channel, (listening.get(channel) ?? 0) + 1);
      const stop = inner.subscribe(channel, listener);
      return () => {
        listening.set(channel, (listening.get(channel) ?? 1) - 1);
        stop();
      };
    },
    settled: () => inner.settled(),
    close: () => inner.close(),
  };
}

let t: TestApp;
const bus = countingBus();
let a: { id: number; token: string };
let b: { id: number; token: string };
beforeAll(async () => {
  t = await buildTestApp({ bus });
  const [ra, rb] = [await login(t, demoAccounts[0]!.phone), await login(t, demoAccounts[1]!.phone)];
  a = { id: ra.userinfo.id, token: ra.token };
  b = { id: rb.userinfo.id, token: rb.token };
});
afterAll(() => t.close());

const refusedUpgrade = (path: string, headers: Record<string, string> = {}) => expect(t.app.injectWS(path, { headers })).rejects.toThrow(/401/);
const cookie = (token: string) => ({ cookie: `theme=dark; token=${encodeURIComponent(token)}` });

describe('the ticket, GET /api/im/userSig', () => {
  it('is the member’s own, good for 10 minutes; a visitor gets none', async () => {
    const ticket = await ticketOf(t, a.token);
    expect(ticket.userId).toBe(a.id);
    expect(ticket.expiresAt).toBe(t.clock.now().getTime() + liveTicketLifetimeMs);
    expect(ticket.userSig.length).toBeGreaterThan(20);
    expect(await get(t, '/api/im/userSig')).toMatchObject({ status: 401, msg: messages.notLoggedIn });
  });
});

describe('the upgrade', () => {
  it('opens a member’s socket with the ticket and the same member’s session cookie', async () => {
    const socket = await memberSocket(t, a.token);
    expect(socket.frames[0]).toEqual({ type: 'live.ready', memberId: a.id });
    socket.ws.close();
  });

  it('refuses before the upgrade: no cookie, another member’s cookie, a forged, expired or other-purpose ticket', async () => {
    const { userSig } = await ticketOf(t, a.token);
    const path = `/api/live?sig=${encodeURIComponent(userSig)}`;
    await refusedUpgrade(path);
    await refusedUpgrade(path, cookie(b.token));
    await refusedUpgrade(path, cookie('not-a-session'));
    const [body, signature] = userSig.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'live', u: b.id, e: Date.now() * 2 })).toString('base64url')}.${signature}`;
    await refusedUpgrade(`/api/live?sig=${forged}`, cookie(b.token));
    await refusedUpgrade(`/api/live?sig=${body}.x${signature}`, cookie(a.token));
    await refusedUpgrade('/api/live?sig=', cookie(a.token));
    await refusedUpgrade('/api/live?sig=a&sig=b', cookie(a.token));

    t.clock.advance(liveTicketLifetimeMs);
    await refusedUpgrade(path, cookie(a.token));
    // The same session with a fresh ticket opens.
    const socket = await memberSocket(t, a.token);
    socket.ws.close();
  });

  it('refuses a logged-out session', async () => {
    const other = await login(t, demoAccounts[2]!.phone);
    const { userSig } = await ticketOf(t, other.token);
    expect((await post(t, '/api/user/logout', {}, { token: other.token })).code).toBe(200);
    await refusedUpgrade(`/api/live?sig=${encodeURIComponent(userSig)}`, cookie(other.token));
  });

  it('opens a visitor’s socket without a ticket', async () => {
    const socket = await visitorSocket(t);
    expect(socket.frames[0]).toEqual({ type: 'live.ready', memberId: null });
    socket.ws.close();
  });
});

describe('what a client may send', () => {
  let socket: Listener;
  beforeAll(async () => {
    socket = await visitorSocket(t);
  });
  afterAll(() => socket.ws.close());

  it('follows the public channels only', async () => {
    socket.send({ type: 'live.subscribe', channel: 'quotes' });
    expect(await socket.next('live.subscribed')).toEqual({ type: 'live.subscribed', channel: 'quotes' });
    socket.send({ type: 'live.subscribe', channel: 'room:quotes' });
    expect(await socket.next('live.subscribed')).toEqual({ type: 'live.subscribed', channel: 'room:quotes' });
    for (const channel of [memberChannel(a.id), 'member:*', '', 'quotes ', 7]) {
      socket.send({ type: 'live.subscribe', channel });
      expect(await socket.next('live.error')).toEqual({ type: 'live.error', msg: messages.liveChannelRefused });
    }
    socket.send({ type: 'live.unsubscribe', channel: 'quotes' });
    expect(await socket.next('live.unsubscribed')).toEqual({ type: 'live.unsubscribed', channel: 'quotes' });
  });

  it('answers a malformed or unknown frame with an error frame, and stays open', async () => {
    for (const bad of ['not json', '[]', 'null', '42', '"text"', '{"type":"nope"}', '{"type":"constructor"}', '{"type":"__proto__"}', '{}']) {
      socket.send(bad);
      const error = await socket.next('live.error');
      expect([messages.liveFrameInvalid, messages.liveFrameUnknown]).toContain(error.msg);
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next('live.error')).msg).toBe(messages.liveFrameInvalid);
    // A visitor cannot send chat messages.
    socket.send({ type: 'chat.send', clientId: 'abcdefgh1', to: a.id, text: '你好' });
    expect((await socket.next('live.error')).msg).toBe(messages.liveNeedsLogin);
    socket.send({ type: 'live.subscribe', channel: 'quotes' });
    await socket.next('live.subscribed');
  });

  it('refuses frames beyond 20 a second on the app’s clock, and takes them again as time passes', async () => {
    const flood = await visitorSocket(t);
    for (let i = 0; i < 25; i++) flood.send({ type: 'live.subscribe', channel: 'quotes' });
    for (let i = 0; i < 20; i++) await flood.next('live.subscribed');
    for (let i = 0; i < 5; i++) expect((await flood.next('live.error')).msg).toBe(messages.liveTooFast);
    t.clock.advance(1000);
    flood.send({ type: 'live.subscribe', channel: 'quotes' });
    await flood.next('live.subscribed');
    // A client that keeps flooding is closed (policy violation).
    for (let i = 0; i < 80; i++) flood.send({ type: 'live.subscribe', channel: 'quotes' });
    expect(await flood.closedWith()).toBe(1008);
  });

  it('closes a socket that sends a frame over 16 KB', async () => {
    const big = await visitorSocket(t);
    big.send({ type: 'live.subscribe', channel: 'x'.repeat(17 * 1024) });
    expect(await big.closedWith()).toBe(1009);
  });
});

describe('the relay of bus events', () => {
  it('tells a member what is published on their channel, and nothing of another member’s', async () => {
    const { userSig } = await ticketOf(t, a.token);
    const before = bus.listening.get(memberChannel(a.id)) ?? 0;
    const mine = await injectListening(t, `/api/live?sig=${encodeURIComponent(userSig)}`, cookie(a.token));
    expect(bus.listening.get(memberChannel(a.id))).toBe(before + 1);
    await bus.publish(memberChannel(b.id), { type: 'watch.alert', taskId: 2 });
    await bus.publish(memberChannel(a.id), { type: 'watch.alert', taskId: 1, text: '发现匹配的报价' });
    expect(await mine.next('watch.alert')).toEqual({ type: 'watch.alert', taskId: 1, text: '发现匹配的报价' });
    expect(mine.untaken('watch.alert')).toEqual([]);
    mine.ws.close();
  });

  it('tells a follower of quotes its ticks until it stops following', async () => {
    const visitor = await injectListening(t, '/api/live');
    const before = bus.listening.get('quotes') ?? 0;
    const tick = (n: number): LiveEvent => ({ type: 'quotes.tick', productId: n, price: 1250 });
    await bus.publish('quotes', tick(1));
    visitor.send({ type: 'live.subscribe', channel: 'quotes' });
    await visitor.next('live.subscribed');
    await bus.publish('quotes', tick(2));
    expect(await visitor.next('quotes.tick')).toEqual(tick(2));
    visitor.send({ type: 'live.unsubscribe', channel: 'quotes' });
    await visitor.next('live.unsubscribed');
    expect(bus.listening.get('quotes')).toBe(before);
    await bus.publish('quotes', tick(3));
    await bus.publish('room:quotes', { type: 'marker' });
    visitor.send({ type: 'live.subscribe', channel: 'room:quotes' });
    await visitor.next('live.subscribed');
    await bus.publish('room:quotes', { type: 'marker' });
    await visitor.next('marker');
    expect(visitor.untaken('quotes.tick')).toEqual([]);
    visitor.ws.close();
  });
});

describe('over a real socket on 127.0.0.1', () => {
  it('opens with the ticket and the cookie, refuses without the cookie with 401, and relays', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
    const { userSig } = await ticketOf(t, a.token);

    const refused = new WebSocket(`${base}?sig=${encodeURIComponent(userSig)}`);
    const status = await new Promise<number>((resolve, reject) => {
      refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.on('open', () => reject(new Error('opened without the session cookie')));
      refused.on('error', () => undefined);
    });
    expect(status).toBe(401);
    refused.terminate();

    const ws = new WebSocket(`${base}?sig=${encodeURIComponent(userSig)}`, { headers: cookie(a.token) });
    const socket = listen(ws);
    expect(await socket.next('live.ready')).toEqual({ type: 'live.ready', memberId: a.id });
    socket.send({ type: 'live.subscribe', channel: 'quotes' });
    await socket.next('live.subscribed');
    socket.send('{');
    expect((await socket.next('live.error')).msg).toBe(messages.liveFrameInvalid);
    expect(bus.listening.get('quotes')).toBeGreaterThan(0);
    const [mineBefore, quotesBefore] = [bus.listening.get(memberChannel(a.id)), bus.listening.get('quotes')];
    ws.close();
    expect(await socket.closedWith()).toBe(1005);
    // A closed socket stops listening to everything it followed.
    await expect.poll(() => [bus.listening.get(memberChannel(a.id)), bus.listening.get('quotes')]).toEqual([mineBefore! - 1, quotesBefore! - 1]);
  });
});

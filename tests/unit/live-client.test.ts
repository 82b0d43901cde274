import { LiveClient, reconnectDelayMs, type LiveFrame } from '../../src/features/live/live-client';

/**
 * The browser's one live socket (src/features/live/live-client.ts) over a fake WebSocket and a fake clock: who it
 * opens for and with which ticket, reconnecting with backoff, following its channels again, frames by type, and
 * reopening when the session changes.
 */

/** A WebSocket that never touches the network: each one made is kept, and the test opens it, drops it and feeds it. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket made since the last `forget()`, oldest first. */
  static made: FakeSocket[] = [];

  static forget(): void {
    FakeSocket.made = [];
  }

  /** The newest socket made; fails the test when none was. */
  static latest(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  }

  readyState = FakeSocket.CONNECTING;
  /** The frames the client sent, parsed. */
  readonly sent: Array<{ type: string; [field: string]: unknown }> = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('sent on a socket that is not open');
    this.sent.push(JSON.parse(data) as { type: string });
  }

  /** The client closes it. */
  close(code = 1000): void {
    if (this.readyState >= FakeSocket.CLOSING) return;
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The server accepts it: open, then `live.ready` as the real socket says once the member's channel is followed. */
  accept(memberId: number | null = null): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.({} as Event);
    this.receive({ type: 'live.ready', memberId });
  }

  /** A frame from the server. */
  receive(frame: { type: string; [field: string]: unknown } | string): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }

  /** The connection is lost (the server died, the network dropped). */
  drop(code = 1006): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The frames of one type the client sent. */
  sentOf(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}

const base = 'wss://youshi.test';

function setUp() {
  let issued = 0;
  const ticket = vi.fn(async () => `sig/${++issued}+`);
  const client = new LiveClient(
    ticket,
    (url) => new FakeSocket(url) as unknown as WebSocket,
    () => base,
  );
  const frames: LiveFrame[] = [];
  for (const type of ['live.ready', 'live.closed', 'chat.message', 'watch.alert']) client.on(type, (frame) => frames.push(frame));
  return { client, ticket, frames, types: () => frames.map((frame) => frame.type) };
}

/** Lets the ticket's promise settle (the fake clock runs microtasks as it advances). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: the delays are exactly 1 s, 2 s, 4 s...
  vi.spyOn(Math, 'random').mockReturnValue(0);
  FakeSocket.forget();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('opening', () => {
  it('opens a member’s socket at once, with a fresh ticket in the URL', async () => {
    const { client, ticket } = setUp();
    client.restart(true);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([`${base}/api/live?sig=${encodeURIComponent('sig/1+')}`]);
  });

  it('opens a visitor’s socket only while a public channel is followed, and without a ticket', async () => {
    const { client, ticket } = setUp();
    client.restart(false);
    await settle();
    expect(FakeSocket.made).toHaveLength(0);

    const unfollow = client.follow('quotes');
    await settle();
    expect(ticket).not.toHaveBeenCalled();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(`${base}/api/live`);
    socket.accept();
    expect(socket.sentOf('live.subscribe')).toEqual([{ type: 'live.subscribe', channel: 'quotes' }]);

    // Nobody follows anything any more: a visitor's socket is closed, and not reopened.
    unfollow();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('drops a ticket that arrives after the session changed, and closes a still-connecting socket only once it opens', async () => {
    const { client, ticket } = setUp();
    // Logging out while the ticket is on its way: no socket is opened with it.
    client.restart(true);
    client.restart(false);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(FakeSocket.made).toHaveLength(0);

    // Logging out while the socket connects: closing it then would make the browser log an error; it closes on open.
    client.restart(true);
    await settle();
    const socket = FakeSocket.latest();
    client.restart(false);
    expect(socket.closedWith).toBeNull();
    socket.accept();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('is settled only once no socket is connecting: logging out waits for a handshake on its way (can fail)', async () => {
    const { client } = setUp();
    const settledNow = async () => {
      let settled = false;
      void client.settled().then(() => (settled = true));
      await settle();
      return settled;
    };
    expect(await settledNow()).toBe(true);

    client.restart(true);
    await settle();
    const opening = FakeSocket.latest();
    expect(await settledNow()).toBe(false);
    // The session ends meanwhile: still not settled until the handshake is over, and then the socket is closed.
    const waiting = client.settled();
    client.restart(false);
    expect(await settledNow()).toBe(false);
    opening.accept();
    await waiting;
    expect(opening.closedWith).toBe(1000);
    expect(await settledNow()).toBe(true);

    // A handshake that fails (the browser's error event) settles too.
    client.restart(true);
    await settle();
    expect(await settledNow()).toBe(false);
    FakeSocket.latest().onerror?.({} as Event);
    expect(await settledNow()).toBe(true);
  });

  it('sends only on an open socket', async () => {
    const { client } = setUp();
    client.restart(true);
    await settle();
    expect(client.send({ type: 'chat.send', clientId: 'c1234567' })).toBe(false);
    FakeSocket.latest().accept(1);
    expect(client.send({ type: 'chat.send', clientId: 'c1234567' })).toBe(true);
    expect(FakeSocket.latest().sentOf('chat.send')).toEqual([{ type: 'chat.send', clientId: 'c1234567' }]);
  });
});

describe('frames', () => {
  it('hands each frame to the listeners of its type only, ignores what is not a frame, and stops when asked', async () => {
    const { client, frames } = setUp();
    const messages: LiveFrame[] = [];
    const stop = client.on('chat.message', (frame) => messages.push(frame));
    client.restart(true);
    await settle();
    const socket = FakeSocket.latest();
    socket.accept(1);
    socket.receive({ type: 'chat.message', message: { id: 1 } });
    socket.receive({ type: 'quotes.tick', at: 1 });
    socket.receive('not json');
    socket.receive('[1,2]');
    socket.receive('{"no":"type"}');
    expect(messages).toEqual([{ type: 'chat.message', message: { id: 1 } }]);
    expect(frames.map((frame) => frame.type)).toEqual(['live.ready', 'chat.message']);

    stop();
    socket.receive({ type: 'chat.message', message: { id: 2 } });
    expect(messages).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it('tells live.closed, reconnects after 1 s, 2 s, 4 s with a fresh ticket each time, and starts again at 1 s once ready', async () => {
    const { client, ticket, types } = setUp();
    client.restart(true);
    await settle();
    FakeSocket.latest().accept(1);
    FakeSocket.latest().drop();
    expect(types()).toEqual(['live.ready', 'live.closed']);

    // Each failed attempt waits twice as long as the one before.
    for (const [attempt, delay] of [1000, 2000, 4000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.made).toHaveLength(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.made).toHaveLength(attempt + 2);
      expect(ticket).toHaveBeenCalledTimes(attempt + 2);
      expect(FakeSocket.latest().url).toContain(`sig=${encodeURIComponent(`sig/${attempt + 2}+`)}`);
      if (attempt < 2) FakeSocket.latest().drop();
    }

    // Connected again: the next drop is retried after 1 s, not 8 s.
    FakeSocket.latest().accept(1);
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.made).toHaveLength(5);
  });

  it('follows its channels again on the new socket, once each however many pages follow them', async () => {
    const { client } = setUp();
    client.restart(true);
    await settle();
    const first = FakeSocket.latest();
    first.accept(1);
    const stopQuotes = client.follow('quotes');
    client.follow('quotes');
    client.follow('room:quotes');
    expect(first.sentOf('live.subscribe').map((frame) => frame.channel)).toEqual(['quotes', 'room:quotes']);

    first.drop();
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    // Nothing is sent before the server says the socket is ready.
    expect(second.sent).toEqual([]);
    second.accept(1);
    expect(second.sentOf('live.subscribe').map((frame) => frame.channel)).toEqual(['quotes', 'room:quotes']);

    // One of the two followers of quotes leaves: still followed.
    stopQuotes();
    stopQuotes();
    expect(second.sentOf('live.unsubscribe')).toEqual([]);
  });

  it('retries with backoff when the ticket cannot be had', async () => {
    const ticket = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('sig-2');
    const client = new LiveClient(
      ticket,
      (url) => new FakeSocket(url) as unknown as WebSocket,
      () => base,
    );
    client.restart(true);
    await settle();
    expect(FakeSocket.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.latest().url).toBe(`${base}/api/live?sig=sig-2`);
  });

  it('does not reconnect once stopped', async () => {
    const { client } = setUp();
    client.restart(true);
    await settle();
    const socket = FakeSocket.latest();
    socket.accept(1);
    client.stop();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('the session changes', () => {
  it('reopens on login as the member and on logout as a visitor, closing the old socket without telling live.closed', async () => {
    const { client, ticket, types } = setUp();
    client.follow('quotes');
    client.restart(false);
    await settle();
    const visitor = FakeSocket.latest();
    expect(visitor.url).toBe(`${base}/api/live`);
    visitor.accept();

    client.restart(true);
    expect(visitor.closedWith).toBe(1000);
    await settle();
    const member = FakeSocket.latest();
    expect(member.url).toBe(`${base}/api/live?sig=${encodeURIComponent('sig/1+')}`);
    member.accept(1);
    expect(member.sentOf('live.subscribe').map((frame) => frame.channel)).toEqual(['quotes']);

    client.restart(false);
    expect(member.closedWith).toBe(1000);
    await settle();
    expect(FakeSocket.latest().url).toBe(`${base}/api/live`);
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(types()).not.toContain('live.closed');
  });

  it('logging out while a ticket is on its way opens nothing for the member who left', async () => {
    let release: (sig: string) => void = () => undefined;
    const ticket = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const client = new LiveClient(
      ticket,
      (url) => new FakeSocket(url) as unknown as WebSocket,
      () => base,
    );
    client.restart(true);
    await settle();
    client.restart(false);
    release('sig-of-the-member-who-left');
    await settle();
    expect(FakeSocket.made).toHaveLength(0);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from 1 s to at most 30 s, with up to a third more at random', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(reconnectDelayMs(0, () => 1)).toBe(1330);
    expect(reconnectDelayMs(20, () => 1)).toBe(39_900);
  });
});

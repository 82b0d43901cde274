import { livePath } from '../../api/contracts/chat-names';

/** One frame the live socket sends: a bus event (`chat.message`, `watch.alert`, `quotes.tick`...) or its own. */
export interface LiveFrame {
  type: string;
  [field: string]: unknown;
}

/** How the client opens sockets: the browser's WebSocket, or a fake in tests. */
export type SocketFactory = (url: string) => WebSocket;

/** First reconnect after 1 s, doubling to at most 30 s, each with up to a third more at random (no thundering herd). */
export const reconnectDelayMs = (attempt: number, random = Math.random) => {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base + base * 0.33 * random());
};

/**
 * The browser's one live socket (issue 27). It opens when someone needs it (a member, whose own channel is followed
 * at once, or a page that follows a public channel), reconnects with backoff when it drops, follows the channels again
 * after each reconnect, and hands each frame to the listeners of its type. `ticket` gives a fresh userSig for a
 * member, or null for a visitor; `restart` is called when the session changes (login, logout).
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<(frame: LiveFrame) => void>>();
  private readonly channels = new Map<string, number>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private member = false;
  private stopped = true;
  /** Settles once the newest socket has stopped connecting (opened or failed): see `settled`. */
  private opening: Promise<void> = Promise.resolve();

  constructor(
    private readonly ticket: () => Promise<string | null>,
    private readonly open: SocketFactory,
    private readonly baseUrl: () => string,
  ) {}

  /** (Re)starts for a session: a member's socket at once, a visitor's only while a channel is followed. */
  restart(member: boolean): void {
    this.member = member;
    this.stopped = false;
    this.attempt = 0;
    this.close();
    if (this.wanted()) void this.connect();
  }

  /** Closes for good (the app unmounts). */
  stop(): void {
    this.stopped = true;
    this.close();
  }

  /** Calls `listener` with every frame of `type` until the returned function is called. */
  on(type: string, listener: (frame: LiveFrame) => void): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
    return () => void set.delete(listener);
  }

  /** Follows a public channel until the returned function is called (counted: two pages may follow the same one). */
  follow(channel: string): () => void {
    const count = (this.channels.get(channel) ?? 0) + 1;
    this.channels.set(channel, count);
    if (count === 1) {
      if (this.isOpen()) this.write({ type: 'live.subscribe', channel });
      else if (!this.socket && !this.stopped) void this.connect();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.channels.get(channel) ?? 1) - 1;
      if (left > 0) return void this.channels.set(channel, left);
      this.channels.delete(channel);
      if (this.isOpen()) this.write({ type: 'live.unsubscribe', channel });
      if (!this.wanted()) this.close();
    };
  }

  /** Sends a frame when the socket is open; false when it is not (the caller says so, or retries later). */
  send(frame: LiveFrame): boolean {
    if (!this.isOpen()) return false;
    this.write(frame);
    return true;
  }

  /**
   * Resolves once no socket is connecting. Logging out waits for it: a handshake still on its way when the session ends
   * would reach the server after the logout and be refused with 401, which the browser logs as an error.
   */
  settled(): Promise<void> {
    return this.opening;
  }

  isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === 1;
  }

  private wanted(): boolean {
    return !this.stopped && (this.member || this.channels.size > 0);
  }

  private write(frame: LiveFrame): void {
    this.socket!.send(JSON.stringify(frame));
  }

  private close(): void {
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    // Closing a socket still connecting makes the browser log an error; it is closed the moment it opens instead.
    if (socket.readyState === 0) {
      const opened = socket.onopen;
      socket.onopen = (event) => {
        socket.close(1000);
        opened?.call(socket, event);
      };
    } else if (socket.readyState === 1) socket.close(1000);
  }

  private emit(frame: LiveFrame): void {
    for (const listener of [...(this.listeners.get(frame.type) ?? [])]) listener(frame);
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let sig: string | null = null;
    if (this.member) {
      try {
        sig = await this.ticket();
      } catch {
        if (generation === this.generation) this.retry();
        return;
      }
    }
    if (generation !== this.generation || !this.wanted()) return;
    const url = `${this.baseUrl()}${livePath}${sig ? `?sig=${encodeURIComponent(sig)}` : ''}`;
    const socket = this.open(url);
    this.socket = socket;
    let connected = () => {};
    this.opening = new Promise<void>((resolve) => (connected = resolve));
    socket.onopen = connected;
    socket.onerror = connected;
    socket.onmessage = (event: MessageEvent) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!frame || typeof frame !== 'object' || typeof (frame as LiveFrame).type !== 'string') return;
      if ((frame as LiveFrame).type === 'live.ready') {
        this.attempt = 0;
        for (const channel of this.channels.keys()) this.write({ type: 'live.subscribe', channel });
      }
      this.emit(frame as LiveFrame);
    };
    socket.onclose = () => {
      connected();
      if (this.socket !== socket) return;
      this.socket = null;
      this.emit({ type: 'live.closed' });
      if (this.wanted()) this.retry();
    };
  }

  private retry(): void {
    if (this.timer || this.stopped) return;
    const delay = reconnectDelayMs(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.wanted() && !this.socket) void this.connect();
    }, delay);
  }
}

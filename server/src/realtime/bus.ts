import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What one instance tells the members connected to any instance (issue 27): a chat message, a watch alert, a quotes
 * tick. A channel is `member:{id}` (everything for one member, on whichever instance holds their socket), `quotes`
 * (the day's prices) or `room:quotes` (the quotes room's chat). Messages are JSON objects with a `type` (`domain.verb`,
 * docs/architecture.md) that the socket passes on as they are.
 *
 * The bus is for telling, not for keeping: what must survive (a message, an alert) is written to the database first,
 * and a client that was away catches up by reading from its last id. So a message the bus drops costs latency, never
 * data.
 */
export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

export interface Bus {
  /** Tells every subscriber of the channel on every instance (this one included). */
  publish(channel: string, event: LiveEvent): Promise<void>;
  /** Listens on one channel; the returned function stops listening. */
  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void;
  /** Resolves once every subscription asked for so far is in effect (Redis confirms a SUBSCRIBE a moment later). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export const memberChannel = (memberId: number) => `member:${memberId}`;

/** One instance alone: an in-process emitter. */
export class MemoryBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(channel: string, event: LiveEvent): Promise<void> {
    // After the caller's turn, as Redis would deliver it: a publisher never runs its listeners inside its own call.
    queueMicrotask(() => this.emitter.emit(channel, event));
    return Promise.resolve();
  }

  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(channel, listener);
    return () => void this.emitter.off(channel, listener);
  }

  settled(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Several instances (REDIS_URL): Redis pub/sub. One connection publishes, one subscribes; a channel is subscribed in
 * Redis while at least one local listener wants it, and what arrives is handed to the local listeners.
 */
export class RedisBus implements Bus {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly counts = new Map<string, number>();
  private pending: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(prefix)) return;
      try {
        this.local.emit(channel.slice(prefix.length), JSON.parse(text) as LiveEvent);
      } catch {
        // Not ours (another program on the same Redis): ignored.
      }
    });
  }

  /** `prefix` keeps this deployment's channels apart from anything else on the same Redis (and tests from each other). */
  static async open(url: string, prefix = 'youshi:live:'): Promise<RedisBus> {
    const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return new RedisBus(publisher, subscriber, prefix);
  }

  async publish(channel: string, event: LiveEvent): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(event));
  }

  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void {
    this.local.on(channel, listener);
    const count = (this.counts.get(channel) ?? 0) + 1;
    this.counts.set(channel, count);
    if (count === 1) this.pending = Promise.all([this.pending, this.subscriber.subscribe(this.prefix + channel).catch(() => undefined)]);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.local.off(channel, listener);
      const left = (this.counts.get(channel) ?? 1) - 1;
      if (left > 0) return void this.counts.set(channel, left);
      this.counts.delete(channel);
      void this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
    };
  }

  async settled(): Promise<void> {
    await this.pending;
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

/** One event for one channel, decided inside a transaction and told once it has committed. */
export interface LivePush {
  channel: string;
  event: LiveEvent;
}

/** Tells what a committed transaction decided; the default for callers with no one to tell (the seed). */
export type Tell = (pushes: LivePush[]) => Promise<void>;

export const tellNobody: Tell = () => Promise.resolve();

/** Tells through the bus; a push that fails is only late (the database holds what it said), never an error of the call. */
export const tellOn =
  (bus: Bus): Tell =>
  async (pushes) => {
    await Promise.allSettled(pushes.map((push) => bus.publish(push.channel, push.event)));
  };

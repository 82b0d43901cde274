import { Redis } from 'ioredis';
import { defaultKeyPrefix, runningTryTtlMs, type LimitStore, type TryEnd, type TryOutcome, type TryStart } from './limit-store';

/**
 * Starts a try: refused while counted + running tries reach `max` (and then says whether running tries may still free
 * a slot), otherwise one more running try, which expires by itself should its process die. A Lua script runs
 * atomically in Redis, so tries started from any number of server instances are serialised here.
 * KEYS: counted, running. ARGV: max, running-try TTL. Returns {allowed, counted, running, pttl of counted}.
 */
const beginScript = `
local counted = tonumber(redis.call('GET', KEYS[1]) or '0')
local running = tonumber(redis.call('GET', KEYS[2]) or '0')
if counted + running >= tonumber(ARGV[1]) then
  return {0, counted, running, redis.call('PTTL', KEYS[1])}
end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return {1, counted, running + 1, redis.call('PTTL', KEYS[1])}
`;

/**
 * Ends a try in one step: one running try fewer (never below none), then `count` (INCR; a window from the first
 * counted try, started again at the max-th), `forgive` (the count goes) or `drop` (nothing more).
 * KEYS: counted, running. ARGV: outcome, max, windowMs. Returns {counted now, pttl of counted}.
 */
const endScript = `
local running = tonumber(redis.call('GET', KEYS[2]) or '0')
if running <= 1 then
  redis.call('DEL', KEYS[2])
else
  redis.call('DECR', KEYS[2])
end
if ARGV[1] == 'forgive' then
  redis.call('DEL', KEYS[1])
elseif ARGV[1] == 'count' then
  local n = redis.call('INCR', KEYS[1])
  if n == 1 or n == tonumber(ARGV[2]) or redis.call('PTTL', KEYS[1]) < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
  end
end
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}
`;

/**
 * The limit store shared by every server instance (docs/adr/0016): Lua scripts for the tries, GETDEL and SET NX PX
 * for the one-time tokens (Redis 6.2 or later). A key's counted and running tries are two Redis keys in one hash slot
 * (`{key}`), so the scripts also run on a Redis Cluster. Windows and lifetimes run on Redis's clock, not the
 * injected Clock: tests that move a fake clock use the in-process store or a fresh key prefix.
 *
 * A command that cannot reach Redis fails after one retry and the request answers 500: a limit that cannot be
 * counted refuses rather than lets the attempt through.
 */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string = defaultKeyPrefix,
  ) {}

  async begin(key: string, max: number, _windowMs: number): Promise<TryStart> {
    const [allowed, counted, running, pttl] = (await this.redis.eval(beginScript, 2, this.counted(key), this.running(key), max, runningTryTtlMs)) as number[];
    const settling = allowed !== 1 && counted! < max && running! > 0;
    const retryAfterMs = Math.max(0, pttl!);
    return {
      allowed: allowed === 1,
      settling,
      counted: counted!,
      retryAfterMs,
      retryAt: Date.now() + retryAfterMs,
    };
  }

  async end(key: string, outcome: TryOutcome, max: number, windowMs: number): Promise<TryEnd> {
    const [counted, pttl] = (await this.redis.eval(endScript, 2, this.counted(key), this.running(key), outcome, max, Math.ceil(windowMs))) as number[];
    // Redis's windows run on its own clock; the time it names is this process's now plus what Redis says is left.
    return { counted: counted!, retryAt: Date.now() + Math.max(0, pttl!) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.counted(key));
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.counted(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.counted(key));
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.counted(key), '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  /** The Redis key of `key`'s count or value; `{…}` keeps it in one cluster slot with its running tries. */
  private counted(key: string): string {
    return `${this.prefix}{${key}}`;
  }

  private running(key: string): string {
    return `${this.prefix}{${key}}:running`;
  }
}

export interface RedisStoreOptions {
  prefix?: string;
  /** Connection trouble (Redis restarting, network): logged; the commands meanwhile fail and their requests answer 500. */
  onError?: (error: Error) => void;
}

/** Connects to `url` (redis://…) and checks it answers, so a wrong REDIS_URL stops the server at start. */
export async function openRedisLimitStore(url: string, options: RedisStoreOptions = {}): Promise<RedisLimitStore> {
  const onError = options.onError ?? ((error: Error) => console.error(`[limit store] Redis: ${error.message}`));
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    onError(error);
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = lastError ?? (error instanceof Error ? error : new Error(String(error)));
    throw new Error(`REDIS_URL: cannot reach Redis (${reason.message})`);
  }
  return new RedisLimitStore(redis, options.prefix ?? defaultKeyPrefix);
}

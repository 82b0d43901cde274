import { Redis } from 'ioredis';
import { openRedisLimitStore, type RedisLimitStore } from '../../server/src/domain/limits/redis-limit-store';
import { limitStoreContract } from './limit-store-contract';
import { sharedRedisStores, testRedisUrl } from './redis-test-store';

/**
 * The Redis store against a real Redis (TEST_REDIS_URL): the same contract as the in-process store, with its calls
 * spread over three connections, as three server instances would send them.
 */
let stores: RedisLimitStore[] = [];
let prefix = '';
let cleanUp: () => Promise<void> = async () => {};
let next = 0;
beforeAll(async () => {
  ({ stores, prefix, cleanUp } = await sharedRedisStores(3));
});
afterAll(() => cleanUp());

limitStoreContract('Redis store over 3 connections', () => stores[next++ % stores.length]!);

describe('Redis store: keys and expiry', () => {
  it('writes under its prefix and gives every count, running try and token an expiry', async () => {
    const [store] = stores;
    await store!.begin('expiry:count', 5, 60_000);
    await store!.end('expiry:count', 'count', 5, 60_000);
    await store!.begin('expiry:running', 5, 60_000);
    await store!.put('expiry:value', 'x', 60_000);
    await store!.claim('expiry:claim', 60_000);
    const redis = new Redis(testRedisUrl());
    try {
      const keys = ['{expiry:count}', '{expiry:running}:running', '{expiry:value}', '{expiry:claim}'];
      for (const key of keys) {
        const ttl = await redis.pttl(prefix + key);
        expect(ttl, key).toBeGreaterThan(0);
        expect(ttl, key).toBeLessThanOrEqual(60_000);
      }
      expect(await redis.exists('{expiry:count}')).toBe(0);
    } finally {
      await redis.quit();
    }
  });

  it('refuses to open on an address where no Redis answers', async () => {
    const errors: Error[] = [];
    await expect(openRedisLimitStore('redis://127.0.0.1:1', { onError: (e) => errors.push(e) })).rejects.toThrow(/REDIS_URL: cannot reach Redis \(connect ECONNREFUSED/);
    expect(errors.length).toBeGreaterThan(0);
  });
});

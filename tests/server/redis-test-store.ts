import { Redis } from 'ioredis';
import { randomToken } from '../../server/src/domain/secrets';
import { openRedisLimitStore, type RedisLimitStore } from '../../server/src/domain/limits/redis-limit-store';

/** The Redis of the run (TEST_REDIS_URL); the *.redis.test.ts files are only included when it is set (vite.config.ts). */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('*.redis.test.ts needs TEST_REDIS_URL (vite.config.ts includes these files only then)');
  return url;
}

/** A key prefix of this test's own, so tests sharing the Redis never see each other's counts. */
export const testPrefix = () => `youshi-test:${randomToken().slice(0, 12)}:`;

/** Opens `count` stores on their own connections, sharing one fresh prefix: what several server instances do. */
export async function sharedRedisStores(count: number, prefix = testPrefix()): Promise<{ stores: RedisLimitStore[]; prefix: string; cleanUp(): Promise<void> }> {
  const stores = await Promise.all(Array.from({ length: count }, () => openRedisLimitStore(testRedisUrl(), { prefix })));
  return {
    stores,
    prefix,
    cleanUp: async () => {
      await Promise.all(stores.map((s) => s.close()));
      await deleteKeys(prefix);
    },
  };
}

/** Removes every key under `prefix` (a test's leftovers). */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl());
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

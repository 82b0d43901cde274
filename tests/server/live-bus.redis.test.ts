import { afterEach, describe, expect, it } from 'vitest';
import { RedisBus, type LiveEvent } from '../../server/src/realtime/bus';
import { testPrefix, testRedisUrl } from './redis-test-store';

/** Resolves with the next event of one channel, or fails after `ms` (never a fixed wait). */
function nextEvent(bus: RedisBus, channel: string, ms = 5_000): Promise<LiveEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event on ${channel} within ${ms} ms`)), ms);
    const stop = bus.subscribe(channel, (event) => {
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

describe('the live bus over Redis (several instances)', () => {
  const opened: RedisBus[] = [];
  const open = async (prefix: string) => {
    const bus = await RedisBus.open(testRedisUrl(), prefix);
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('tells a subscriber on another instance, and only those of its own prefix', async () => {
    const prefix = testPrefix();
    const [one, two, stranger] = [await open(prefix), await open(prefix), await open(testPrefix())];
    const arrived = nextEvent(two, 'member:7');
    let strangerHeard = 0;
    stranger.subscribe('member:7', () => void (strangerHeard += 1));
    await Promise.all([two.settled(), stranger.settled()]);
    await one.publish('member:7', { type: 'chat.message', text: '你好' });
    expect(await arrived).toEqual({ type: 'chat.message', text: '你好' });
    // The stranger's prefix is another deployment: a second event on our prefix proves the first had time to reach it.
    const second = nextEvent(two, 'member:7');
    await one.publish('member:7', { type: 'chat.message', text: '再见' });
    await second;
    expect(strangerHeard).toBe(0);
  });

  it('stops telling a listener that stopped, and keeps the channel for the others', async () => {
    const prefix = testPrefix();
    const [one, two] = [await open(prefix), await open(prefix)];
    const heard: string[] = [];
    const stopFirst = two.subscribe('quotes', (event) => heard.push(`first:${String(event.type)}`));
    two.subscribe('quotes', (event) => heard.push(`second:${String(event.type)}`));
    await two.settled();
    stopFirst();
    const arrived = nextEvent(two, 'quotes');
    await two.settled();
    await one.publish('quotes', { type: 'quotes.tick' });
    await arrived;
    expect(heard).toEqual(['second:quotes.tick']);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryBus, tellOn, type LiveEvent } from '../../server/src/realtime/bus';

describe('the live bus in one process', () => {
  it('tells every listener of the channel after the publisher’s turn, and none after it stopped', async () => {
    const bus = new MemoryBus();
    const heard: LiveEvent[] = [];
    const stop = bus.subscribe('member:1', (event) => heard.push(event));
    bus.subscribe('member:2', () => heard.push({ type: 'wrong.channel' }));
    const published = bus.publish('member:1', { type: 'watch.alert', taskId: 3 });
    expect(heard).toEqual([]); // never inside the publisher's own call
    await published;
    await Promise.resolve();
    expect(heard).toEqual([{ type: 'watch.alert', taskId: 3 }]);
    stop();
    await bus.publish('member:1', { type: 'watch.alert', taskId: 4 });
    await Promise.resolve();
    expect(heard).toHaveLength(1);
  });

  it('tells what a committed transaction decided, and a failing publish makes nothing fail', async () => {
    const bus = new MemoryBus();
    const heard: LiveEvent[] = [];
    bus.subscribe('quotes', (event) => heard.push(event));
    const failing = { ...bus, publish: () => Promise.reject(new Error('Redis away')) } as unknown as MemoryBus;
    await expect(tellOn(failing)([{ channel: 'quotes', event: { type: 'quotes.tick' } }])).resolves.toBeUndefined();
    await tellOn(bus)([{ channel: 'quotes', event: { type: 'quotes.tick' } }]);
    await Promise.resolve();
    expect(heard).toEqual([{ type: 'quotes.tick' }]);
  });
});

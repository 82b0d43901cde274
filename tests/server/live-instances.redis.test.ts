import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import { openPostgres } from '../../server/src/db/database';
import { MemoryBus, RedisBus, type Bus } from '../../server/src/realtime/bus';
import { createTempDatabase } from '../temp-postgres';
import { buildTestApp, get, post, type TestApp } from './helpers';
import { memberSocket, type Listener } from './live-socket-helpers';
import { testPrefix, testRedisUrl } from './redis-test-store';
import { productId, publish, trader, type Trader } from './trade-helpers';

/**
 * Two server instances on ONE PostgreSQL database, each with its own live bus: members connected to different
 * instances still talk and are told (issue 27). With Redis buses sharing a prefix, a chat message sent on instance A
 * reaches its recipient's socket on instance B. The control gives each instance a bus of its own memory, and the same
 * message is stored (the database is shared) but never pushed across: the test can tell one from the other. The same
 * for a watch alert: a match decided in the transaction that publishes an offer on A is told to the watcher on B.
 */
interface Pair {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

async function twoInstances(busFor: () => Promise<Bus>): Promise<Pair> {
  // A copy of the run's seeded template database (as freshDatabase makes one), opened by both instances.
  const temp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'youshi_live', inject('postgresTemplates').seeded);
  const buses = [await busFor(), await busFor()];
  const [a, b] = await Promise.all(buses.map(async (bus) => buildTestApp({ database: await openPostgres(temp.url), bus })));
  return {
    a: a!,
    b: b!,
    close: async () => {
      await Promise.all([a!.close(), b!.close()]);
      await Promise.all(buses.map((bus) => bus.close()));
      await temp.drop();
    },
  };
}

const clientId = () => `c${Math.random().toString(36).slice(2, 14)}`;

/** A chat message from `from` (on its instance's socket) to `to`: acknowledged once stored. */
async function chat(from: Listener, to: Trader, text: string) {
  const id = clientId();
  from.send({ type: 'chat.send', clientId: id, to: to.id, text });
  const ack = await from.next<{ type: 'chat.ack'; message: { id: number } }>((f) => f.type === 'chat.ack' && f.clientId === id);
  return ack.message.id;
}

function crossing(label: string, busFor: () => Promise<Bus>, crosses: boolean) {
  describe(label, () => {
    let pair: Pair;
    let sender: Trader;
    let recipient: Trader;
    beforeAll(async () => {
      pair = await twoInstances(busFor);
      sender = await trader(pair.a, '老周邮票');
      recipient = await trader(pair.b, '金陵藏家');
    });
    afterAll(() => pair?.close());

    it(crosses ? 'a chat message sent on one instance reaches the recipient on the other' : 'the message is stored but not pushed across', async () => {
      const onA = await memberSocket(pair.a, sender.token);
      const onB = await memberSocket(pair.b, recipient.token);
      const stored = await chat(onA, recipient, '两台服务器之间的消息');
      if (crosses) {
        const pushed = await onB.next<{ type: 'chat.message'; message: { id: number; text: string } }>('chat.message');
        expect(pushed.message).toMatchObject({ id: stored, text: '两台服务器之间的消息' });
      } else {
        // The sender's own socket hears its message on its own bus (same instance): proof the push happened there.
        await onA.next('chat.message');
        expect(onB.untaken('chat.message')).toEqual([]);
      }
      // Either way the database holds it: the recipient catches up from its last id, on its own instance.
      onB.send({ type: 'chat.since', lastId: stored - 1 });
      const missed = await onB.next<{ type: 'chat.missed'; messages: Array<{ id: number }> }>('chat.missed');
      expect(missed.messages.map((m) => m.id)).toContain(stored);
      onA.ws.close();
      onB.ws.close();
    });

    it(crosses ? 'a watch alert decided on one instance reaches the watcher on the other' : 'the match is kept but the alert not pushed across', async () => {
      const watcher = await trader(pair.b, '华夏邮社', { payPassword: false }); // level 4
      const t46 = await productId(pair.a, 'T46', '单枚');
      const endDate = new Date(pair.b.clock.now().getTime() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
      const added = await post<{ task: { id: number } }>(
        pair.b,
        '/api/orderWatching/add',
        { productId: t46, side: 'buy', price: 200_000, quantity: 1, grade: '全品', tradeWay: 'online', deliveryMethod: 'express', endDate },
        { token: watcher.token },
      );
      expect(added.msg).toBe(messages.watchAdded);
      const onB = await memberSocket(pair.b, watcher.token);
      // 金陵藏家 publishes a matching offer through instance A.
      await publish(pair.a, await trader(pair.a, '金陵藏家', { payPassword: false }), { publishType: 1, price: 150_000, quantity: 1, productId: t46, grade: '全品' });
      // Either way the database holds the match, read on the watcher's instance.
      const detail = await get<{ task: { stage: string } }>(pair.b, `/api/orderWatching/details/${added.data.task.id}`, { token: watcher.token });
      expect(detail.data.task.stage).toBe('matched');
      if (crosses) {
        const alert = await onB.next<{ type: 'watch.alert'; taskId: number; price: number }>('watch.alert');
        expect(alert).toMatchObject({ taskId: added.data.task.id, price: 150_000 });
      } else {
        // A's own bus told nobody on B; by the time B has answered the read above, a push through Redis would be here.
        expect(onB.untaken('watch.alert')).toEqual([]);
      }
      onB.ws.close();
    });
  });
}

const prefix = testPrefix();
crossing('two instances sharing Redis pub/sub', () => RedisBus.open(testRedisUrl(), prefix), true);
crossing('control: two instances each with a bus of its own memory', () => Promise.resolve(new MemoryBus()), false);

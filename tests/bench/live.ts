import { WebSocket } from 'ws';
import { benchBuyerPhones } from './bench-members';
import { call, loginAs } from './api-call';
import type { BenchServer } from './server';

/**
 * The live socket's figures (issue 27), against the app on one instance: how many sockets it holds (visitors
 * following the quotes, opened 200 at a time), what each costs in the app's memory, how long a quotes tick takes to
 * reach all of them (published in the app's process with its time, read on arrival: one machine, one clock), and
 * how long a chat message takes from send to the recipient's socket while the sockets are held and ticks go out.
 */
export interface LiveFigures {
  /** Sockets asked for, and those open and following the quotes when the ticks had gone out. */
  asked: number;
  held: number;
  /** The app's JS heap growth per held socket (after a GC), bytes; its RSS with the sockets held (RSS does not shrink
   * predictably after a GC, so a per-socket difference of it would be noise). */
  heapPerSocket: number;
  rssHeld: number;
  tickP50Ms: number;
  tickP99Ms: number;
  /** Until the last socket had a tick, median over the ticks. */
  tickLastMs: number;
  ticks: number;
  chatP50Ms: number;
  chatP99Ms: number;
  chatMessages: number;
}

const batch = 200;
const tickCount = 20;
// One chat message per sender per tick: 20 in 5 s, under the chat's own limit (30 a minute per member).
const tickGapMs = 250;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

type Frame = { type: string; [field: string]: unknown };

/** Opens a socket and resolves once the frame `until` arrived (after `afterOpen` was sent), or fails after 30 s. */
function openSocket(url: string, headers: Record<string, string>, onFrame: (frame: Frame) => void, until: string, afterOpen?: object): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const timer = setTimeout(() => reject(new Error(`no ${until} within 30 s`)), 30_000);
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'live.ready' && afterOpen) ws.send(JSON.stringify(afterOpen));
      if (frame.type === until) {
        clearTimeout(timer);
        resolve(ws);
      }
      onFrame(frame);
    });
  });
}

/** Polls `done` every 20 ms until it holds or `ms` passed. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

async function memberSocket(server: BenchServer, phone: string, onFrame: (frame: Frame) => void): Promise<{ id: number; ws: WebSocket }> {
  const token = await loginAs(server.base, phone);
  const ticket = await call<{ userId: number; userSig: string }>(server.base, token, '/api/im/userSig');
  const url = `${server.base.replace('http', 'ws')}/api/live?sig=${encodeURIComponent(ticket.userSig)}`;
  return { id: ticket.userId, ws: await openSocket(url, { cookie: `token=${encodeURIComponent(token)}` }, onFrame, 'live.ready') };
}

export async function measureLive(server: BenchServer, sockets: number, progress: (step: string) => void): Promise<LiveFigures> {
  const before = await server.memory();
  const latencies: number[][] = Array.from({ length: tickCount }, () => []);
  const onVisitorFrame = (frame: Frame) => {
    if (frame.type === 'quotes.tick' && typeof frame.bench === 'number') latencies[frame.bench]!.push(Date.now() - (frame.sentAt as number));
  };
  const url = `${server.base.replace('http', 'ws')}/api/live`;
  const open: WebSocket[] = [];
  progress(`live: opening ${sockets} visitor sockets, ${batch} at a time`);
  for (let i = 0; i < sockets; i += batch) {
    const opened = await Promise.allSettled(
      Array.from({ length: Math.min(batch, sockets - i) }, () => openSocket(url, {}, onVisitorFrame, 'live.subscribed', { type: 'live.subscribe', channel: 'quotes' })),
    );
    for (const o of opened) if (o.status === 'fulfilled') open.push(o.value);
  }
  const held = await server.memory();

  progress('live: chat senders and recipients');
  const chatLatencies: number[] = [];
  const sentAt = new Map<string, number>();
  const onMemberFrame = (frame: Frame) => {
    const message = frame.message as { text?: string } | undefined;
    const at = frame.type === 'chat.message' && message?.text ? sentAt.get(message.text) : undefined;
    if (at !== undefined) {
      chatLatencies.push(Date.now() - at);
      sentAt.delete(message!.text!);
    }
  };
  // Senders: the bench's four buyers; recipients: four demo members, each talking to one sender.
  const senders = await Promise.all(benchBuyerPhones.map((phone) => memberSocket(server, phone, () => {})));
  const recipients = await Promise.all(['13800000001', '13800000002', '13800000004', '13800000005'].map((phone) => memberSocket(server, phone, onMemberFrame)));

  progress(`live: ${tickCount} quotes ticks to ${open.length} sockets, and ${senders.length * tickCount} chat messages meanwhile`);
  const run = Math.random().toString(36).slice(2, 8);
  for (let tick = 0; tick < tickCount; tick += 1) {
    await server.publish('quotes', { type: 'quotes.tick', quotes: [], bench: tick, sentAt: Date.now() });
    for (const [i, sender] of senders.entries()) {
      const text = `bench ${run} ${tick}-${i}`;
      sentAt.set(text, Date.now());
      sender.ws.send(JSON.stringify({ type: 'chat.send', clientId: `bench${run}x${tick}x${i}`, to: recipients[i]!.id, text }));
    }
    await new Promise((r) => setTimeout(r, tickGapMs));
  }
  await until(() => latencies.every((l) => l.length >= open.length) && sentAt.size === 0, 10_000);
  const stillOpen = open.filter((ws) => ws.readyState === WebSocket.OPEN).length;

  for (const ws of [...open, ...senders.map((s) => s.ws), ...recipients.map((r) => r.ws)]) ws.terminate();
  const all = latencies.flat();
  return {
    asked: sockets,
    held: Math.min(stillOpen, ...latencies.map((l) => l.length)),
    rssHeld: held.rss,
    heapPerSocket: (held.heapUsed - before.heapUsed) / Math.max(1, open.length),
    tickP50Ms: percentile(all, 50),
    tickP99Ms: percentile(all, 99),
    tickLastMs: percentile(latencies.map((l) => Math.max(...l)), 50),
    ticks: tickCount,
    chatP50Ms: percentile(chatLatencies, 50),
    chatP99Ms: percentile(chatLatencies, 99),
    chatMessages: chatLatencies.length,
  };
}

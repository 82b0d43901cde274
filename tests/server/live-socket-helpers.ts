import '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { LiveTicket } from '../../src/api/contracts/chat';
import { get, type TestApp } from './helpers';

/** One frame as the socket sent it (a bus event or one of the socket's own frames). */
export type Frame = { type: string; [field: string]: unknown };

/** How long a test waits for a frame before it fails (polling, never a fixed wait). */
const frameTimeoutMs = 5_000;
const pollMs = 5;

/**
 * The frames a client socket receives, kept in order, and a way to wait for the next one that matches: each frame is
 * taken once, so two waits for the same type get two frames.
 */
export function listen(ws: WebSocket) {
  const frames: Frame[] = [];
  const taken = new Set<number>();
  let closed: { code: number } | null = null;
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  ws.on('close', (code) => {
    closed = { code };
  });
  const find = (match: (frame: Frame) => boolean) => frames.findIndex((frame, i) => !taken.has(i) && match(frame));
  return {
    frames,
    ws,
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    /** The next frame not yet taken that matches (a type, or a predicate). */
    async next<F extends Frame = Frame>(match: string | ((frame: Frame) => boolean)): Promise<F> {
      const test = typeof match === 'string' ? (frame: Frame) => frame.type === match : match;
      const deadline = Date.now() + frameTimeoutMs;
      for (;;) {
        const i = find(test);
        if (i >= 0) {
          taken.add(i);
          return frames[i] as F;
        }
        if (Date.now() > deadline) throw new Error(`no frame ${String(match)} within ${frameTimeoutMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    /** Frames not yet taken of a type. */
    untaken: (type: string) => frames.filter((frame, i) => !taken.has(i) && frame.type === type),
    /** Resolves with the close code once the socket has closed. */
    async closedWith(): Promise<number> {
      const deadline = Date.now() + frameTimeoutMs;
      while (!closed) {
        if (Date.now() > deadline) throw new Error('the socket did not close');
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return (closed as { code: number }).code;
    },
  };
}
export type Listener = ReturnType<typeof listen>;

export async function ticketOf(t: TestApp, token: string): Promise<LiveTicket> {
  const reply = await get<LiveTicket>(t, '/api/im/userSig', { token });
  if (reply.code !== 200) throw new Error(`userSig: ${reply.msg}`);
  return reply.data;
}

/** A member's socket through app.injectWS: a fresh ticket and the session cookie, open once `live.ready` arrived. */
export async function memberSocket(t: TestApp, token: string): Promise<Listener> {
  const { userSig } = await ticketOf(t, token);
  return injectListening(t, `/api/live?sig=${encodeURIComponent(userSig)}`, { cookie: `token=${encodeURIComponent(token)}` });
}

/** app.injectWS with the frames listened to from before the socket opens (none is missed), open once `live.ready` arrived. */
export async function injectListening(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Listener> {
  let socket: Listener | undefined;
  await t.app.injectWS(path, { headers }, { onInit: (ws) => void (socket = listen(ws)) });
  await socket!.next('live.ready');
  return socket!;
}

/** A visitor's socket (no ticket), open once `live.ready` arrived. */
export async function visitorSocket(t: TestApp): Promise<Listener> {
  return injectListening(t, '/api/live');
}

import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ZodError } from 'zod';
import { allMessages, type AnyMessageKey } from '../../../src/api/contracts/all-messages';
import { liveSubscribeRequest, type LiveServerFrame, type LiveTicket } from '../../../src/api/contracts/chat';
import { livePath } from '../../../src/api/contracts/chat-names';
import { ApiCode } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import type { Clock } from '../domain/clock';
import { readSignedPayload, signPayload } from '../domain/secrets';
import { resolveSession, type Member } from '../domain/sessions';
import { ApiError } from '../http/api-error';
import { sendFailure } from '../http/envelope';
import { tokenOf } from '../http/member';
import { memberChannel, type LiveEvent } from './bus';

/*
 * The live socket (issue 27): one WebSocket per browser tab at /api/live. A member opens it with a ticket from
 * GET /api/im/userSig (`?sig=`) and the session cookie, both checked before the upgrade; the socket then hears every
 * event published on the member's own channel (`member:{id}`: chat messages, watch alerts). Anyone, visitors too, may
 * follow the public channels (`quotes`, `room:quotes`) with `live.subscribe`. Events are relayed as the bus carries
 * them; the socket's own frames are in src/api/contracts/chat.ts (LiveServerFrame).
 *
 * What a client may send is bounded: a frame of at most 16 KB (larger closes the socket, 1009), at most 20 frames a
 * second on average (a burst of 20; more are answered with an error frame, and a client that keeps flooding is
 * closed, 1008), and a frame that is not JSON with a known `type` gets an error frame, never a crash. A ping every
 * 25 s finds dead sockets: one that did not answer the last ping is dropped. A socket that reads too slowly (over 1 MB
 * waiting) is dropped rather than let the server's memory grow.
 */

/** How long a ticket opens sockets. */
export const liveTicketLifetimeMs = 10 * 60_000;

const ticketPurpose = 'live';

/** GET /api/im/userSig: the member's id and when the ticket ends, signed with the server's secret. */
export function issueLiveTicket(secret: string, clock: Clock, memberId: number): LiveTicket {
  const expiresAt = clock().getTime() + liveTicketLifetimeMs;
  return { userId: memberId, userSig: signPayload(secret, { p: ticketPurpose, u: memberId, e: expiresAt }), expiresAt };
}

/** The member a ticket was issued to, or null when it is not ours, is for something else, or has expired. */
export function readLiveTicket(secret: string, clock: Clock, sig: string): number | null {
  if (sig.length > 500) return null;
  const payload = readSignedPayload(secret, sig);
  if (!payload || payload.p !== ticketPurpose) return null;
  const { u: memberId, e: expiresAt } = payload;
  if (typeof memberId !== 'number' || !Number.isInteger(memberId) || typeof expiresAt !== 'number') return null;
  return expiresAt > clock().getTime() ? memberId : null;
}

/** One open socket as a frame handler sees it. */
export interface LiveConnection {
  /** The member (null: a visitor, who may only follow public channels). */
  readonly member: Member | null;
  send(frame: LiveEvent | LiveServerFrame): void;
}

/**
 * Answers one kind of client frame (`chat.send`...): `frame` is the parsed JSON object with its `type`; the handler
 * checks the rest with its own contract. A thrown ApiError or ZodError is answered with an error frame.
 */
export type LiveFrameHandler = (connection: LiveConnection, frame: Record<string, unknown>) => Promise<void> | void;

export interface LiveSocketOptions {
  /** The client frames beyond subscribe/unsubscribe, by type (the chat's). */
  handlers?: Record<string, LiveFrameHandler>;
  /** Largest frame a client may send, bytes. */
  maxFrameBytes?: number;
  /** Frames a client may send per second on average, and in one burst. */
  framesPerSecond?: number;
  /** Between pings, ms (real time: it is about the network, not a domain rule). */
  pingMs?: number;
}

type LiveContext = Pick<AppContext, 'db' | 'clock' | 'secret' | 'readCache' | 'bus'>;

const defaults = { maxFrameBytes: 16 * 1024, framesPerSecond: 20, pingMs: 25_000 };
/** A client still over its frame budget after this many refused frames in a row is closed. */
const refusalsBeforeClose = 50;
/** Bytes waiting to be written to a socket before it is judged too slow and dropped. */
const maxBufferedBytes = 1024 * 1024;
const closeCodes = { policy: 1008, goingAway: 1001 } as const;

/**
 * A bus event reaches every socket following its channel as the same object: written as JSON once, not once per
 * socket (a quotes tick to 5,000 sockets was 5,000 stringifications of one object).
 */
const written = new WeakMap<object, string>();
function frameText(frame: object): string {
  let text = written.get(frame);
  if (text === undefined) {
    text = JSON.stringify(frame);
    written.set(frame, text);
  }
  return text;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member the live socket's ticket and session cookie named, checked before the upgrade (null: a visitor). */
    liveMember?: Member | null;
  }
}

/** The session token of the upgrade request: the browser's `token` cookie (src/api/session-store.ts), or the header. */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'token' && value.length > 0) {
      try {
        const token = decodeURIComponent(value.join('='));
        if (token && token.length <= 200) return token;
      } catch {
        return undefined;
      }
    }
  }
  return tokenOf(request);
}

/**
 * Before the upgrade: a ticket must be ours and unexpired, and the session cookie the same member's, else 401 and no
 * socket (the reply is sent and returned). No ticket at all: a visitor's socket.
 */
async function checkUpgrade(ctx: LiveContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const sig = (request.query as Record<string, unknown> | undefined)?.sig;
  request.liveMember = null;
  if (sig === undefined) return undefined;
  const refuse = () => sendFailure(reply, ApiCode.notLoggedIn, allMessages.liveNeedsLogin);
  const ticketMember = typeof sig === 'string' ? readLiveTicket(ctx.secret, ctx.clock, sig) : null;
  const token = sessionTokenOf(request);
  if (ticketMember === null || !token) return refuse();
  try {
    const member = await resolveSession(ctx.db, ctx.clock, token, ctx.readCache);
    if (member.id !== ticketMember) return refuse();
    request.liveMember = member;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return refuse();
    throw error;
  }
}

/** The catalogue text of a refusal: an ApiError's own, a contract's Chinese message, or "the frame is malformed". */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof ZodError) {
    const first = error.issues[0]?.message;
    return first && (Object.values(allMessages) as string[]).includes(first) ? first : allMessages.liveFrameInvalid;
  }
  return allMessages.liveFrameInvalid;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A token bucket on the app's clock: `perSecond` frames a second, bursts of as many. */
function frameBudget(clock: Clock, perSecond: number) {
  let tokens = perSecond;
  let at = clock().getTime();
  return () => {
    const now = clock().getTime();
    tokens = Math.min(perSecond, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Registers @fastify/websocket and the live endpoint on `app` (the root instance, so `app.injectWS` exists for tests
 * and the lead's bench). Its own handlers answer subscribe/unsubscribe; `options.handlers` the rest.
 */
export function registerLiveSocket(app: FastifyInstance, ctx: LiveContext, options: LiveSocketOptions = {}): void {
  const { maxFrameBytes, framesPerSecond, pingMs } = { ...defaults, ...options };
  const handlers = options.handlers ?? {};
  const alive = new Map<WebSocket, boolean>();

  void app.register(websocket, { options: { maxPayload: maxFrameBytes } });

  void app.register(async (scope) => {
    const pinger = setInterval(() => {
      for (const [socket, answered] of alive) {
        if (!answered) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }, pingMs);
    pinger.unref();
    scope.addHook('onClose', async () => clearInterval(pinger));

    scope.get(
      livePath,
      { websocket: true, preValidation: (request, reply) => checkUpgrade(ctx, request, reply) },
      (socket, request) => {
        const member = request.liveMember ?? null;
        const follows = new Map<string, () => void>();
        const withinBudget = frameBudget(ctx.clock, framesPerSecond);
        let refusedInARow = 0;

        const send = (frame: LiveEvent | LiveServerFrame) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > maxBufferedBytes) return void socket.terminate();
          socket.send(frameText(frame));
        };
        const connection: LiveConnection = { member, send };
        const refuse = (error: unknown, clientId?: unknown) =>
          send({ type: 'live.error', msg: refusalText(error), ...(typeof clientId === 'string' && clientId.length <= 64 ? { clientId } : {}) });
        const follow = (channel: string) => {
          if (!follows.has(channel)) follows.set(channel, ctx.bus.subscribe(channel, send));
        };

        alive.set(socket, true);
        socket.on('pong', () => alive.set(socket, true));
        socket.on('close', () => {
          alive.delete(socket);
          for (const stop of follows.values()) stop();
          follows.clear();
        });

        if (member) follow(memberChannel(member.id));

        const answerFrame = async (frame: Record<string, unknown>) => {
          if (frame.type === 'live.subscribe' || frame.type === 'live.unsubscribe') {
            const { type, channel } = liveSubscribeRequest.parse(frame);
            if (type === 'live.subscribe') follow(channel);
            else {
              follows.get(channel)?.();
              follows.delete(channel);
            }
            // Said once it is in effect on every instance (Redis confirms a SUBSCRIBE a moment later).
            await ctx.bus.settled();
            return send({ type: type === 'live.subscribe' ? 'live.subscribed' : 'live.unsubscribed', channel });
          }
          const handler = typeof frame.type === 'string' && Object.hasOwn(handlers, frame.type) ? handlers[frame.type] : undefined;
          if (!handler) throw new ApiError(ApiCode.badRequest, 'liveFrameUnknown');
          await handler(connection, frame);
        };

        socket.on('message', (data: RawData, isBinary: boolean) => {
          if (!withinBudget()) {
            refusedInARow += 1;
            if (refusedInARow >= refusalsBeforeClose) return void socket.close(closeCodes.policy, 'too many frames');
            return refuse(new ApiError(ApiCode.tooManyRequests, 'liveTooFast' satisfies AnyMessageKey));
          }
          refusedInARow = 0;
          let frame: unknown;
          try {
            frame = isBinary ? undefined : JSON.parse(data.toString());
          } catch {
            frame = undefined;
          }
          if (!isObject(frame)) return refuse(null);
          answerFrame(frame).catch((error: unknown) => {
            if (!(error instanceof ApiError) && !(error instanceof ZodError)) request.log.error({ err: error }, 'live frame failed');
            refuse(error, frame.clientId);
          });
        });

        // Ready once the member's channel is followed on every instance: nothing published after this is missed.
        ctx.bus.settled().then(
          () => send({ type: 'live.ready', memberId: member?.id ?? null }),
          () => socket.terminate(),
        );
      },
    );
  });

  // A closing server says so to its sockets (1001) so their clients reconnect to another instance at once.
  app.addHook('preClose', async () => {
    for (const socket of alive.keys()) socket.close(closeCodes.goingAway, 'server closing');
  });
}

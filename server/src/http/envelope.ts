import type { FastifyReply } from 'fastify';
import type { ReadCache } from '../db/read-cache';
import type { z } from 'zod';
import { ApiCode, type Envelope } from '../../../src/api/contracts/envelope';
import { allMessages, type AnyMessageKey } from '../../../src/api/contracts/all-messages';
import { httpStatusFor } from './api-error';

export function ok<T>(data: T, messageKey?: AnyMessageKey): Envelope<T> {
  return { code: ApiCode.ok, msg: messageKey ? allMessages[messageKey] : 'ok', data };
}

/**
 * A success kept by the read cache (docs/adr/0020), kept as the JSON text it is sent as: a reader of a kept answer
 * costs no serialization, and the compression remembers its compressed bytes by that same text (compression.ts).
 * Typed as the envelope it is the text of, so the route's declared answer (route-schemas.ts) checks what `load`
 * returns at compile time: Fastify sends a string as it is, past the serializer and the tests' answer check.
 */
export async function okKept<T>(reply: FastifyReply, cache: ReadCache, key: string, load: () => Promise<T>): Promise<Envelope<T>> {
  const json = await cache.read(key, async () => JSON.stringify(ok(await load())));
  reply.type('application/json; charset=utf-8');
  return json as unknown as Envelope<T>;
}

export function sendFailure(reply: FastifyReply, code: number, msg: string, data: unknown = null): FastifyReply {
  return reply.status(httpStatusFor(code)).send({ code, msg, data } satisfies Envelope<unknown>);
}

/** Parses with a shared contract; a ZodError reaches the one error handler, which answers 400. */
export const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(value ?? {});

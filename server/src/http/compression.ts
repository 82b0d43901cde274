import type { FastifyInstance, FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { keepNewest } from '../domain/keep-newest';

/** Below this an answer goes as it is: compressing it would save less than its headers cost. */
const thresholdBytes = 1024;
/** Text answers only: built files come precompressed (vite.config.ts) and images are compressed formats. */
const compressible = /^(application\/json|text\/|application\/javascript)/;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from the request's Accept-Encoding: brotli when the browser takes it at least as
 * gladly as gzip, else gzip; none when it takes neither (`q=0` refuses one, `*` stands for any not named).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name) quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : undefined;
}

const compress: Record<Encoding, (text: string) => Buffer> = {
  // Quality 4, not 11: per request, speed matters more than the last few per cent.
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
  gzip: (text) => gzipSync(text, { level: 6 }),
};

/**
 * The same answer compressed again and again (a market page read a thousand times between two trades, docs/adr/0020)
 * costs one compression: the last answers compressed are remembered by their text. Bounded in count and in size, so
 * a burst of large, different answers cannot hold the memory.
 */
const remembered: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };
const rememberAtMost = 128;
const rememberUpTo = 64 * 1024;

function compressed(text: string, encoding: Encoding): Buffer {
  const memory = remembered[encoding];
  const kept = memory.get(text);
  if (kept) return kept;
  const body = compress[encoding](text);
  if (text.length <= rememberUpTo) keepNewest(memory, text, body, rememberAtMost);
  return body;
}

function mayCompress(reply: FastifyReply, payload: unknown): payload is string {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < thresholdBytes) return false;
  if (reply.getHeader('content-encoding')) return false;
  return compressible.test(String(reply.getHeader('content-type') ?? 'application/json'));
}

/**
 * API answers above 1 KB are compressed for a browser that accepts it (a market page of 20 offers is ~10 KB of JSON,
 * ~1.5 KB in brotli). Built files are compressed once at build instead, and arrive with their content-encoding set.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayCompress(reply, payload)) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed(payload, encoding);
  });
}

import { isIP } from 'node:net';

/** Fastify's trustProxy as main.ts sets it: nothing trusted, the proxies' addresses, or a hop count. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/**
 * TRUST_PROXY (docs/adr/0019): which X-Forwarded-For hops to believe, so request.ip (the SMS per-IP limit, the logs)
 * is the visitor's and not whatever a client writes into the header.
 *
 * - a number of reverse proxies in front of the server, e.g. `1`: request.ip is the address the last of them
 *   appended, whatever a client put to its left. Only safe when the server cannot be reached except through them
 *   (HOST on a private interface), because a direct client's own header would be believed as far;
 * - or the proxies' addresses / CIDR ranges, e.g. `10.0.0.5` or `10.0.0.0/8,127.0.0.1`: a hop is believed only when
 *   it comes from one of them, which holds even if the port is reachable directly.
 *
 * `true` (believe every hop) is refused: a client could rotate its address past the per-IP limit at will.
 * (Fastify 5 itself no longer honours a bare number, hence the hop count as a function.)
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^[1-9]$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe every X-Forwarded-For address a client sends (anyone could rotate past the SMS ' +
        'per-IP limit): set the number of reverse proxies in front of the server, e.g. TRUST_PROXY=1, or their addresses',
    );
  }
  const entries = text.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(`TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. 1) or their addresses, not "${text}"`);
}

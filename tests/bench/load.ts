import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** The 99th percentile of the requests' times, send to last byte, in milliseconds. */
  p99Ms: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  /** Sent as JSON with POST; GET when omitted. */
  body?: unknown;
  seconds: number;
  /** Keep-alive connections, each sending its next request as soon as the previous one is answered. */
  connections: number;
}

/**
 * A small closed-loop load generator on loopback: `connections` keep-alive connections issue requests back to back
 * for `seconds`, and every request's time is kept for the percentile. Both sides of a comparison go through this same
 * client, so its own cost weighs on both alike. Any answer but HTTP 200 stops the bench: a figure of refusals would
 * look fast and mean nothing.
 */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = payload === undefined ? options.headers : { ...options.headers, 'content-type': 'application/json' };
  const method = payload === undefined ? 'GET' : 'POST';
  const times: number[] = [];
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const sent = performance.now();
      const req = request(url, { agent, method, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered HTTP ${res.statusCode}`));
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - sent);
          resolve();
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) await once();
      }),
    );
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { requests: times.length, seconds, perSecond: times.length / seconds, p99Ms: times[Math.ceil(times.length * 0.99) - 1] ?? NaN };
}

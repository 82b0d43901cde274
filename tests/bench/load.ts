import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
}

/**
 * A small closed-loop load generator on loopback: `concurrency` keep-alive connections issue GETs back to back for
 * `seconds` (POSTs of `body` as JSON when one is given). Both sides of a comparison go through this same client, so its own cost cancels out of the ratio.
 */
export async function load(url: string, headers: Record<string, string>, seconds: number, concurrency = 16, body?: unknown): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + seconds * 1000;
  let requests = 0;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const method = payload === undefined ? 'GET' : 'POST';
      const req = request(url, { agent, method, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered HTTP ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(payload);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await once();
        requests += 1;
      }
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  return { requests, seconds: elapsed, perSecond: requests / elapsed };
}

import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { serveParent } from './child-process';

/**
 * The yardstick of the API figures, run as a child process of the bench like the app: a Fastify route that answers
 * a constant envelope, with no database, headers or checks. What the app's routes reach of its throughput is the
 * figure; both are measured the same way in the same run, so the machine's speed cancels out.
 */
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, msg: 'ok', data: null }));
await bare.listen({ port: 0, host: '127.0.0.1' });
serveParent({ port: (bare.server.address() as AddressInfo).port }, async () => null, () => bare.close());

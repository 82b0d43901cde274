import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTempDatabase } from '../temp-postgres';
import { listen } from './live-socket-helpers';
import { serving, startMain, type Started } from './main-process';

/**
 * kill -9 in the middle of a chat (issue 27): the server stores a message before it acknowledges it, so every message
 * the sender saw acknowledged is in the database after the process is killed without warning, and the recipient reads
 * it from the server started again on the same database. PostgreSQL only: what a crash leaves is the database's.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const staticDir = mkdtempSync(join(tmpdir(), 'youshi-kill-dist-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>邮市</title><div id="root"></div>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

async function api<T>(base: string, path: string, token = '', body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

const login = (base: string, account: string) =>
  api<{ token: string; userinfo: { id: number } }>(base, '/api/login', '', { username: account, password: 'demo1234' });

describe('kill -9 during a chat', () => {
  it('loses no message that was acknowledged', { timeout: 120_000 }, async () => {
    const temp = await createTempDatabase(adminUrl, 'youshi_kill', inject('postgresTemplates').seeded);
    const env = { DATABASE_URL: temp.url, STATIC_DIR: staticDir, HOST: '127.0.0.1' };
    let server: Started | undefined;
    try {
      server = await startMain(env);
      await serving(server);
      const sender = await login(server.base, '老周邮票');
      const recipient = await login(server.base, '金陵藏家');
      const { userSig } = await api<{ userSig: string }>(server.base, '/api/im/userSig', sender.token);
      const ws = new WebSocket(`${server.base.replace('http', 'ws')}/api/live?sig=${encodeURIComponent(userSig)}`, {
        headers: { cookie: `token=${encodeURIComponent(sender.token)}` },
      });
      const socket = listen(ws);
      await socket.next('live.ready');

      // Twenty messages at once (the socket's burst), and the process killed once the fifth is acknowledged.
      const texts = Array.from({ length: 20 }, (_, i) => `崩溃前的消息 ${i + 1}`);
      texts.forEach((text, i) => socket.send({ type: 'chat.send', clientId: `kill-test-${String(i).padStart(4, '0')}`, to: recipient.userinfo.id, text }));
      for (let i = 0; i < 5; i += 1) await socket.next('chat.ack');
      server.child.kill('SIGKILL');
      await server.exited;
      const acknowledged = socket.frames.filter((f) => f.type === 'chat.ack').map((f) => (f.message as { id: number; text: string }));
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);

      server = await startMain(env);
      await serving(server);
      const again = await login(server.base, '金陵藏家');
      const [conversation] = await api<Array<{ id: number; otherId: number }>>(server.base, '/api/im/conversations', again.token);
      expect(conversation!.otherId).toBe(sender.userinfo.id);
      const history = await api<{ list: Array<{ id: number; text: string }> }>(server.base, `/api/im/messages/${conversation!.id}?after=0`, again.token);
      const stored = new Map(history.list.map((m) => [m.id, m.text]));
      for (const message of acknowledged) expect(stored.get(message.id)).toBe(message.text);
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await temp.drop();
    }
  });
});

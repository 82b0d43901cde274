import { fork } from 'node:child_process';

/**
 * The bench's servers (the bare Fastify route, the app) each run in a Node process of their own, talked to over
 * Node's IPC channel: the child's first message says it is ready (with its port), and every request the bench sends
 * afterwards ({ id, ...request }) is answered by one message with the same id.
 */
export interface Child<Ready> {
  ready: Ready;
  ask<T>(request: { kind: string; [field: string]: unknown }): Promise<T>;
  /** Asks the child to close (its server, its database) and waits for it to exit. */
  stop(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

/** Runs `script` (TypeScript, through tsx) as a child process and waits until it is ready. */
export function startChild<Ready>(script: string, env: Record<string, string> = {}): Promise<Child<Ready>> {
  // --expose-gc: the app collects garbage before it reports its heap, so the heap figure is what it keeps.
  const child = fork(script, [], { execArgv: ['--import', 'tsx', '--expose-gc'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`${script} exited (${code}) before it was ready`));
      for (const { reject: fail } of pending.values()) fail(new Error(`${script} exited (${code})`));
    });
    child.on('message', (message: { ready?: Ready } & Partial<Reply>) => {
      if (message.ready !== undefined) {
        resolve({
          ready: message.ready,
          ask: <T>(request: object) =>
            new Promise<T>((resolveAsk, rejectAsk) => {
              const id = nextId++;
              pending.set(id, { resolve: resolveAsk as (value: unknown) => void, reject: rejectAsk });
              child.send({ id, ...request });
            }),
          stop: async () => {
            if (child.exitCode === null && child.connected) child.send({ id: -1, kind: 'close' });
            const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(timeout);
          },
        });
        return;
      }
      const waiting = pending.get(message.id!);
      if (!waiting) return;
      pending.delete(message.id!);
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
  });
}

/**
 * The child's side: says it is ready, answers each request with `handle`, and on 'close' (or when the bench goes
 * away) runs `close` and exits.
 */
export function serveParent<Ready>(ready: Ready, handle: (request: { kind: string; [field: string]: unknown }) => Promise<unknown>, close: () => Promise<void>): void {
  const send = (message: object) => process.send!(message);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await close();
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('message', (message: { id: number; kind: string; [field: string]: unknown }) => {
    if (message.kind === 'close') return void shutdown();
    handle(message).then(
      (result) => send({ id: message.id, result }),
      (error: unknown) => send({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  send({ ready });
}

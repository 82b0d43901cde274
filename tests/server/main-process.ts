import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/* server/src/main.ts as an operator starts it, in a process of its own on a free 127.0.0.1 port: the production start
 * and the kill -9 tests. */

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  base: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** main.ts in a child process (tsx as Node's loader: one process to stop), with only the environment given here. */
export async function startMain(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env, PORT: String(port) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout!.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => chunks.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { base, child, output: () => chunks.join(''), exited };
}

/** Serving within 60 s, or the reason it is not. */
export async function serving(s: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null) throw new Error(`main exited with ${s.child.exitCode}:\n${s.output()}`);
    try {
      if ((await fetch(`${s.base}/api/sys/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`main did not serve within 60 s:\n${s.output()}`);
}


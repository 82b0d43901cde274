import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromiumArgs } from '../e2e/chromium';

/** A free port on 127.0.0.1, chosen here so Chromium's DevTools port is explicit (and known without reading logs). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Debian's Chromium for Lighthouse, launched here with exactly the browser tests' flags, a fresh profile and an
 * explicit DevTools port (Lighthouse's own launcher would add flags of its own). Lighthouse connects to the port and
 * opens a new tab per run.
 */
export async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'youshi-lighthouse-'));
  const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...chromiumArgs, `--user-data-dir=${userDataDir}`, `--remote-debugging-port=${port}`], {
    stdio: 'ignore',
  });
  const exited = once(chromium, 'exit');
  const close = async () => {
    if (chromium.exitCode === null) chromium.kill();
    await exited;
    rmSync(userDataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
    const answered = await fetch(`http://127.0.0.1:${port}/json/version`).then((res) => res.ok, () => false);
    if (answered) return { port, close };
    if (chromium.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Chromium did not open its DevTools port ${port}`);
    }
  }
}

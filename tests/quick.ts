import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * `npm run test:quick`: the inner loop (issue 23), about a minute on two cores. The type check (incremental, so the
 * second run is quicker) runs beside the tests; then ESLint on the files changed since the last commit (staged, not
 * staged, and new), the unit and machine tests, and the server tests of what changed on PGlite (serverTestsOf).
 * `npm test` remains the proof: this is only the quick look.
 */

/**
 * The server test files for the changed files, by name: a changed test file itself, and for a changed file under
 * server/ (or a server test helper) the test files named after it or its folder (server/src/domain/notices.ts and
 * routes/notices.ts: tests/server/notices*.test.ts; domain/punishments/issue.ts: punishments*.test.ts). By import
 * every server test depends on almost every server file (they all build the app), so that would be the whole suite.
 */
function serverTestsOf(files: readonly string[]): string[] {
  const all = readdirSync('tests/server').filter((f) => f.endsWith('.test.ts'));
  const chosen = new Set<string>();
  for (const file of files) {
    if (/^tests\/server\/.*\.test\.ts$/.test(file)) chosen.add(file);
    else if (/^(server\/|tests\/server\/)/.test(file)) {
      const names = [basename(file).replace(/\.[^.]+$/, '').replace(/-helpers$/, ''), basename(dirname(file))];
      for (const test of all) if (names.some((n) => test.startsWith(`${n}.`) || test.startsWith(`${n}-`))) chosen.add(`tests/server/${test}`);
    }
  }
  return [...chosen].sort();
}

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => existsSync(f));
const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
const serverTests = serverTestsOf(changed);
console.log(`changed since the last commit: ${changed.length ? changed.join(' ') : 'nothing'}`);
console.log(`server tests of it: ${serverTests.join(' ') || 'none by name (npm test runs them all)'}`);

function run(name: string, command: string, args: string[]): Promise<{ name: string; ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const typeCheck = run('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/youshi-quick.tsbuildinfo']);
const steps = [];
if (lintable.length) steps.push(await run(`lint of ${lintable.length} changed files`, 'npx', ['eslint', ...lintable]));
steps.push(await run('unit and machine tests', 'npx', ['vitest', 'run', '--project', 'unit']));
if (serverTests.length) steps.push(await run(`${serverTests.length} server test files of what changed (PGlite)`, 'npx', ['vitest', 'run', '--project', 'server-pglite', ...serverTests]));
steps.push(await typeCheck);

console.log('\nnpm run test:quick');
for (const step of steps) console.log(`${step.ok ? 'ok    ' : 'FAILED'} ${step.seconds.toFixed(1).padStart(6)} s  ${step.name}`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);

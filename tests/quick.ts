import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm run test:quick`: the inner loop (issue 23), about a minute on two cores. The type check (incremental, so the
 * second run is quicker) runs beside the tests; then ESLint on the files changed since the last commit (staged, not
 * staged, and new), the unit and machine tests, and the server tests of what changed on PGlite: the changed test files
 * and those that import a changed file (Vitest's --changed). `npm test` remains the proof: this is only the quick look.
 */
const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => existsSync(f));
const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
console.log(`changed since the last commit: ${changed.length ? changed.join(' ') : 'nothing'}`);

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
if (changed.length) steps.push(await run('server tests of what changed (PGlite)', 'npx', ['vitest', 'run', '--project', 'server-pglite', '--changed', '--passWithNoTests']));
steps.push(await typeCheck);

console.log('\nnpm run test:quick');
for (const step of steps) console.log(`${step.ok ? 'ok    ' : 'FAILED'} ${step.seconds.toFixed(1).padStart(6)} s  ${step.name}`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);

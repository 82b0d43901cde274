/** One test file's time in a run, as tests/profile/reporter.ts records it (seconds; start and end from the run's start). */
export interface FileTime {
  project: string;
  file: string;
  seconds: number;
  tests: number;
  start: number;
  end: number;
  parts: { environment: number; imports: number; tests: number };
}

export interface RunProfile {
  wallSeconds: number;
  files: FileTime[];
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const s = (seconds: number) => `${seconds.toFixed(1)} s`;

/** The 20 slowest files and each project's worker time, span and test count, over one or more runs. */
export function formatProfile(runs: readonly RunProfile[], top = 20): string {
  const files = runs.flatMap((r) => r.files);
  const lines = [`the ${Math.min(top, files.length)} slowest test files (worker time):`];
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    lines.push(`${pad(s(f.seconds), 9)}  ${f.project.padEnd(16)} ${f.file} (${f.tests} tests)`);
  }
  lines.push('', 'per project:        worker time       span  files  tests');
  const projects = [...new Set(files.map((f) => f.project))];
  for (const project of projects) {
    const own = files.filter((f) => f.project === project);
    const sum = own.reduce((n, f) => n + f.seconds, 0);
    const span = Math.max(...own.map((f) => f.end)) - Math.min(...own.map((f) => f.start));
    const tests = own.reduce((n, f) => n + f.tests, 0);
    lines.push(`  ${project.padEnd(16)} ${pad(s(sum), 12)} ${pad(s(span), 10)} ${pad(own.length, 6)} ${pad(tests, 6)}`);
  }
  const wall = runs.reduce((n, r) => n + r.wallSeconds, 0);
  const total = files.reduce((n, f) => n + f.tests, 0);
  lines.push(`  ${'all'.padEnd(16)} ${pad(s(files.reduce((n, f) => n + f.seconds, 0)), 12)} ${pad(s(wall), 10)} ${pad(files.length, 6)} ${pad(total, 6)}  (span: the runs' wall time)`);
  return lines.join('\n');
}

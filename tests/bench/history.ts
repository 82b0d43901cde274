import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './figure';

/** One bench run as kept in .bench/ (git-ignored): the table's figures and what they were measured on. */
export interface BenchRecord {
  time: string;
  /** The commit measured, and whether the work tree had changes on top of it. */
  commit: string;
  dirty: boolean;
  node: string;
  cpus: number;
  benchSeconds: number;
  lighthouseRuns: number;
  figures: Figure[];
  /** The measurements behind the table's rows (every route's JS, every Lighthouse run's score). */
  details: Record<string, unknown>;
}

const dir = '.bench';
const latest = join(dir, 'latest.json');

export function readPrevious(): BenchRecord | undefined {
  return existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as BenchRecord) : undefined;
}

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();

export function describeRun(): Pick<BenchRecord, 'time' | 'commit' | 'dirty' | 'node' | 'cpus'> {
  return { time: new Date().toISOString(), commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '', node: process.version, cpus: cpus().length };
}

/** Writes .bench/bench-<time>.json and .bench/latest.json; returns the first's path. */
export function writeRecord(record: BenchRecord): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${record.time.replace(/:/g, '-')}.json`);
  const text = `${JSON.stringify(record, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(latest, text);
  return file;
}

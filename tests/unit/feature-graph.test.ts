import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The features' dependency graph has no cycle (docs/adr/0015): if orders uses market and market uses orders, neither
 * can change alone. ESLint keeps each import to a feature's public entry (eslint.config.js); this reads every import
 * of src/features, static and dynamic, and looks for a cycle between features. Shared UI (src/features/shared)
 * imports no feature, so it is left out.
 */
const featuresDir = resolve(__dirname, '../../src/features');
const importPattern = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const featureOf = (file: string): string | null => {
  const path = relative(featuresDir, file);
  return path.startsWith('..') ? null : path.split(/[\\/]/)[0]!;
};

export function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of filesOf(featuresDir)) {
    const from = featureOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = featureOf(resolve(dirname(file), spec!));
      if (to && to !== from && to !== 'shared') graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the features along it (first repeated at the end). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) return void cycles.push([...path.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return cycles;
}

describe('the features depend on each other without a cycle', () => {
  it('has no cycle between features', () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });

  it('reads the real imports: orders uses the process view and the market uses orders', () => {
    const graph = featureGraph();
    expect(graph.get('orders')).toContain('process');
    expect(graph.get('market')).toContain('orders');
    expect(graph.get('shared')).toEqual(new Set());
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['orders', new Set(['process', 'market'])],
      ['process', new Set<string>()],
      ['market', new Set(['orders'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['orders', 'market', 'orders']]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** JS every route loads before it can render: the entry and its static imports, gzip bytes. */
  initialGzip: number;
  /** Our lazily loaded pages and panels (by source), each with the gzip bytes it adds on top of the initial JS. */
  lazy: Array<{ source: string; gzip: number }>;
  /**
   * What opening an order's 流程 view adds: the view, Mermaid's core and its state-diagram layout. Mermaid's other
   * diagram types are chunks of their own that this app never fetches.
   */
  processViewGzip: number;
}

const gzipSize = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Everything a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function measureBundle(dist = 'dist'): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  const initial = staticClosure(manifest, entryKey);
  const jsOf = (keys: Iterable<string>) =>
    [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const initialGzip = jsOf(initial).reduce((sum, f) => sum + gzipSize(dist, f), 0);
  const gzipBeyondInitial = (keys: Iterable<string>) => jsOf([...keys].filter((k) => !initial.has(k))).reduce((s, f) => s + gzipSize(dist, f), 0);
  const lazy = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && key.startsWith('src/'))
    .map(([key, c]) => ({ source: c.src ?? key, gzip: gzipBeyondInitial(staticClosure(manifest, key)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const processView = Object.keys(manifest).filter((k) => k === 'src/features/process/order-process.tsx' || /mermaid\.core\.mjs$|stateDiagram-v2-/.test(k));
  const processViewGzip = gzipBeyondInitial(new Set(processView.flatMap((k) => [...staticClosure(manifest, k)])));
  return { initialGzip, lazy, processViewGzip };
}

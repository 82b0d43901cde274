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
  /** Lazily loaded chunks (by source), each with the gzip bytes it adds on top of the initial JS. */
  lazy: Array<{ source: string; gzip: number }>;
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
  const lazy = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const extra = [...staticClosure(manifest, key)].filter((k) => !initial.has(k));
      return { source: c.src ?? c.name ?? key, gzip: jsOf(extra).reduce((s, f) => s + gzipSize(dist, f), 0) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { initialGzip, lazy };
}

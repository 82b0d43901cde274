import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The browser's initial JavaScript per route, read from a build's manifest (dist/.vite/manifest.json) with gzip -9:
 * what a first visit to a route downloads before the route can paint. tests/unit/bundle-budget.test.ts holds every
 * route to a budget with it.
 */

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialFigures {
  /** The entry (src/main.tsx) and everything it imports statically: every route pays it. */
  entryGzip: number;
  /** Each page module with the entry: the JS a first visit to its routes loads before the page shows. */
  pages: Array<{ source: string; gzip: number }>;
  /** Each lazy chunk the entry itself may fetch (dialogs, the toaster...), with what it adds to the entry. */
  onDemand: Array<{ source: string; gzip: number }>;
}

/** Everything a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * The page modules: what the route files (src/routes/*.tsx) load with `lazyComponent(() => import('…'))`, as paths
 * from the project root, which is how the manifest names them.
 */
export function pageSources(root = '.'): string[] {
  const routes = 'src/routes';
  const pages = new Set<string>();
  for (const file of readdirSync(join(root, routes)).filter((f) => f.endsWith('.tsx'))) {
    const code = readFileSync(join(root, routes, file), 'utf8');
    for (const [, spec] of code.matchAll(/lazyComponent\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) pages.add(posix.join(routes, spec!));
  }
  return [...pages].sort();
}

export function measureInitial(dist: string, root = '.'): InitialFigures {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  const sizes = new Map<string, number>();
  const gzipOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) return 0;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipOf(key), 0);
  const entry = staticClosure(manifest, entryKey);
  const entryGzip = sum(entry);
  const withEntry = (key: string) => ({ source: key, gzip: sum(staticClosure(manifest, key, new Set(entry))) });

  const pages = pageSources(root).map((source) => {
    const key = Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === source);
    if (!key) throw new Error(`page ${source} is not a chunk of its own in the build manifest`);
    return withEntry(key);
  });
  const pageKeys = new Set(pages.map((p) => p.source));
  const onDemand = [...entry]
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    .filter((key, i, all) => all.indexOf(key) === i && !pageKeys.has(key))
    .map(withEntry);
  return { entryGzip, pages, onDemand };
}

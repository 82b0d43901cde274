import type { z } from 'zod';

/**
 * Walks a request contract (a zod schema) to its fields, and makes a value it accepts: what the contract tests
 * (tests/unit/contract-bad-input.test.ts) and the server's bad-input sweep (tests/server/bad-input.test.ts) put bad
 * values into, one field at a time. A schema kind it does not know stops the walk with an error, so no field of a new
 * kind is skipped without anyone noticing.
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  defaultValue?: unknown;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FieldKind = 'text' | 'number';
export type Path = Array<string | number>;

export interface Field {
  /** Where the field sits in the request, e.g. ['basketConfirmInfos', 0, 'quantity']; [] for a schema that is one field. */
  path: Path;
  kind: FieldKind;
  /** The field's own schema, wrappers (optional, default) included. */
  schema: z.ZodType;
}

/** The type a field's value must have: optional/default/nullable unwrapped, a preprocess or transform followed. */
export function baseType(schema: z.ZodType): Def {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'catch':
    case 'readonly':
      return baseType(def.innerType!);
    case 'pipe':
      // z.preprocess(fn, s) is a pipe from a transform to s; a .transform() is a pipe from s to a transform.
      return defOf(def.in!).type === 'transform' ? baseType(def.out!) : baseType(def.in!);
    default:
      return def;
  }
}

const onlyConstants = (options: z.ZodType[]) => options.every((o) => ['literal', 'enum'].includes(baseType(o).type));

/** The variants of a request: each option of a top-level union (e.g. messageOperateRequest's operations), else itself. */
export function variants(schema: z.ZodType): z.ZodType[] {
  const base = baseType(schema);
  return base.type === 'union' && !onlyConstants(base.options!) ? base.options! : [schema];
}

/** Every text and number field of one variant. */
export function fields(schema: z.ZodType, path: Path = []): Field[] {
  const base = baseType(schema);
  switch (base.type) {
    case 'string':
      return [{ path, kind: 'text', schema }];
    case 'number':
      return [{ path, kind: 'number', schema }];
    case 'object':
      return Object.entries(base.shape!).flatMap(([key, field]) => fields(field, [...path, key]));
    case 'array':
      return fields(base.element!, [...path, 0]);
    case 'boolean':
    case 'literal':
    case 'enum':
      return [];
    case 'union':
      if (onlyConstants(base.options!)) return [];
      throw new Error(`a union of non-constants inside a request at ${path.join('.') || '(root)'}: give it its own variants`);
    default:
      throw new Error(`the contract walk does not know the zod type "${base.type}" at ${path.join('.') || '(root)'}`);
  }
}

/**
 * Candidates for a value a field accepts, tried in order (a phone, an SMS code, a password, a tracking number, a
 * 身份证号码 and a 统一社会信用代码 with their check characters, an upload's key...).
 */
const textCandidates = [
  'abc',
  '13800000003',
  '123456',
  'abc12345',
  'a@b.cn',
  'SF1234567890',
  '邮友小王',
  '顺丰速运',
  '11010519491231002X',
  '91350100M000100Y43',
  'AAAAAAAAAAAAAAAAAAAAAAAA.webp',
  '',
];
const numberCandidates = [1, 10, 0, 2, 3, 100];
/** Number fields with a range of their own: the catalogue's years (1949-2100), the rankings' periods (7 or 30 days). */
const fieldNumbers: Record<string, number[]> = { year: [1980], yearFrom: [1980], yearTo: [1980], period: [7] };
/** Fields whose value must differ from a sibling's (the identity card's two sides are two pictures). */
const fieldCandidates: Record<string, string[]> = {
  backKey: ['BBBBBBBBBBBBBBBBBBBBBBBB.webp'],
  // A UnionPay card number with its Luhn check digit (bank cards, cash-out and account opening: docs/adr/0027).
  cardNo: ['6222020200112233446'],
  // The wallet logs' time range, China time (docs/adr/0028).
  startTime: ['2026-11-22 00:00:00'],
  endTime: ['2026-11-22 23:59:59'],
  // A variety's issue date, inside the sample year (the catalogue kept by staff, docs/adr/0037).
  issuedOn: ['1980-02-15'],
  // A watch task's last day, a China date (issue 27).
  endDate: ['2026-11-25'],
  // A block-trade application's last day, a China date (issue 29).
  expiryDate: ['2026-11-25'],
};

/** A value `schema` accepts, made from its fields; throws when none of the candidates fits a field. */
export function sample(schema: z.ZodType, path: Path = []): unknown {
  const base = baseType(schema);
  const first = (candidates: unknown[]) => {
    const found = candidates.find((c) => schema.safeParse(c).success);
    if (found === undefined) throw new Error(`no sample value fits the field ${path.join('.') || '(root)'}`);
    return found;
  };
  switch (base.type) {
    case 'string':
      return first([...(fieldCandidates[String(path.at(-1))] ?? []), ...textCandidates]);
    case 'number':
      return first([...(fieldNumbers[String(path.at(-1))] ?? []), ...numberCandidates]);
    case 'boolean':
      return false;
    case 'literal':
      return base.values![0];
    case 'enum':
      return Object.values(base.entries!)[0];
    case 'object':
      return Object.fromEntries(Object.entries(base.shape!).map(([key, field]) => [key, sample(field, [...path, key])]));
    case 'array': {
      // As many of the element as the array must hold (a region is [province, city, county]).
      const element = sample(base.element!, [...path, 0]);
      return first([1, 2, 3, 4, 5].map((n) => Array.from({ length: n }, () => element)));
    }
    case 'union':
      return first(base.options!.map((o, i) => sample(o, [...path, `option${i}`])));
    default:
      throw new Error(`no sample for the zod type "${base.type}" at ${path.join('.') || '(root)'}`);
  }
}

/** `value` with the field at `path` set to `leaf` (a copy; [] replaces the whole value). */
export function withField(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withField(copy[head!], rest, leaf);
  return copy;
}

/** An id field: `id`, `ids[n]`, or a name ending in Id (orderId, tradeId, agentId, productId, publisherId...) but levelId. */
export const isIdField = (path: Path): boolean => {
  const named = path.filter((p): p is string => typeof p === 'string');
  const last = named[named.length - 1] ?? '';
  // levelId is the spec's name for a member level (1-5), not a row's id.
  return last === 'id' || last === 'ids' || (/[a-z]Id$/.test(last) && last !== 'levelId');
};

/** A money field (integer fen, stored as bigint): bounded by the contracts' maxFen rather than int32. */
export const isMoneyField = (path: Path): boolean => ['price', 'amount', 'priceMin', 'priceMax'].includes(String(path[path.length - 1]));

/** Bad values, as a request body carries them (JSON) and as a URL does (strings). */
export const nul = 'a\u0000b';
export const loneSurrogate = 'a\ud800b';
export const int32Overflow = 2_147_483_648;
export const badNumbers: unknown[] = [int32Overflow, true, 1.5];
export const badUrlNumbers: string[] = ['2147483648', 'true', '1.5', '1e3', ' 1', '-1'];

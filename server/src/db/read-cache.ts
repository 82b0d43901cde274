import type { Clock } from '../domain/clock';
import { keepNewest } from '../domain/keep-newest';
import type { OpenDatabase } from './database';

/**
 * Answers to hot reads (a session, a member's figures, a market page, an order's detail) kept in process memory
 * until the next write, so a page that is read a thousand times between two trades costs the database one read
 * (docs/adr/0020).
 *
 * Correct because it forgets: the database layer calls noteWrite() when a statement that may change data is sent,
 * when it has run, and when a transaction ends (database.ts, watchWrites); that empties the cache and refuses to keep
 * any read that was running meanwhile, since it may have seen the data before the write. A kept answer is also
 * forgotten after `freshMs` on the app's clock, for reads that depend on the time (an offer that expires, a deadline).
 * So an answer comes from here only when no write has happened since a read that started after the last one: what
 * the database would have answered. Only one process may write the database for this to hold: with several
 * instances (REDIS_URL set), main.ts uses noReadCache.
 */
/**
 * What a kept answer depends on. `anything`: forgotten at every write. `members`: only the members and their sessions
 * (the sessions and users tables), forgotten only by a write that may touch those, so a member's session stays kept
 * while trades are written all around it.
 */
export type DependsOn = 'anything' | 'members';

export interface ReadCache {
  /** The kept answer under `key`, or `load()`'s (shared with any identical read already running). Never mutate it. */
  read<T>(key: string, load: () => Promise<T>, dependsOn?: DependsOn): Promise<T>;
  /** A write may have happened (touching members too, or not): forget what it may change, keep no read running now. */
  noteWrite(touchesMembers: boolean): void;
}

/** Reads every time: tests that need it, and several instances writing one database. */
export const noReadCache: ReadCache = { read: (_key, load) => load(), noteWrite: () => {} };

/** A frozen copy's worth of safety: a caller that mutated a kept answer would change what the next caller sees. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** One dependency's answers: kept ones, running ones, and how many writes it has seen. */
function shelf() {
  return { epoch: 0, kept: new Map<string, { at: number; value: unknown }>(), running: new Map<string, Promise<unknown>>() };
}

export function createReadCache(clock: Clock, { freshMs = 1000, maxEntries = 10_000 } = {}): ReadCache {
  const shelves: Record<DependsOn, ReturnType<typeof shelf>> = { anything: shelf(), members: shelf() };
  const forget = (on: ReturnType<typeof shelf>) => {
    on.epoch += 1;
    on.kept.clear();
    on.running.clear();
  };
  return {
    noteWrite(touchesMembers) {
      forget(shelves.anything);
      if (touchesMembers) forget(shelves.members);
    },
    read<T>(key: string, load: () => Promise<T>, dependsOn: DependsOn = 'anything'): Promise<T> {
      const on = shelves[dependsOn];
      const now = clock().getTime();
      const hit = on.kept.get(key);
      if (hit && Math.abs(now - hit.at) < freshMs) return Promise.resolve(hit.value as T);
      const shared = on.running.get(key);
      if (shared) return shared as Promise<T>;
      const startedIn = on.epoch;
      const reading = load().then((value) => {
        if (on.epoch === startedIn) {
          keepNewest(on.kept, key, { at: now, value: deepFreeze(value) }, maxEntries);
        }
        return value;
      });
      on.running.set(key, reading);
      const done = () => {
        if (on.running.get(key) === reading) on.running.delete(key);
      };
      reading.then(done, done);
      return reading;
    },
  };
}

/** A read cache that forgets on every write `database` reports: for the one process that writes it. */
export function readCacheOf(database: Pick<OpenDatabase, 'watchWrites'>, clock: Clock): ReadCache {
  const cache = createReadCache(clock);
  database.watchWrites((touchesMembers) => cache.noteWrite(touchesMembers));
  return cache;
}

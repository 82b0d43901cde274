/** The Postgres error under Drizzle's wrapper (DrizzleQueryError keeps the driver's error as `cause`). */
export function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** A unique index refused the write (23505); `index` names which, when it matters (PGlite may omit `constraint`). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== '23505') return false;
  return !index || pg.constraint === index || String((error as Error).message).includes(index) || String((pg as { message?: string }).message ?? '').includes(index);
}

/** An error and its causes, outermost first (a cycle or a deep chain is cut). */
export function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 8 && !chain.includes(e); e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

const sqlStatePattern = /^[0-9A-Z]{5}$/;
/** The SQLSTATE of a database error in the chain (node-postgres' DatabaseError and PGlite's both carry `code`). */
export function sqlState(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && sqlStatePattern.test(code) && 'severity' in e) return code;
  }
  return undefined;
}

/**
 * The data exceptions (SQLSTATE class 22) that mean the database could not take a value it was sent: 22001 text too
 * long, 22003 a number out of int4's range, 22007/22008 a bad date, 22021 a NUL in text, 22P02 / 22P05 a lone
 * surrogate or a NUL escape in jsonb. The contracts refuse such input first (docs/adr/0017); this is the last line of
 * defence. The rest of class 22 (a division by zero, say) is our bug and stays a 500.
 */
const refusedValueStates = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
export const isDataException = (error: unknown): boolean => refusedValueStates.has(sqlState(error) ?? '');

/**
 * The SQL text of a failed statement, without its parameters: Drizzle's DrizzleQueryError and PGlite's error keep it as
 * `query` (their messages, and `params`, carry the values, which may be passwords or phones).
 */
export function failedStatement(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return undefined;
}

/** The database undid the transaction for a deadlock (40P01) or a serialization failure (40001): it may simply run again. */
export const isRetryable = (error: unknown): boolean => ['40P01', '40001'].includes(sqlState(error) ?? pgError(error)?.code ?? '');

/**
 * Runs `work`, a whole transaction, again when the database undid it for a deadlock, up to `tries` times. Two
 * transactions that each post several ledger entries lock accounts entry by entry, so they can meet in opposite orders
 * (an auto-match fill pays a buyer's hold while that buyer's order on another book pays its fee): PostgreSQL then undoes
 * one of them, which is run again rather than answered as a server error.
 */
export async function retryDeadlocks<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isRetryable(error)) throw error;
    }
  }
}

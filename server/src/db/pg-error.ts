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

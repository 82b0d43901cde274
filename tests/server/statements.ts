import type { OpenDatabase } from '../../server/src/db/database';

/**
 * Counting what a call costs the database (docs/adr/0014), shared by tests/server/pay-statements.test.ts and
 * `npm run bench`. Statements are seen through OpenDatabase.watchStatements (Drizzle's logger). PGlite sends a
 * transaction's BEGIN and COMMIT itself, outside Drizzle, while node-postgres sends them through it: so they are left
 * out here for both databases alike, and a caller that counts a transaction adds `transactionControlStatements`.
 */
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
export const transactionControlStatements = 2;

/** The statements `run` sent through Drizzle, transaction control left out. */
export async function statementsOf(watchStatements: OpenDatabase['watchStatements'], run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = watchStatements((statement) => seen.push(statement));
  try {
    await run();
  } finally {
    stop();
  }
  return seen.filter((statement) => !transactionControl.test(statement));
}

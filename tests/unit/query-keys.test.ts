import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { partialMatchKey, QueryClient, type MutationFunctionContext, type QueryKey } from '@tanstack/react-query';
import { applyCashOutMutationOptions } from '../../src/api/cash-out/apply-cash-out';
import { cashOutKeys } from '../../src/api/cash-out/keys';
import { refreshingMembership } from '../../src/api/membership/deposit-money';
import { membershipKeys } from '../../src/api/membership/keys';
import { tradeKeys } from '../../src/api/trade/keys';
import { walletKeys } from '../../src/api/wallet/keys';
import { transferBeansMutationOptions } from '../../src/api/wallet/transfer-beans';

/**
 * Every query key is built by its domain's key factory (src/api/<domain>/keys.ts, docs/architecture.md): a key
 * written out as an array elsewhere is one an invalidation can miss by a letter. The scan reads the source text; the
 * rest checks, with the query cache's own matching, that the invalidations after moving money still reach the keys
 * they are for.
 */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const isKeysFile = (path: string) => /^src\/api\/[^/]+\/keys\.ts$/.test(path.replaceAll('\\', '/'));

/** `queryKey: [` or a query client call given an array: a key written out by hand. */
const literalKey = /queryKey:\s*\[|\b(?:invalidateQueries|removeQueries|cancelQueries|refetchQueries|resetQueries|setQueryData|getQueryData|getQueryState|setQueriesData|getQueriesData|setQueryDefaults)\(\s*\[/;

const literalKeysIn = (source: string) =>
  source
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text }) => literalKey.test(text));

describe('query keys', () => {
  it('are written out only in the domains’ keys.ts files', () => {
    const offenders = sourceFiles('src')
      .filter((path) => !isKeysFile(path))
      .flatMap((path) => literalKeysIn(readFileSync(path, 'utf8')).map(({ line, text }) => `${path}:${line}: ${text}`));
    expect(offenders).toEqual([]);
  });

  it('the scan finds a key written out (it can fail)', () => {
    expect(literalKeysIn("useQuery({ queryKey: ['wallet', 'purses'], queryFn })")).toHaveLength(1);
    expect(literalKeysIn("client.invalidateQueries({ queryKey: ['orders'] })")).toHaveLength(1);
    expect(literalKeysIn("client.setQueryData(['order', 1], order)")).toHaveLength(1);
    expect(literalKeysIn('client.invalidateQueries({ queryKey: tradeKeys.orders() })')).toEqual([]);
    expect(isKeysFile('src/api/trade/keys.ts')).toBe(true);
    expect(isKeysFile('src/features/orders/keys.ts')).toBe(false);
  });
});

const page = { pageNo: 1, pageSize: 10 };

/** The keys of `cached` that `run` leaves invalidated in a fresh cache holding all of them. */
async function invalidatedBy(run: (context: MutationFunctionContext) => unknown, cached: QueryKey[]): Promise<QueryKey[]> {
  const client = new QueryClient();
  for (const key of cached) client.setQueryData(key, 'cached');
  await run({ client, meta: undefined });
  return cached.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('what an invalidation after money moved reaches', () => {
  it('gold beans given away: every purse and wallet log is read again, nothing else', async () => {
    const purses = walletKeys.purses();
    const log = walletKeys.log('bean', {}, page);
    const items = walletKeys.paymentItems('bean');
    const orders = tradeKeys.myDeals(page);
    const options = transferBeansMutationOptions();
    const invalidated = await invalidatedBy((context) => options.onSuccess?.({} as never, {} as never, undefined, context), [purses, log, items, orders]);
    expect(invalidated).toEqual([purses, log, items]);
  });

  it('a cash-out applied for: the member’s cash-outs and the account it is paid from, not staff’s queue', async () => {
    const query = { pageNo: 1, pageSize: 10 };
    const mine = cashOutKeys.page(query);
    const account = cashOutKeys.collectAccount();
    const queue = cashOutKeys.queue(query);
    const options = applyCashOutMutationOptions();
    const invalidated = await invalidatedBy((context) => options.onSuccess?.({} as never, {} as never, undefined, context), [mine, account, queue]);
    expect(invalidated).toEqual([mine, account]);
  });

  it('a deposit paid or surrendered: every membership list and account', async () => {
    const keys = [membershipKeys.depositAccount(), membershipKeys.depositPayments(page), membershipKeys.surrenders(page), membershipKeys.bondAccount()];
    const options = refreshingMembership('pay', async () => null);
    expect(await invalidatedBy((context) => options.onSuccess?.(null, undefined, undefined, context), keys)).toEqual(keys);
  });

  it('an order action: the order with what hangs off it, and every list of orders; not another order', () => {
    const covers = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);
    expect(covers(tradeKeys.order(7), tradeKeys.orderAudit(7))).toBe(true);
    expect(covers(tradeKeys.order(7), tradeKeys.returnShipment(7))).toBe(true);
    expect(covers(tradeKeys.order(7), tradeKeys.order(8))).toBe(false);
    expect(covers(tradeKeys.order(7), tradeKeys.order(70))).toBe(false);
    for (const list of [tradeKeys.myDeals(page), tradeKeys.orderStatistics(), tradeKeys.listingOrders(3, page)]) {
      expect(covers(tradeKeys.orders(), list)).toBe(true);
    }
    expect(covers(tradeKeys.orders(), tradeKeys.order(7))).toBe(false);
  });
});

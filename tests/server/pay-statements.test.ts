import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../server/src/realtime/bus';
import { quotesChannel } from '../../server/src/domain/quotes/ticker';
import type { TestApp } from './helpers';
import { act, expectLedgerInvariants, newOrder, tradingApp, type Trader } from './trade-helpers';
import { payPassword } from './trade-helpers';
import { statementsOf as statementsThrough, transactionControlStatements } from './statements';

/**
 * What one call costs the database, counted statement by statement (docs/adr/0014). A pay is the session, the order
 * with its settings, and one transaction: the order compare-and-set, its event, the seller's notice, and the
 * ledger's three (lock the accounts, the entry with its postings, the balances). BEGIN and COMMIT are added here for
 * both databases alike (./statements.ts says why).
 */
const budget = 10;

let t: TestApp;
let s: Trader;
let b: Trader;
const bus = new MemoryBus();
beforeAll(async () => ({ t, s, b } = await tradingApp({ bus })));
afterAll(() => t.close());

const statementsOf = (run: () => Promise<unknown>) => statementsThrough(t.watchStatements, run);

/**
 * An order made for the test, once the quotes tick its deal starts has been told: the tick reads the day's prices
 * 200 ms after the deal (server/src/domain/quotes/ticker.ts), and on a busy machine that read would land inside the
 * call being counted.
 */
async function newOrderTicked(amount: number): Promise<number> {
  const ticked = new Promise<void>((resolve) => {
    const stop = bus.subscribe(quotesChannel, () => {
      stop();
      resolve();
    });
  });
  const orderId = await newOrder(t, s, b, amount);
  await ticked;
  return orderId;
}

describe('the statements of a lifecycle call', () => {
  it(`pays an order in at most ${budget} statements, BEGIN and COMMIT included`, async () => {
    const orderId = await newOrderTicked(12_000);
    let reply: Awaited<ReturnType<typeof act>> | undefined;
    const statements = await statementsOf(async () => {
      reply = await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword }, `pay-${orderId}`);
    });
    expect(reply!.code, reply!.msg).toBe(200);
    expect(reply!.data).toMatchObject({ id: orderId, stateValue: { awaitingShipment: 'open' }, stateName: '待发货' });
    expect(statements.length + transactionControlStatements, statements.join('\n')).toBeLessThanOrEqual(budget);
    await expectLedgerInvariants(t);
  });

  it('answers a retried pay with the same key without moving money, and counts what that costs', async () => {
    const orderId = await newOrderTicked(8_000);
    expect((await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword }, `retry-${orderId}`)).code).toBe(200);
    let reply: Awaited<ReturnType<typeof act>> | undefined;
    const statements = await statementsOf(async () => {
      reply = await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword }, `retry-${orderId}`);
    });
    expect(reply!.code, reply!.msg).toBe(200);
    // The session, the key's claim (read: it is this same request's, docs/adr/0033), the order, the refusal's key
    // look-up, the order as it is now: no transaction at all.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);
    expect(statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
    await expectLedgerInvariants(t);
  });

  it('sees every statement (the count can fail): a pay is more than three', async () => {
    const orderId = await newOrder(t, s, b, 5_000);
    const statements = await statementsOf(() => act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword }));
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.filter((sql) => /^\s*insert into "postings"|insert into "journal_entries"/i.test(sql)).length).toBe(1);
  });
});

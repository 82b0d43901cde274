import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database';
import { commit, prepare, type Lifecycle } from '../../server/src/domain/lifecycle/enforcer';
import { cashOutLifecycle } from '../../server/src/domain/cash-out/cash-outs';
import { surrenderLifecycle } from '../../server/src/domain/membership/deposit';
import { vipLifecycle } from '../../server/src/domain/membership/vip';
import { orderLifecycle } from '../../server/src/domain/trade/order-events';
import { cashOutMachine, cashOutSnapshots } from '../../src/machines/cash-out.machine';
import { depositSurrenderMachine } from '../../src/machines/deposit-surrender.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { vipPurchaseMachine } from '../../src/machines/vip-purchase.machine';
import { machineGraph } from '../machines/coverage';

/**
 * The money a transition's meta names is posted by the enforcer (docs/adr/0031), so a lifecycle cannot forget it: a
 * transition with moves on a lifecycle with no poster is refused before its effects run.
 */
type Row = { id: number; version: number; userId: number; stateValue: string; context: Record<string, unknown> };
const row: Row = { id: 7, version: 0, userId: 5, stateValue: 'draft', context: { rejectReason: null } };
const staff = { kind: 'member' as const, member: { id: 5 } as never };

function fakeCashOut(money?: Lifecycle<Row, { row: Row }>['money']): { lifecycle: Lifecycle<Row, { row: Row }>; done: string[] } {
  const done: string[] = [];
  const lifecycle: Lifecycle<Row, { row: Row }> = {
    refusals: { notAllowed: 'cashOutActionNotAllowed', changed: 'cashOutChanged', notParty: 'cashOutNotFound' },
    load: async () => ({ row }),
    roleOf: () => 'member',
    snapshot: (r) => cashOutSnapshots.resolve(r.stateValue, r.context),
    write: async () => ({ ...row, version: 1 }),
    record: async () => void done.push('record'),
    recorded: async () => false,
    money,
    effects: async () => void done.push('effects'),
  };
  return { lifecycle, done };
}

describe('the enforcer posts the money a transition names', () => {
  const apply = { type: 'cashOut.apply', amount: 100, to: 'card' };

  it('refuses a transition with moves on a lifecycle that does not post them, before its effects (can fail)', async () => {
    const { lifecycle, done } = fakeCashOut();
    const step = prepare(lifecycle, { row }, staff, apply, new Date());
    await expect(commit(lifecycle, {} as Db, () => new Date(), step, null)).rejects.toThrow('cashOut.apply moves money but its lifecycle does not post it');
    expect(done).toEqual(['record']);
  });

  it('hands the poster exactly the moves of the meta, then runs the effects', async () => {
    const posted: unknown[] = [];
    const { lifecycle, done } = fakeCashOut(async (_tx, _clock, _step, _updated, moves) => void posted.push(...moves));
    await commit(lifecycle, {} as Db, () => new Date(), prepare(lifecycle, { row }, staff, apply, new Date()), null);
    expect(posted).toEqual([{ from: 'balance', to: 'held', amount: 'amount' }]);
    expect(done).toEqual(['record', 'effects']);
  });

  it('every lifecycle whose machine moves money has a poster', () => {
    const movesMoney = (machine: typeof orderMachine | typeof cashOutMachine | typeof depositSurrenderMachine | typeof vipPurchaseMachine) =>
      machineGraph(machine).transitions.some((t) => ((t.meta as { money?: unknown[] } | undefined)?.money?.length ?? 0) > 0);
    const pairs = [
      [orderMachine, orderLifecycle],
      [cashOutMachine, cashOutLifecycle],
      [depositSurrenderMachine, surrenderLifecycle],
      [vipPurchaseMachine, vipLifecycle],
    ] as const;
    for (const [machine, lifecycle] of pairs) {
      expect(movesMoney(machine), machine.id).toBe(true);
      expect(typeof lifecycle.money, machine.id).toBe('function');
    }
  });
});

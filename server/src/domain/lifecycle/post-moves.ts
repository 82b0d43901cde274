import type { PaymentItem } from '../../../../src/api/contracts/money-names';
import type { MoneyMove } from '../../../../src/machines/lifecycle';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { postTransfer, type AccountRef } from '../ledger';
import type { Lifecycle, LifecycleRow, Step } from './enforcer';

export interface MovesSpec<Row extends LifecycleRow, Loaded extends { row: Row }, P extends string, A extends string> {
  /** The ledger's item for the entry (the member's statement groups by it). */
  item: PaymentItem;
  /** The account a place of the machine's moves is, for this object. */
  account(place: P, updated: Row): AccountRef;
  /** How much an amount of the machine's moves is, for this object, in fen (0: not moved); `step` has the row before. */
  amount(kind: A, updated: Row, step: Step<Row, Loaded>): number;
  /** The entry's idempotency key: one per object and transition, so a retry cannot post twice. */
  key(step: Step<Row, Loaded>, updated: Row): string;
  /** What the member's statement says. */
  memo(step: Step<Row, Loaded>, updated: Row, tx: Db): string | Promise<string>;
}

/**
 * The money poster of a lifecycle whose moves are plain (no fee split, no pay way): every move of the transition's
 * meta is two postings of one journal entry, from the `from` place's account to the `to` place's, of the amount named.
 */
export function postMoves<Row extends LifecycleRow, Loaded extends { row: Row }, P extends string, A extends string>(
  spec: MovesSpec<Row, Loaded, P, A>,
): NonNullable<Lifecycle<Row, Loaded>['money']> {
  return async (tx: Db, clock: Clock, step: Step<Row, Loaded>, updated: Row, moves: readonly MoneyMove<string, string>[]) => {
    const postings = moves.flatMap((move) => {
      const amount = spec.amount(move.amount as A, updated, step);
      if (amount === 0) return [];
      return [
        { account: spec.account(move.from as P, updated), amount: -amount },
        { account: spec.account(move.to as P, updated), amount },
      ];
    });
    if (postings.length === 0) return;
    await postTransfer(tx, clock, { idempotencyKey: spec.key(step, updated), item: spec.item, memo: await spec.memo(step, updated, tx), postings });
  };
}

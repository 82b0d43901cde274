import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { BasketItem } from '../../api/contracts/trade';
import { clearBasket } from '../../api/trade/clear-basket';
import { confirmBasket } from '../../api/trade/confirm-basket';
import { deleteBasketItem } from '../../api/trade/delete-basket-item';
import { getBasket } from '../../api/trade/get-basket';
import { refreshBasket } from '../../api/trade/refresh-basket';
import { scanBasketMachine, type BasketMember } from '../../machines/scan-basket.machine';
import { failureMessage } from '../shared/failure-message';
import { useSession, useSessionActions } from '../session';
import { tradeKeys } from '../../api/trade/keys';


/** What step 1 starts with: the basket's rows, and the ones to tick for the member. */
export type BasketLoader = () => Promise<{ items: BasketItem[]; select?: number[] }>;

/**
 * The scan basket machine with its real effects (docs/adr/0004), for the basket dialog and for taking one offer
 * (/trade/confirm/{id}): they differ only in which rows step 1 loads and refreshes (`rowsShown`). The member's level,
 * gold beans and deals follow the session, so the anonymous rule is judged on today's numbers.
 */
export function useScanBasketActor(load: BasketLoader, rowsShown: (items: BasketItem[]) => BasketItem[] = (items) => items) {
  const { user, wallet } = useSession();
  const [levelId, goldCoin, dealTimes] = [user?.levelId ?? 1, wallet?.goldCoin ?? user?.goldCoin ?? 0, user?.dealTimes ?? 0];
  // A new object only when a figure changes, so the machine hears of the change once.
  const member: BasketMember = useMemo(() => ({ levelId, goldCoin, dealTimes }), [levelId, goldCoin, dealTimes]);
  const queryClient = useQueryClient();
  const { refreshWallet } = useSessionActions();
  const actor = useActorRef(
    scanBasketMachine.provide({
      actions: {
        loadItems: ({ self }) => {
          load().then(
            ({ items, select = [] }) => {
              self.send({ type: 'items.loaded', items });
              for (const id of select) self.send({ type: 'scanBasket.toggle', id });
            },
            (e: unknown) => self.send({ type: 'items.failed', message: failureMessage(e) }),
          );
        },
        refreshItems: ({ self }) => {
          refreshBasket().then(
            (items) => self.send({ type: 'items.loaded', items: rowsShown(items) }),
            (e: unknown) => self.send({ type: 'items.failed', message: failureMessage(e) }),
          );
        },
        deleteItems: ({ self }, { ids }) => {
          Promise.all(ids.map((id) => deleteBasketItem(id)))
            .then(() => getBasket())
            .then(
              (items) => self.send({ type: 'scanBasket.done', items }),
              (e: unknown) => self.send({ type: 'scanBasket.failed', message: failureMessage(e) }),
            );
        },
        clearItems: ({ self }) => {
          clearBasket().then(
            () => self.send({ type: 'scanBasket.done', items: [] }),
            (e: unknown) => self.send({ type: 'scanBasket.failed', message: failureMessage(e) }),
          );
        },
        submit: ({ self }, payload) => {
          confirmBasket(payload).then(
            (result) => self.send({ type: 'submit.succeeded', result }),
            (e: unknown) => self.send({ type: 'scanBasket.failed', message: failureMessage(e) }),
          );
        },
        scanned: () => {
          refreshWallet();
          void queryClient.invalidateQueries({ queryKey: tradeKeys.market() });
          void queryClient.invalidateQueries({ queryKey: tradeKeys.orders() });
        },
      },
    }),
    { input: { member } },
  );
  useEffect(() => actor.send({ type: 'member.updated', member }), [actor, member]);
  return actor;
}

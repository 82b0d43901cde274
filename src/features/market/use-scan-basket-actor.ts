import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { BasketItem } from '../../api/contracts/trade';
import { clearBasket, confirmBasket, deleteBasketItem, getBasket, refreshBasket } from '../../api/trade/basket';
import { scanBasketMachine, type BasketMember } from '../../machines/scan-basket.machine';
import { failureMessage } from '../feedback/use-submission';
import { useSession, useSessionActions } from '../session';


/** What step 1 starts with: the basket's rows, and the ones to tick for the member. */
export type BasketLoader = () => Promise<{ items: BasketItem[]; select?: number[] }>;

/**
 * The scan basket machine with its real effects (docs/adr/0004), for the basket dialog and for taking one offer
 * (/trade/confirm/{id}): they differ only in which rows step 1 loads and refreshes (`rowsShown`). The member's level,
 * gold beans and deals follow the session, so the anonymous rule is judged on today's numbers.
 */
export function useScanBasketActor(load: BasketLoader, rowsShown: (items: BasketItem[]) => BasketItem[] = (items) => items) {
  const { user, wallet } = useSession();
  const member: BasketMember = { levelId: user?.levelId ?? 1, goldCoin: wallet?.goldCoin ?? user?.goldCoin ?? 0, dealTimes: user?.dealTimes ?? 0 };
  const queryClient = useQueryClient();
  const { refreshWallet } = useSessionActions();
  const actor = useActorRef(
    scanBasketMachine.provide({
      actions: {
        loadItems: ({ self }) => {
          load().then(
            ({ items, select = [] }) => {
              self.send({ type: 'ITEMS.LOADED', items });
              for (const id of select) self.send({ type: 'TOGGLE', id });
            },
            (e: unknown) => self.send({ type: 'ITEMS.FAILED', message: failureMessage(e) }),
          );
        },
        refreshItems: ({ self }) => {
          refreshBasket().then(
            (items) => self.send({ type: 'ITEMS.LOADED', items: rowsShown(items) }),
            (e: unknown) => self.send({ type: 'ITEMS.FAILED', message: failureMessage(e) }),
          );
        },
        deleteItems: ({ self }, { ids }) => {
          Promise.all(ids.map((id) => deleteBasketItem(id)))
            .then(() => getBasket())
            .then(
              (items) => self.send({ type: 'DONE', items }),
              (e: unknown) => self.send({ type: 'FAILED', message: failureMessage(e) }),
            );
        },
        clearItems: ({ self }) => {
          clearBasket().then(
            () => self.send({ type: 'DONE', items: [] }),
            (e: unknown) => self.send({ type: 'FAILED', message: failureMessage(e) }),
          );
        },
        submit: ({ self }, payload) => {
          confirmBasket(payload).then(
            (result) => self.send({ type: 'SUBMIT.SUCCEEDED', result }),
            (e: unknown) => self.send({ type: 'FAILED', message: failureMessage(e) }),
          );
        },
        scanned: () => {
          refreshWallet();
          void queryClient.invalidateQueries({ queryKey: ['market'] });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
        },
      },
    }),
    { input: { member } },
  );
  useEffect(() => actor.send({ type: 'MEMBER.UPDATED', member }), [actor, member.levelId, member.goldCoin, member.dealTimes]);
  return actor;
}

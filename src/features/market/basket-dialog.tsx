import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { getBasket } from '../../api/trade/get-basket';
import type { scanBasketMachine } from '../../machines/scan-basket.machine';
import { AppDialog } from '../shared/app-dialog';
import { useSession } from '../session';
import { BasketDialogContext } from './basket-context';
import { BasketEditStep } from './basket-edit-step';
import { BasketResultStep } from './basket-result-step';
import { useScanBasketActor } from './use-scan-basket-actor';

const loadWholeBasket = () => getBasket().then((items) => ({ items }));

/** The scan basket dialog for every page, opened by the header and by "加入扫货篮" (spec section 2, Other dialogs). */
export function BasketDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const actor = useScanBasketActor(loadWholeBasket);
  // Another member (login, logout) starts from a closed, empty basket.
  useEffect(() => actor.send({ type: 'CLOSE' }), [actor, user?.id]);
  const value = useMemo(() => ({ open: () => actor.send({ type: 'OPEN' }) }), [actor]);
  return (
    <BasketDialogContext.Provider value={value}>
      {children}
      <BasketDialog actor={actor} />
    </BasketDialogContext.Provider>
  );
}

/** Renders the basket machine's state and sends it the member's actions. */
function BasketDialog({ actor }: { actor: ActorRefFrom<typeof scanBasketMachine> }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const result = useSelector(actor, (s) => (s.matches('confirmed') ? s.context.result : null));
  const navigate = useNavigate();
  const close = () => actor.send({ type: 'CLOSE' });

  return (
    <AppDialog open={open} onClose={close} title={result ? '扫货结果' : '扫货篮'} size="lg">
      {result ? (
        <BasketResultStep
          result={result}
          orderAction={(orderId) => (
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                close();
                void navigate({ to: '/person/order/detail/$id', params: { id: String(orderId) }, search: { from: 'my-order' } });
              }}
            >
              查看订单
            </Button>
          )}
        />
      ) : (
        <BasketEditStep actor={actor} />
      )}
    </AppDialog>
  );
}

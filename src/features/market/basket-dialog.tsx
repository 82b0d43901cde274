import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { getBasket } from '../../api/trade/get-basket';
import type { scanBasketMachine } from '../../machines/scan-basket.machine';
import { AppDialog } from '../shared/app-dialog';
import type { Inbox } from '../shared/on-demand';
import { useSession } from '../session';
import { BasketEditStep } from './basket-edit-step';
import { BasketResultStep } from './basket-result-step';
import { useScanBasketActor } from './use-scan-basket-actor';
import { useAppNavigate } from '../site';

const loadWholeBasket = () => getBasket().then((items) => ({ items }));

/**
 * The scan basket dialog with its machine, loaded on its first opening by BasketDialogProvider (basket-dialog-provider.tsx),
 * whose requests to open it come through `inbox`.
 */
export function BasketDialog({ inbox }: { inbox: Inbox<'open'> }) {
  const { user } = useSession();
  const actor = useScanBasketActor(loadWholeBasket);
  // Another member (login, logout) starts from a closed, empty basket. Only a change of member closes it: the dialog
  // mounts because it is being opened, and React may run its effects twice (StrictMode), which must not close it.
  const userId = user?.id;
  const basketOf = useRef(userId);
  useEffect(() => {
    if (basketOf.current === userId) return;
    basketOf.current = userId;
    actor.send({ type: 'scanBasket.close' });
  }, [actor, userId]);
  useEffect(() => inbox.receive(() => actor.send({ type: 'scanBasket.open' })), [inbox, actor]);
  return <BasketSteps actor={actor} />;
}

/** Renders the basket machine's state and sends it the member's actions. */
function BasketSteps({ actor }: { actor: ActorRefFrom<typeof scanBasketMachine> }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const result = useSelector(actor, (s) => (s.matches('confirmed') ? s.context.result : null));
  const navigate = useAppNavigate();
  const close = () => actor.send({ type: 'scanBasket.close' });

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

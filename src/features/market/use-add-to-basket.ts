import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/client';
import { addToBasket } from '../../api/trade/basket';
import { useLoginDialog } from '../auth';
import { notify } from '../feedback/toaster';
import { useSession } from '../session';
import { useBasketDialog } from './basket-context';

/** Puts an offer in the member's scan basket and opens the basket; a visitor is asked to log in first. */
export function useAddToBasket() {
  const { status } = useSession();
  const login = useLoginDialog();
  const basket = useBasketDialog();
  const queryClient = useQueryClient();
  return (tradeId: number, quantity: number) => {
    if (status !== 'member') return login.open();
    addToBasket(tradeId, quantity)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: ['basket'] });
        notify.success('已加入扫货篮');
        basket.open();
      })
      .catch((e: unknown) => {
        // The client has already shown the server's message; only an unexpected failure needs one here.
        if (!(e instanceof ApiRequestError)) notify.warning(String(e));
      });
  };
}

import { ApiRequestError } from '../../api/client';
import { useAddToBasketMutation } from '../../api/trade/add-to-basket';
import { useLoginDialog } from '../auth';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useSession } from '../session';
import { useBasketDialog } from './basket-context';

/**
 * Puts an offer in the member's scan basket and opens the basket; a visitor is asked to log in first. `error` is why
 * the last one was refused (the basket call's own rules, checked before sending, or the server's answer).
 */
export function useAddToBasket() {
  const { status } = useSession();
  const login = useLoginDialog();
  const basket = useBasketDialog();
  const mutation = useAddToBasketMutation();
  const add = (tradeId: number, quantity: number) => {
    if (status !== 'member') return login.open();
    mutation.mutate(
      { tradeId, quantity },
      {
        onSuccess: () => {
          notify.success('已加入扫货篮');
          basket.open();
        },
        // The client has already shown the server's message; only an unexpected failure needs one here.
        onError: (e) => {
          if (!(e instanceof ApiRequestError)) notify.warning(failureMessage(e));
        },
      },
    );
  };
  return { add, busy: mutation.isPending, error: mutation.error && failureMessage(mutation.error) };
}

import { Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { messages } from '../../api/contracts/messages';
import type { BasketItem } from '../../api/contracts/trade';
import { addToBasket } from '../../api/trade/add-to-basket';
import { getBasket } from '../../api/trade/get-basket';
import { ErrorLine } from '../shared/error-line';
import { AppLink } from '../site';
import { BasketEditStep } from './basket-edit-step';
import { BasketResultStep } from './basket-result-step';
import { useScanBasketActor } from './use-scan-basket-actor';

/**
 * 立即成交 (/trade/confirm/{id}): take one offer now, through the scan basket's own machine and steps. The offer goes
 * into the basket (quantity 1) and step 1 shows only its row, already selected; other rows of the basket stay there,
 * untouched, because only selected rows are confirmed.
 */
export function TradeConfirm({ tradeId }: { tradeId: number }) {
  const thisOffer = (basket: BasketItem[]) => basket.filter((item) => item.tradeId === tradeId);
  const actor = useScanBasketActor(
    () =>
      addToBasket({ tradeId, quantity: 1 })
        .then(() => getBasket())
        .then((basket) => {
          const items = thisOffer(basket);
          return { items, select: items.map((item) => item.id) };
        }),
    thisOffer,
  );
  useEffect(() => actor.send({ type: 'scanBasket.open' }), [actor]);
  const result = useSelector(actor, (s) => (s.matches('confirmed') ? s.context.result : null));
  // The offer could not be added (sold out, withdrawn, one's own): the machine holds the server's reason.
  const unavailable = useSelector(actor, (s) => (s.matches('editing') && s.context.items.length === 0 ? (s.context.error ?? '') : null));
  const backToOffer = (
    <AppLink to="/trade/$id" params={{ id: String(tradeId) }}>
      返回挂牌详情
    </AppLink>
  );

  if (result) {
    return (
      <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <BasketResultStep
          result={result}
          orderAction={(orderId) => (
            <AppLink to="/person/order/detail/$id" params={{ id: String(orderId) }} search={{ from: 'my-order' }}>
              查看订单
            </AppLink>
          )}
        />
      </Stack>
    );
  }
  if (unavailable !== null) {
    return (
      <Stack gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <ErrorLine error={unavailable || messages.listingUnavailable} />
        {backToOffer}
      </Stack>
    );
  }
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="trade-confirm">
      {backToOffer}
      <BasketEditStep actor={actor} oneOffer />
    </Stack>
  );
}

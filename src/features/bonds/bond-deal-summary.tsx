import { Grid, Text } from '@chakra-ui/react';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMarginOf } from '../../api/contracts/bond-names';
import { formatYuan } from '../shared/format';
import { countOf } from './bond-offer-fields';
import { DetailLabel } from '../shared/detail-label';

/** What taking `quantity` of an offer makes me: its buyer when the offer sells (tradeType 1), else its seller. */
export const myTakingSide = (offer: BondOffer) => (offer.tradeType === 1 ? '买入' : '卖出');

/**
 * The deal of taking `quantity` of an offer, to the fen: its price (price × quantity, paid by the buyer on receipt) and
 * the margin I freeze now (bondMarginOf, the same rounding as the server's).
 */
export function BondDealSummary({ offer, quantity }: { offer: BondOffer; quantity: number }) {
  return (
    <Grid templateColumns="7em minmax(0, 1fr)" rowGap="2" columnGap="2" data-testid="bond-deal">
      <DetailLabel>我将</DetailLabel>
      <Text>
        {myTakingSide(offer)} {countOf(quantity, offer.unit)}
      </Text>
      <DetailLabel>成交金额</DetailLabel>
      <Text fontWeight="medium" data-testid="bond-deal-amount">
        ¥{formatYuan(offer.price * quantity)}
      </Text>
      <DetailLabel>冻结保证金</DetailLabel>
      <Text fontWeight="medium" data-testid="bond-deal-margin">
        ¥{formatYuan(bondMarginOf(offer.price, quantity))}
      </Text>
      <Text gridColumn="1 / -1" fontSize="sm" color="gray.600">
        {offer.tradeType === 1
          ? '成交后冻结保证金；卖方发货后，您确认收货时从账户余额支付成交金额，双方保证金解冻。'
          : '成交后冻结保证金；请按时发货，买方确认收货后成交金额转入您的账户余额，双方保证金解冻。'}
      </Text>
    </Grid>
  );
}

import { Stack } from '@chakra-ui/react';
import type { MatchFee, MatchPlaceFields, MatchVariety } from '../../api/contracts/automatch';
import { matchSideNames } from '../../api/contracts/automatch-names';
import { FieldRow } from '../shared/field-row';
import { formatBeans } from '../shared/format';
import { priceText } from './match-figures';

/** What an order will hold when placed: price × quantity of the balance for a buy, its units for a sell. */
export const holdOf = (side: MatchPlaceFields['side'], price: number, quantity: number) => (side === 'buy' ? `将冻结 ${priceText(price * quantity)}` : `将挂出 ${quantity} 件`);

/** The fee a new order pays (the system config's p_pap), in gold beans; 免费 when none is configured. */
export const feeText = (feeBeans: number) => (feeBeans > 0 ? `服务费 ${formatBeans(feeBeans)} 金豆` : '免费');

/** What the member has to pay it with. */
export const purseText = (fee: MatchFee) => `余额 ${priceText(fee.balance)} · 金豆 ${formatBeans(fee.beans)}`;

/** The confirm dialog's terms: the order as it will be placed, what it holds, its fee and what the member has. */
export function OrderTerms({ order, variety, fee }: { order: MatchPlaceFields; variety: MatchVariety; fee: MatchFee | undefined }) {
  return (
    <Stack gap="2" data-testid="match-terms" fontVariantNumeric="tabular-nums">
      <FieldRow label="品种">
        {variety.productName}（{variety.exteriorName}）
      </FieldRow>
      <FieldRow label="方向">{matchSideNames[order.side]}</FieldRow>
      <FieldRow label="委托价">{priceText(order.price)}</FieldRow>
      <FieldRow label="数量">{order.quantity} 件</FieldRow>
      <FieldRow label="有效期">{order.days} 天</FieldRow>
      <FieldRow label="下单后">{holdOf(order.side, order.price, order.quantity)}</FieldRow>
      <FieldRow label="费用">{fee ? feeText(fee.feeBeans) : '—'}</FieldRow>
      {fee && <FieldRow label="我的账户">{purseText(fee)}</FieldRow>}
    </Stack>
  );
}

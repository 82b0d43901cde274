import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondTradeTypeNames } from '../../api/contracts/bond-names';
import { formatYuan } from '../shared/format';
import { DetailLabel } from '../shared/detail-label';


/** A whole count with its unit: 1,200 枚. */
export const countOf = (count: number, unit: string) => `${count.toLocaleString('zh-CN')} ${unit}`;

/**
 * A bond offer as anyone reads it (/bond/{id}, the confirm and pay steps): what, which side, the unit price, how much is
 * left of how much, the margin each side freezes per unit, who published it and when; `children` adds the reader's rows.
 */
export function BondOfferFields({ offer, children }: { offer: BondOffer; children?: ReactNode }) {
  return (
    <Grid templateColumns="7em minmax(0, 1fr)" rowGap="2" columnGap="2" data-testid="bond-offer">
      <DetailLabel>交易类型</DetailLabel>
      <Text>{bondTradeTypeNames[offer.tradeType]}</Text>
      <DetailLabel>邮品</DetailLabel>
      <Text>
        {offer.productName}
        {offer.productCode && `（${offer.productCode}）`}
      </Text>
      <DetailLabel>外观 / 单位</DetailLabel>
      <Text>
        {offer.exteriorName} / {offer.unit}
      </Text>
      <DetailLabel>品相</DetailLabel>
      <Text>{offer.grade}</Text>
      <DetailLabel>单价</DetailLabel>
      <Text>
        ¥{formatYuan(offer.price)} / {offer.unit}
      </Text>
      <DetailLabel>剩余 / 数量</DetailLabel>
      <Text>
        {offer.remaining.toLocaleString('zh-CN')} / {countOf(offer.quantity, offer.unit)}
      </Text>
      <DetailLabel>每件保证金</DetailLabel>
      <Text data-testid="bond-margin-per-unit">¥{formatYuan(offer.marginPerUnit)}（买卖双方各冻结）</Text>
      <DetailLabel>发布者</DetailLabel>
      <Text>{offer.publisher}</Text>
      <DetailLabel>发布时间</DetailLabel>
      <Text>{offer.createTime}</Text>
      {children}
    </Grid>
  );
}

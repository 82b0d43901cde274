import { Button, Field, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMarginOf } from '../../api/contracts/bond-names';
import { FieldRule } from '../shared/form-fields';
import { useSearchChange } from '../shared/use-list-search';
import { AppLink, useAppNavigate } from '../site';
import { BondDealSummary } from './bond-deal-summary';
import { BondFundsLine, useBondFundsShort } from './bond-funds-line';
import { TakableOffer } from './bond-offer-gate';
import { BondOfferFields } from './bond-offer-fields';
import { checkQuantity } from './bond-quantity';

/**
 * /bond/confirm/{id} (确认保证金交易): how many units to take (1..what is left; kept in the URL's `quantity`), the deal's
 * price and the margin I freeze for it to the fen, beside my bond funds (and where to recharge them when short);
 * 下一步 goes to the payment password (/bond-pay).
 */
export function BondConfirmPage({ id, quantity }: { id: number; quantity?: number }) {
  return <TakableOffer id={id}>{(offer) => <ConfirmView offer={offer} chosen={quantity ?? 1} />}</TakableOffer>;
}

function ConfirmView({ offer, chosen }: { offer: BondOffer; chosen: number }) {
  const [typed, setTyped] = useState(String(chosen));
  const changeSearch = useSearchChange();
  const navigate = useAppNavigate();
  const checked = checkQuantity(typed, offer.remaining);
  const quantity = 'quantity' in checked ? checked.quantity : null;
  const short = useBondFundsShort(quantity === null ? null : bondMarginOf(offer.price, quantity));
  const type = (text: string) => {
    setTyped(text);
    const next = checkQuantity(text, offer.remaining);
    // A reload or Back keeps what was chosen; the history gains no entry per keystroke.
    if ('quantity' in next) changeSearch({ quantity: next.quantity }, { replace: true });
  };
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="bond-confirm-heading">
      <Heading as="h2" size="sm" id="bond-confirm-heading">
        确认成交
      </Heading>
      <BondOfferFields offer={offer} />
      <Field.Root required invalid={'error' in checked}>
        <Field.Label>成交数量（{offer.unit}）</Field.Label>
        <Input inputMode="numeric" maxW={{ base: 'full', md: 'xs' }} minH="44px" value={typed} onChange={(e) => type(e.target.value)} />
        <FieldRule error={'error' in checked ? checked.error : undefined} hint={`可成交 1 至 ${offer.remaining.toLocaleString('zh-CN')} ${offer.unit}`} />
      </Field.Root>
      {quantity !== null && <BondDealSummary offer={offer} quantity={quantity} />}
      <BondFundsLine need={quantity === null ? null : bondMarginOf(offer.price, quantity)} />
      <Flex gap="4" align="center" wrap="wrap">
        <Button
          colorPalette="brand"
          minH="44px"
          disabled={quantity === null || short}
          onClick={() => quantity !== null && void navigate({ to: '/bond-pay', search: { offer: offer.id, quantity } })}
        >
          下一步
        </Button>
        <AppLink to="/bond/$id" params={{ id: String(offer.id) }} color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          返回详情
        </AppLink>
      </Flex>
    </Stack>
  );
}

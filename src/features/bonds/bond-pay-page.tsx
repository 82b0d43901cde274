import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMarginOf } from '../../api/contracts/bond-names';
import { bondMessages } from '../../api/contracts/bond-messages';
import { useTakeBondOffer } from '../../api/bonds/bonds';
import { bondAccountQueryOptions } from '../../api/membership/get-bond-account';
import { PayPasswordEntry } from '../membership';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { AppLink, useAppNavigate } from '../site';
import { BondDealSummary } from './bond-deal-summary';
import { BondFundsLine } from './bond-funds-line';
import { TakableOffer } from './bond-offer-gate';
import { BondOfferFields } from './bond-offer-fields';

const newAttempt = () => `bond:take:${crypto.randomUUID()}`;

/**
 * /bond-pay (保证金支付): the deal again and the payment password; 确认支付保证金 takes that much of the offer (POST
 * /api/bond/order/take), freezing my margin, and opens the deal's page. One idempotency key per request
 * (useActionForm): a retry after a lost answer takes once. A refusal is said on the form, which keeps everything.
 */
export function BondPayPage({ offer, quantity }: { offer?: number; quantity?: number }) {
  if (offer === undefined || quantity === undefined)
    return (
      <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Text>请先选择要成交的保证金交易和数量。</Text>
        <AppLink to="/bond" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          去保证金交易
        </AppLink>
      </Stack>
    );
  return <TakableOffer id={offer}>{(taken) => <PayForm offer={taken} quantity={quantity} />}</TakableOffer>;
}

function PayForm({ offer, quantity }: { offer: BondOffer; quantity: number }) {
  const account = useQuery(bondAccountQueryOptions());
  const take = useTakeBondOffer();
  const navigate = useAppNavigate();
  const form = useActionForm({
    schema: () => import('../../api/contracts/bonds').then((m) => m.bondTakeRequest),
    empty: { payPassword: '' },
    body: ({ payPassword }) => ({ offerId: offer.id, quantity, payPassword }),
    newAttempt,
    send: (body, attempt) => take.mutateAsync({ body, attempt }),
    done: (order) => {
      notify.success(bondMessages.bondTaken);
      void navigate({ to: '/bond-transaction/$id', params: { id: String(order.id) } });
    },
  });
  return (
    <form
      aria-label="支付保证金"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          支付保证金
        </Heading>
        <BondOfferFields offer={offer} />
        <BondDealSummary offer={offer} quantity={quantity} />
        <BondFundsLine need={bondMarginOf(offer.price, quantity)} />
        <PayPasswordEntry isSet={account.data?.payPasswordSet} error={form.errors.payPassword} {...form.field('payPassword')} />
        <ErrorLine error={form.error} />
        <Box display="flex" gap="4" alignItems="center" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" minH="44px" loading={form.busy} loadingText="提交中">
            确认支付保证金
          </Button>
          <AppLink to="/bond/confirm/$id" params={{ id: String(offer.id) }} search={{ quantity }} color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
            返回修改
          </AppLink>
        </Box>
      </Stack>
    </form>
  );
}

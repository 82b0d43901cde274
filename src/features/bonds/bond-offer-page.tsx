import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondOfferStageNames } from '../../api/contracts/bond-names';
import { bondMessages } from '../../api/contracts/bond-messages';
import { bondOfferQueryOptions } from '../../api/bonds/bond-queries';
import { useWithdrawBondOffer } from '../../api/bonds/bonds';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { LoadFailed } from '../shared/load-failed';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';
import { BondOfferFields } from './bond-offer-fields';
import { MarginRuleLine } from './margin-rule';
import { useBondEntry } from './use-bond-entry';
import { DetailLabel } from '../shared/detail-label';

const stageColours = { open: 'green', soldOut: 'gray', withdrawn: 'gray' } as const;

/**
 * /bond/{id} (保证金交易详情, public): the offer in full, what one unit costs and what each side freezes for it; 立即成交
 * for others while some is left, 撤销 and 重新发布 for its publisher.
 */
export function BondOfferPage({ id }: { id: number }) {
  const offer = useQuery(bondOfferQueryOptions(id));
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <LoadFailed message={failureMessage(offer.error)} onRetry={() => void offer.refetch()} retrying={offer.isFetching} />;
  return <OfferView offer={offer.data} />;
}

function OfferView({ offer }: { offer: BondOffer }) {
  const enter = useBondEntry();
  const [withdrawing, setWithdrawing] = useState(false);
  const open = offer.stage === 'open' && offer.remaining > 0;
  return (
    <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-labelledby="bond-offer-heading">
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h2" size="sm" id="bond-offer-heading">
          {offer.productName}
        </Heading>
        <Badge colorPalette={stageColours[offer.stage]} data-testid="bond-offer-stage">
          {bondOfferStageNames[offer.stage]}
        </Badge>
      </Flex>
      <BondOfferFields offer={offer}>
        <DetailLabel>备注</DetailLabel>
        <Text>{offer.remark || '无'}</Text>
      </BondOfferFields>
      <Text fontSize="sm" color="gray.600">
        每{offer.unit}单价 ¥{formatYuan(offer.price)}，成交时买卖双方每{offer.unit}各冻结保证金 ¥{formatYuan(offer.marginPerUnit)}。
      </Text>
      <MarginRuleLine />
      <Flex gap="3" wrap="wrap" align="center">
        {offer.own ? (
          <>
            {open && (
              <Button variant="outline" colorPalette="red" minH="44px" onClick={() => setWithdrawing(true)}>
                撤销
              </Button>
            )}
            <Button asChild colorPalette="brand" minH="44px">
              <AppLink to="/republish-bond/$id" params={{ id: String(offer.id) }} color="white" _hover={{ textDecoration: 'none' }}>
                重新发布
              </AppLink>
            </Button>
          </>
        ) : open ? (
          <Button colorPalette="brand" minH="44px" onClick={() => enter({ to: '/bond/confirm/$id', params: { id: String(offer.id) } })}>
            立即成交
          </Button>
        ) : (
          <Text color="gray.600">{bondMessages.bondOfferClosed}</Text>
        )}
        <AppLink to="/bond" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          返回保证金交易
        </AppLink>
      </Flex>
      {offer.own && <WithdrawDialog offer={offer} open={withdrawing} onClose={() => setWithdrawing(false)} />}
    </Stack>
  );
}

/** 撤销: after a confirmation, the offer ends and the margin of what is left goes back to the bond funds. */
function WithdrawDialog({ offer, open, onClose }: { offer: BondOffer; open: boolean; onClose: () => void }) {
  const withdraw = useWithdrawBondOffer();
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      title="撤销保证金交易"
      size="sm"
      confirm={{
        label: '确定撤销',
        danger: true,
        busy: withdraw.isPending,
        onConfirm: () =>
          withdraw.mutate(
            { id: offer.id },
            {
              onSuccess: () => {
                notify.success(bondMessages.bondOfferWithdrawn);
                close();
              },
            },
          ),
      }}
    >
      <Stack gap="2">
        <Text>
          撤销后未成交的 {offer.remaining.toLocaleString('zh-CN')} {offer.unit} 不再展示，其保证金 ¥{formatYuan(offer.marginPerUnit * offer.remaining)} 解冻回保证金账户；已成交的订单不受影响。
        </Text>
        <ErrorLine error={withdraw.isError ? failureMessage(withdraw.error) : null} />
      </Stack>
    </AppDialog>
  );
}

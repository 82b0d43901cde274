import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { bondOfferQueryOptions } from '../../api/bonds/bond-queries';
import { useSession } from '../session';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';
import { LoadFailed } from '../shared/load-failed';
import { AppLink } from '../site';
import { BondNeedsAuth } from './bond-needs-auth';
import { BondPublishForm } from './bond-publish-form';
import { MarginRuleLine } from './margin-rule';

/** /publish-bond (发布保证金交易): the form, for real-name authenticated members only (spec section 5). */
export function BondPublishPage() {
  const { user } = useSession();
  if (user && !user.isAuth) return <BondNeedsAuth />;
  return (
    <Stack gap="3">
      <MarginRuleLine />
      <BondPublishForm />
    </Stack>
  );
}

/** /republish-bond/{id} (重新发布保证金交易): the form again with one of my offers' fields, as a new offer. */
export function BondRepublishPage({ id }: { id: number }) {
  const { user } = useSession();
  const offer = useQuery(bondOfferQueryOptions(id));
  if (user && !user.isAuth) return <BondNeedsAuth />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <LoadFailed message={failureMessage(offer.error)} onRetry={() => void offer.refetch()} retrying={offer.isFetching} />;
  if (!offer.data.own)
    return (
      <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Text role="alert">只能重新发布自己的保证金交易。</Text>
        <AppLink to="/publish-bond" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
          发布新的保证金交易
        </AppLink>
      </Stack>
    );
  return (
    <Stack gap="3">
      <MarginRuleLine />
      <BondPublishForm from={offer.data} />
    </Stack>
  );
}

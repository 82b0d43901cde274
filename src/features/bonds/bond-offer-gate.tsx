import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMessages } from '../../api/contracts/bond-messages';
import { bondOfferQueryOptions } from '../../api/bonds/bond-queries';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';
import { LoadFailed } from '../shared/load-failed';
import { AppLink } from '../site';
import { BondNeedsAuth } from './bond-needs-auth';

/** Why an offer cannot be taken by me now (null: it can): my own, or nothing left. */
const refusalOf = (offer: BondOffer) =>
  offer.own ? bondMessages.bondOwnOffer : offer.stage !== 'open' || offer.remaining < 1 ? bondMessages.bondOfferClosed : null;

/**
 * The steps of taking an offer (confirm, pay) draw `children` with the offer only when I may take it: real-name
 * authenticated, and the offer open and not mine; otherwise they say why, with the way back to the offer. The offer is
 * checked as it first loads: my own take, which reads it again (and may sell it out), must not swap the step for a
 * refusal while it goes on to the deal; a change by others is the server's to refuse, said on the step's form.
 */
export function TakableOffer({ id, children }: { id: number; children: (offer: BondOffer) => ReactNode }) {
  const { user } = useSession();
  const offer = useQuery(bondOfferQueryOptions(id));
  const [accepted, setAccepted] = useState(false);
  if (user && !user.isAuth) return <BondNeedsAuth />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) return <LoadFailed message={failureMessage(offer.error)} onRetry={() => void offer.refetch()} retrying={offer.isFetching} />;
  const refusal = accepted ? null : refusalOf(offer.data);
  if (refusal !== null) return <Refused id={id} refusal={refusal} />;
  // React's "adjust state while rendering": from now on this offer is the step's.
  if (!accepted) setAccepted(true);
  return children(offer.data);
}

function Refused({ id, refusal }: { id: number; refusal: string }) {
  return (
    <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
      <ErrorLine error={refusal} />
      <AppLink to="/bond/$id" params={{ id: String(id) }} color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
        返回保证金交易详情
      </AppLink>
    </Stack>
  );
}

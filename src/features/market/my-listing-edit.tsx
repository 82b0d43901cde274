import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { listingStateNames } from '../../api/contracts/trade-names';
import { myListingQuery } from '../../api/trade/my-listing';
import { ErrorLine } from '../shared/error-line';
import { AppLink } from '../site';
import { myListingActions } from './my-listing-actions';
import { PublishForm } from './publish-form';

/**
 * /person/myOrder/update/{id} (修改挂牌) and /person/myOrder/republish/{id} (重新挂牌): the publish form started from
 * my offer. An offer that may not be edited or republished in its state says so instead.
 */
export function MyListingEdit({ id, mode }: { id: number; mode: 'update' | 'republish' }) {
  const listing = useQuery(myListingQuery(id));
  if (listing.isPending) return <Text color="gray.600">加载中…</Text>;
  if (listing.isError) return <ErrorLine error={listing.error.message || messages.notFound} />;
  const l = listing.data;
  if (!myListingActions[l.state].includes(mode === 'update' ? 'edit' : 'republish')) {
    return (
      <Stack gap="3" data-testid="my-listing-not-editable">
        <Text>
          该挂牌当前状态为「{listingStateNames[l.state]}」，{mode === 'update' ? '不能修改' : '仍在挂单中，无需重新挂牌'}。
        </Text>
        <AppLink to="/person/myOrder/$id" params={{ id: String(l.id) }} colorPalette="brand">
          查看挂牌
        </AppLink>
      </Stack>
    );
  }
  return <PublishForm publishType={l.publishType} from={{ listing: l, mode }} />;
}

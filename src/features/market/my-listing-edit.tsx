import { Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { listingStateNames } from '../../api/contracts/trade-names';
import { myListingQueryOptions } from '../../api/trade/my-listing';
import { AppLink } from '../site';
import { myListingActions } from './my-listing-actions';
import { PublishForm } from './publish-form';
import { withDataBoundary } from '../shared/data-boundary';

/**
 * /person/myOrder/update/{id} (修改挂牌) and /person/myOrder/republish/{id} (重新挂牌): the publish form started from
 * my offer. An offer that may not be edited or republished in its state says so instead.
 */
function MyListingEditLoaded({ id, mode }: { id: number; mode: 'update' | 'republish' }) {
  const listing = useSuspenseQuery(myListingQueryOptions(id));
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

/** The page in its DataBoundary: its first data (started by the route's loader) is waited for and its failure said there. */
export const MyListingEdit = withDataBoundary(MyListingEditLoaded);

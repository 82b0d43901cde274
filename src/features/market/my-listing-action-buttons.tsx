import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import type { Listing } from '../../api/contracts/trade';
import { myListingActions } from './my-listing-actions';
import { MyListingWithdrawDialog } from './my-listing-withdraw-dialog';
import { SiteLink as RouterLink } from '../site';

/** What I can do with my offer now: 修改 and 撤单 while it is open, 重新挂牌 once it has ended. */
export function MyListingActionButtons({ listing, size = 'xs' }: { listing: Listing; size?: 'xs' | 'sm' }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const actions = myListingActions[listing.state];
  const id = String(listing.id);
  return (
    <Flex gap="2">
      {actions.includes('edit') && (
        <Button asChild size={size} variant="outline" colorPalette="brand">
          <RouterLink to="/person/myOrder/update/$id" params={{ id }}>
            修改
          </RouterLink>
        </Button>
      )}
      {actions.includes('withdraw') && (
        <Button size={size} variant="outline" onClick={() => setWithdrawing(true)}>
          撤单
        </Button>
      )}
      {actions.includes('republish') && (
        <Button asChild size={size} variant="outline" colorPalette="brand">
          <RouterLink to="/person/myOrder/republish/$id" params={{ id }}>
            重新挂牌
          </RouterLink>
        </Button>
      )}
      {withdrawing && <MyListingWithdrawDialog listing={listing} onClose={() => setWithdrawing(false)} />}
    </Flex>
  );
}

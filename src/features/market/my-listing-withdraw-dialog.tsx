import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import type { Listing } from '../../api/contracts/trade';
import { withdrawListing } from '../../api/trade/market';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { notify } from '../feedback/toaster';
import { formatYuan } from '../format/format';
import { publishTypeNames } from './my-listing-actions';

/** 撤单, confirmed first: the offer leaves the market and frees its credit line; orders already taken go on. */
export function MyListingWithdrawDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { busy, error, run } = useSubmission();

  const withdraw = () => {
    return run(async () => {
      await withdrawListing(listing.id);
      notify.success(messages.listingWithdrawn);
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title="撤单"
      size="sm"
      confirm={{ label: '确定撤单', onConfirm: () => void withdraw(), busy, danger: true }}
    >
      <Stack gap="3">
        <Text>
          确定撤下{publishTypeNames[listing.publishType]}「{listing.productName}（{listing.exteriorName}）」吗？单价 ¥{formatYuan(listing.price)}，剩余 {listing.lastNum}/
          {listing.quantity} {listing.unitsName}。
        </Text>
        <Text color="gray.600" fontSize="sm">
          撤单后该挂牌不再展示，占用的信用额度随即释放；已成交的订单照常进行。
        </Text>
        <ErrorLine error={error} />
      </Stack>
    </AppDialog>
  );
}

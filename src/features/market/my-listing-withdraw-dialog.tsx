import { Stack, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import type { Listing } from '../../api/contracts/trade';
import { useWithdrawListing } from '../../api/trade/withdraw-listing';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { formatYuan } from '../shared/format';
import { publishTypeNames } from './my-listing-actions';

/** 撤单, confirmed first: the offer leaves the market and frees its credit line; orders already taken go on. */
export function MyListingWithdrawDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const withdrawal = useWithdrawListing();

  const withdraw = () =>
    withdrawal.mutate(
      { id: listing.id },
      {
        onSuccess: () => {
          notify.success(messages.listingWithdrawn);
          onClose();
        },
      },
    );

  return (
    <AppDialog
      open
      onClose={onClose}
      title="撤单"
      size="sm"
      confirm={{ label: '确定撤单', onConfirm: withdraw, busy: withdrawal.isPending, danger: true }}
    >
      <Stack gap="3">
        <Text>
          确定撤下{publishTypeNames[listing.publishType]}「{listing.productName}（{listing.exteriorName}）」吗？单价 ¥{formatYuan(listing.price)}，剩余 {listing.lastNum}/
          {listing.quantity} {listing.unitsName}。
        </Text>
        <Text color="gray.600" fontSize="sm">
          撤单后该挂牌不再展示，占用的信用额度随即释放；已成交的订单照常进行。
        </Text>
        <ErrorLine error={withdrawal.error && failureMessage(withdrawal.error)} />
      </Stack>
    </AppDialog>
  );
}

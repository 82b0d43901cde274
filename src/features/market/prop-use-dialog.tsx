import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import type { Listing, Prop } from '../../api/contracts/trade';
import { addProp, propUsesQuery } from '../../api/trade/props';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { notify } from '../feedback/toaster';
import { useSession, useSessionActions } from '../session';

/** 使用道具, confirmed with its bean cost first; the beans are spent by propAdd, once per attempt. */
export function PropUseDialog({ listing, prop, onClose }: { listing: Listing; prop: Prop; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { wallet } = useSession();
  const { refreshWallet } = useSessionActions();
  const { busy, error, run } = useSubmission();
  // One key per opened dialog: a second click after a lost answer is the same purchase, not a second one.
  const [idempotencyKey] = useState(() => `${listing.id}:${prop.code}:${crypto.randomUUID()}`);

  const use = () => {
    return run(async () => {
      await addProp(listing.id, prop.code, idempotencyKey);
      notify.success(messages.propApplied);
      refreshWallet();
      void queryClient.invalidateQueries({ queryKey: propUsesQuery(listing.id).queryKey });
      // 置顶 and 刷新 change the offer itself (pinnedUntil, refreshTime) and its place in the market.
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`使用道具：${prop.name}`}
      size="sm"
      confirm={{ label: '确定使用', onConfirm: () => void use(), busy }}
    >
      <Stack gap="3">
        <Text data-testid="prop-cost">
          为「{listing.productName}（{listing.exteriorName}）」使用{prop.name}，将花费 <Text as="strong">{prop.beans} 金豆</Text>。
        </Text>
        <Text color="gray.600" fontSize="sm">
          {prop.description}
          {prop.hours !== null && `（有效期 ${prop.hours} 小时）`}
        </Text>
        {wallet && <Text color="gray.600" fontSize="sm">当前金豆：{wallet.goldCoin}</Text>}
        <ErrorLine error={error} />
      </Stack>
    </AppDialog>
  );
}

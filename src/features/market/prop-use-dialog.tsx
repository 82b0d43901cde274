import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import type { Listing, Prop } from '../../api/contracts/trade';
import { useAddProp } from '../../api/trade/add-prop';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useSession, useSessionActions } from '../session';

/** 使用道具, confirmed with its bean cost first; the beans are spent by propAdd, once per attempt. */
export function PropUseDialog({ listing, prop, onClose }: { listing: Listing; prop: Prop; onClose: () => void }) {
  const { wallet } = useSession();
  const { refreshWallet } = useSessionActions();
  const purchase = useAddProp();
  // One key per opened dialog: a second click after a lost answer is the same purchase, not a second one.
  const [idempotencyKey] = useState(() => `${listing.id}:${prop.code}:${crypto.randomUUID()}`);

  const use = () =>
    purchase.mutate(
      { tradeId: listing.id, propCode: prop.code, idempotencyKey },
      {
        onSuccess: () => {
          notify.success(messages.propApplied);
          refreshWallet();
          onClose();
        },
      },
    );

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`使用道具：${prop.name}`}
      size="sm"
      confirm={{ label: '确定使用', onConfirm: use, busy: purchase.isPending }}
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
        <ErrorLine error={purchase.error && failureMessage(purchase.error)} />
      </Stack>
    </AppDialog>
  );
}

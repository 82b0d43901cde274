import { Badge, Box, Button, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FavouriteKind } from '../../api/contracts/favourites';
import { messages } from '../../api/contracts/messages';
import { newFavouriteAttempt, useRemoveFavourite, useRenewFavourite, useSetAutoRenew } from '../../api/favourites/favourites';
import { AppDialog } from '../shared/app-dialog';
import { failureMessage } from '../shared/failure-message';
import { ErrorLine } from '../shared/error-line';
import { formatBeans } from '../shared/format';
import { notify } from '../shared/toaster';

export interface FavouriteTerm {
  id: number;
  expireTime: string;
  expired: boolean;
  autoRenew: boolean;
  renewBeans: number;
}

/**
 * One favourite as a card (phone first: nothing to scroll sideways): what it is, its expiry, 续期 with what it costs,
 * the 自动续期 switch and 删除 (asked first). The renewal's idempotency key is made once per card and kept until it
 * succeeds, so a press repeated after a lost answer renews once.
 */
export function FavouriteRow({ kind, term, title, choose }: { kind: FavouriteKind; term: FavouriteTerm; title: string; choose?: ReactNode }) {
  const renew = useRenewFavourite();
  const autoRenew = useSetAutoRenew();
  const remove = useRemoveFavourite();
  const [key, setKey] = useState(newFavouriteAttempt);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const failed = renew.error ?? autoRenew.error;
  return (
    <Box role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="favourite-row">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          {choose}
          <Box fontWeight="bold">{title}</Box>
          {term.expired ? <Badge colorPalette="red">已过期</Badge> : <Badge colorPalette="green">有效</Badge>}
        </HStack>
        <Text fontSize="sm" color="gray.600">
          到期时间：{term.expireTime}
        </Text>
        <Flex gap="3" wrap="wrap" align="center">
          <Button
            size="sm"
            minH="11"
            colorPalette="brand"
            loading={renew.isPending}
            loadingText="续期"
            onClick={() =>
              renew.mutate(
                { kind, id: term.id, idempotencyKey: key },
                {
                  onSuccess: () => {
                    setKey(newFavouriteAttempt());
                    notify.success(messages.favouriteRenewed);
                  },
                },
              )
            }
          >
            {term.renewBeans > 0 ? `续期（${formatBeans(term.renewBeans)} 金豆）` : '续期（免费）'}
          </Button>
          <Checkbox.Root
            minH="11"
            checked={term.autoRenew}
            disabled={autoRenew.isPending}
            onCheckedChange={(e) =>
              autoRenew.mutate(
                { kind, id: term.id, autoRenew: e.checked === true },
                {
                  onSuccess: (_r, input) => notify.success(input.autoRenew ? messages.autoRenewOn : messages.autoRenewOff),
                },
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>自动续期</Checkbox.Label>
          </Checkbox.Root>
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              remove.reset();
              setConfirmRemove(true);
            }}
          >
            删除
          </Button>
        </Flex>
        <ErrorLine error={failed ? failureMessage(failed) : null} />
      </Stack>
      {confirmRemove && (
        <AppDialog
          open
          size="sm"
          title="删除收藏"
          onClose={() => setConfirmRemove(false)}
          confirm={{
            label: '确定删除',
            danger: true,
            busy: remove.isPending,
            onConfirm: () =>
              remove.mutate(
                { kind, id: term.id },
                {
                  onSuccess: () => {
                    setConfirmRemove(false);
                    notify.success(messages.favouriteRemoved);
                  },
                },
              ),
          }}
        >
          <Stack gap="2">
            <Text>确定删除收藏「{title}」吗？删除后剩余的收藏期限不再保留。</Text>
            <ErrorLine error={remove.error ? failureMessage(remove.error) : null} />
          </Stack>
        </AppDialog>
      )}
    </Box>
  );
}

import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteCard } from '../../api/bank-cards/delete-card';
import { cardsQueryOptions } from '../../api/bank-cards/get-cards';
import { useSetDefaultCard } from '../../api/bank-cards/set-default-card';
import type { BankCard } from '../../api/contracts/cash-out';
import { cardKindNames, type CardKind } from '../../api/contracts/cash-out-names';
import { maxCardsPerKind } from '../../api/contracts/cash-out-rules';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { CardFormDialogOnDemand } from './card-form-on-demand';

type Open = { kind: 'form'; card?: BankCard } | { kind: 'delete'; card: BankCard } | null;

function CardRow({ card, onEdit, onDelete }: { card: BankCard; onEdit?: () => void; onDelete: () => void }) {
  const setDefault = useSetDefaultCard();
  return (
    <Flex data-testid="bank-card" gap="4" align="center" justify="space-between" p="4" borderWidth="1px" borderRadius="md" bg="white">
      <Stack gap="1" minW="0">
        <HStack>
          <Text fontWeight="medium">{card.bankName}</Text>
          {card.defaultCard && <Badge colorPalette="brand">默认</Badge>}
        </HStack>
        <Text fontFamily="mono" letterSpacing="wide">
          {card.cardNo}
        </Text>
        <Text color="gray.600" fontSize="sm">
          持卡人 {card.holderName}
          {card.phone && ` · 预留手机 ${card.phone}`}
        </Text>
        <ErrorLine error={setDefault.isError ? failureMessage(setDefault.error) : null} />
      </Stack>
      <HStack flexShrink={0}>
        {!card.defaultCard && (
          <Button
            size="xs"
            variant="outline"
            loading={setDefault.isPending}
            onClick={() => setDefault.mutate({ id: card.id }, { onSuccess: () => notify.success(messages.defaultCardSet) })}
          >
            设为默认
          </Button>
        )}
        {onEdit && (
          <Button size="xs" variant="outline" onClick={onEdit}>
            编辑
          </Button>
        )}
        <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
          删除
        </Button>
      </HStack>
    </Flex>
  );
}

function DeleteDialog({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const remove = useDeleteCard();
  const confirm = () =>
    remove.mutate(
      { id: card.id, kind: card.kind },
      {
        onSuccess: () => {
          notify.success(messages.cardDeleted);
          onClose();
        },
      },
    );
  return (
    <AppDialog
      open
      onClose={onClose}
      title={`删除${cardKindNames[card.kind]}`}
      size="sm"
      confirm={{ label: '删除', onConfirm: confirm, busy: remove.isPending, danger: true }}
    >
      <Stack gap="2">
        <Text>
          确定删除{card.bankName}尾号{card.tail}的银行卡吗？
          {card.defaultCard && '它是默认卡，删除后最新添加的一张将成为默认卡。'}
        </Text>
        <ErrorLine error={remove.isError ? failureMessage(remove.error) : null} />
      </Stack>
    </AppDialog>
  );
}

/**
 * A member's cards of one kind (提现银行卡: cash-outs are paid to them; 快捷支付卡: quick payment with the bank's phone):
 * the default first, numbers masked, add / edit (collect cards) / delete / 设为默认. At most 10 of each kind.
 */
export function CardList({ kind, holderName }: { kind: CardKind; holderName?: string }) {
  const cards = useQuery(cardsQueryOptions(kind));
  const [open, setOpen] = useState<Open>(null);
  const list = cards.data ?? [];
  const full = list.length >= maxCardsPerKind;
  const title = cardKindNames[kind];

  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Flex justify="space-between" align="center">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={full || cards.isPending} onClick={() => setOpen({ kind: 'form' })}>
          添加银行卡
        </Button>
      </Flex>
      {full && (
        <Text color="gray.600" fontSize="sm">
          {messages.cardLimit}
        </Text>
      )}
      {cards.isError && <ErrorLine error={failureMessage(cards.error)} />}
      {cards.isSuccess && list.length === 0 && (
        <Text color="gray.600" py="4" textAlign="center">
          {kind === 'collect' ? '还没有提现银行卡：添加一张本人名下的银行卡即可提现。' : '还没有快捷支付卡。'}
        </Text>
      )}
      {list.map((c) => (
        <CardRow
          key={c.id}
          card={c}
          onEdit={kind === 'collect' ? () => setOpen({ kind: 'form', card: c }) : undefined}
          onDelete={() => setOpen({ kind: 'delete', card: c })}
        />
      ))}
      {open?.kind === 'form' && <CardFormDialogOnDemand kind={kind} card={open.card} holderName={holderName} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && <DeleteDialog card={open.card} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CardKind } from '../contracts/cash-out';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { bankCardKeys } from './keys';
import { cashOutKeys } from '../cash-out/keys';

/**
 * 删除 a card (POST /api/user/bank/del/{id} for a collect card, PayCardDel/{id} for a pay card): deleting the default
 * makes the newest remaining card of its kind the default; a card an unfinished cash-out goes to is refused.
 */
export const deleteCard = async ({ id, kind }: { id: number; kind: CardKind }) => {
  const params = await checkedBody(
    import('../contracts/cash-out').then((m) => m.bankCardParams),
    { id },
  );
  return apiPost<null>(kind === 'collect' ? `/api/user/bank/del/${params.id}` : `/api/user/bank/PayCardDel/${params.id}`);
};

export const deleteCardMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'bankCards', 'delete'],
    mutationFn: deleteCard,
    onSuccess: (_answer, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bankCardKeys.all() }),
        client.invalidateQueries({ queryKey: cashOutKeys.collectAccount() }),
      ]),
  });

export const useDeleteCard = () => useMutation(deleteCardMutationOptions());

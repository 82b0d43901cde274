import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BankCard } from '../contracts/cash-out';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { bankCardKeys } from './keys';
import { cashOutKeys } from '../cash-out/keys';

/** 设为默认 (POST /api/user/bank/setDef/{id}): the card becomes its kind's one default. */
export const setDefaultCard = async ({ id }: { id: number }) => {
  const params = await checkedBody(
    import('../contracts/cash-out').then((m) => m.bankCardParams),
    { id },
  );
  return apiPost<BankCard>(`/api/user/bank/setDef/${params.id}`);
};

export const setDefaultCardMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'bankCards', 'setDefault'],
    mutationFn: setDefaultCard,
    onSuccess: (_card, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bankCardKeys.all() }),
        client.invalidateQueries({ queryKey: cashOutKeys.collectAccount() }),
      ]),
  });

export const useSetDefaultCard = () => useMutation(setDefaultCardMutationOptions());

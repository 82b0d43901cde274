import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BankCard, CollectCardRequest, PayCardRequest } from '../contracts/cash-out';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { bankCardKeys } from './keys';
import { cashOutKeys } from '../cash-out/keys';

/** A form's fields: the bank as chosen in the form, any text (the contract refuses a code not on the list). */
type Typed<T> = Omit<T, 'bankCode'> & { bankCode: string };

/** A card to save: a new collect card (bank/add), a collect card changed (bank/edit/{id}), or a new pay card (PayAdd). */
export type CardSave = { kind: 'collect'; id?: number; card: Typed<CollectCardRequest> } | { kind: 'pay'; card: Typed<PayCardRequest> };

/** The card checked first with the schema the server parses it with (a broken rule is refused here, nothing sent). */
export const saveCard = async (save: CardSave) => {
  const contract = import('../contracts/cash-out');
  if (save.kind === 'pay') {
    const body = await checkedBody(
      contract.then((m) => m.payCardRequest),
      save.card,
    );
    return apiPost<BankCard>('/api/user/bank/PayAdd', body);
  }
  const body = await checkedBody(
    contract.then((m) => m.collectCardRequest),
    save.card,
  );
  if (save.id === undefined) return apiPost<BankCard>('/api/user/bank/add', body);
  const { id } = await checkedBody(
    contract.then((m) => m.bankCardParams),
    { id: save.id },
  );
  return apiPost<BankCard>(`/api/user/bank/edit/${id}`, body);
};

/** Afterwards every card list is read again (the default may have moved), and what cash-out offers with them. */
export const saveCardMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'bankCards', 'save'],
    mutationFn: saveCard,
    onSuccess: (_card, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bankCardKeys.all() }),
        client.invalidateQueries({ queryKey: cashOutKeys.collectAccount() }),
      ]),
  });

export const useSaveCard = () => useMutation(saveCardMutationOptions());

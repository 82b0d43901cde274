import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import type { PayPasswordRecoverById, PayPasswordRecoverBySms } from '../contracts/security';
import { tradeKeys } from '../trade/keys';

/** One 找回支付密码 call: by the SMS code and the login password, or by the ID number's last six characters. */
export type PayPasswordRecovery = { way: 'sms'; body: PayPasswordRecoverBySms } | { way: 'idNumber'; body: PayPasswordRecoverById };

/**
 * 找回支付密码 (POST /api/user/pwd/payment/recover/sms or /idNumber, docs/adr/0034), checked first with the schema the
 * server parses it with. The server sets the new payment password and lifts its lock.
 */
export const recoverPayPassword = (recovery: PayPasswordRecovery) =>
  checkedBody(
    import('../contracts/security').then((m) => (recovery.way === 'sms' ? m.payPasswordRecoverBySmsRequest : m.payPasswordRecoverByIdRequest)),
    recovery.body,
  ).then((body) => apiPost<null>(`/api/user/pwd/payment/recover/${recovery.way}`, body));

export const recoverPayPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['pay-password', 'recover'],
    mutationFn: recoverPayPassword,
    onSuccess: (_data, _body, _result, { client }) => client.invalidateQueries({ queryKey: tradeKeys.payPasswordSet() }),
  });

export const useRecoverPayPassword = () => useMutation(recoverPayPasswordMutationOptions());

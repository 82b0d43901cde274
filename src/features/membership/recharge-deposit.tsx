import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { paymentChannelNames } from '../../api/contracts/money-names';
import { depositAccountQueryOptions } from '../../api/membership/get-deposit-account';
import { usePayDeposit } from '../../api/membership/pay-deposit';
import { newMembershipAttempt } from '../../api/membership/pay-vip';
import { useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation } from '../session';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { AmountField, typedFen } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { DepositSummary } from './deposit-summary';
import { PayMethodChoice, type PayMethod } from './pay-method';
import { PayPasswordEntry } from './pay-password-entry';

/** The two calls' schemas (types only: the schemas load when the form is sent). */
type BalanceOrCashier = (typeof import('../../api/contracts/membership'))['depositPaymentRequest'] | (typeof import('../../api/contracts/payments'))['unifiedOrderBody'];

/**
 * 缴纳押金 (/person/deposit/recharge-deposit): an amount, from the balance with the payment password
 * (POST /api/deposit/payment) or through 支付宝 / 微信支付 (unifiedOrder, purpose deposit: the money reaches the
 * deposit when the provider tells us it was paid). One request per choice (useActionForm).
 */
export function RechargeDeposit() {
  const account = useQuery(depositAccountQueryOptions());
  const pay = usePayDeposit();
  const order = useCreatePaymentOrder();
  const form = useActionForm({
    // From the balance with the payment password, or a payment order for a cashier.
    schema: ({ method }): Promise<BalanceOrCashier> =>
      method === 'balance'
        ? import('../../api/contracts/membership').then((m) => m.depositPaymentRequest)
        : import('../../api/contracts/payments').then((m) => m.unifiedOrderBody),
    empty: { amount: '', method: 'balance' as PayMethod, payPassword: '' },
    body: ({ amount, method, payPassword }) =>
      method === 'balance' ? { amount: typedFen(amount), payPassword } : { purpose: 'deposit', channel: method, amount: typedFen(amount) },
    // The payment order's schema says only 请求参数有误 of an amount.
    says: { amount: messages.membershipAmountRule },
    newAttempt: newMembershipAttempt,
    send: async (body, attempt) => ('purpose' in body ? await order.mutateAsync({ body, attempt }) : await pay.mutateAsync({ body, attempt })),
    done: (result) => ('payUrl' in result ? pageNavigation.leaveTo(result.payUrl) : notify.success(messages.depositPaid)),
  });
  const { method } = form.fields;
  const fen = typedFen(form.fields.amount);

  return (
    <Stack gap="5" maxW="3xl">
      <DepositSummary />
      <form
        aria-label="缴纳押金"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="5">
          <AmountField label="缴纳金额（元）" error={form.errors.amount} {...form.field('amount')} />
          <Stack gap="2">
            <Text fontWeight="bold">支付方式</Text>
            <PayMethodChoice value={method} onChange={(m) => form.set({ method: m })} balance={account.data?.balance ?? null} />
          </Stack>
          {method === 'balance' && <PayPasswordEntry isSet={account.data?.payPasswordSet} error={form.errors.payPassword} {...form.field('payPassword')} />}
          {method !== 'balance' && <Text color="gray.600" fontSize="sm">点击后将前往{paymentChannelNames[method]}收银台付款，支付成功后押金自动到账。</Text>}
          <ErrorLine error={form.error} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中">
              {method === 'balance' ? '确认缴纳' : `前往${paymentChannelNames[method]}支付`}
              {Number.isNaN(fen) || ` ¥${formatYuan(fen)}`}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { paymentChannelNames, paymentChannels, type PaymentChannel } from '../../api/contracts/money-names';
import { maxMoveFen, minMoveFen } from '../../api/contracts/money-rules';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { newPaymentAttempt, useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation } from '../session';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { AmountField } from '../shared/form-fields';
import { useActionForm } from '../shared/use-action-form';

/**
 * 充值余额 (/person/account): an amount and a channel make a payment order (POST /api/coin/unifiedOrder, purpose
 * balance), and the browser goes to its cashier to pay; the balance is credited when the provider says it was paid.
 * One request per amount and channel (useActionForm): a double click makes one payment order.
 */
export function TopUpBalanceForm({ onCancel }: { onCancel: () => void }) {
  const mutation = useCreatePaymentOrder();
  const form = useActionForm({
    schema: () => import('../../api/contracts/payments').then((m) => m.unifiedOrderBody),
    empty: { amount: '', channel: 'alipay' as PaymentChannel },
    // What is not an amount in yuan goes as NaN: the schema refuses it, in the form's words below.
    body: ({ amount, channel }) => ({ purpose: 'balance', amount: yuanToFen(amount) ?? Number.NaN, channel }),
    says: { amount: messages.topUpAmountRule },
    newAttempt: newPaymentAttempt,
    send: (body, attempt) => mutation.mutateAsync({ body, attempt }),
    done: (order) => pageNavigation.leaveTo(order.payUrl),
  });

  return (
    <form
      aria-label="充值余额"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="3" maxW="sm" borderWidth="1px" borderRadius="md" bg="white" p="4">
        <AmountField label="充值金额（元）" error={form.errors.amount} hint={`单笔 ¥${formatYuan(minMoveFen)} 至 ¥${formatYuan(maxMoveFen)}`} {...form.field('amount')} />
        <RadioGroup.Root value={form.fields.channel} onValueChange={(e) => form.set({ channel: e.value as PaymentChannel })} aria-label="支付方式">
          <HStack gap="4">
            {paymentChannels.map((c) => (
              <RadioGroup.Item key={c} value={c}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{paymentChannelNames[c]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <Text color="gray.600" fontSize="sm">
          提交后将跳转到支付页面，支付成功后余额自动到账。
        </Text>
        <ErrorLine error={form.error} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="去支付">
            去支付
          </Button>
          <Button variant="outline" onClick={onCancel}>
            取消
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

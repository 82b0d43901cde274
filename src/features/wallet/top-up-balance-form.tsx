import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { maxMoveFen, minMoveFen, paymentChannelNames, paymentChannels, type PaymentChannel } from '../../api/contracts/money-names';
import { yuanToFen } from '../../api/contracts/trade-names';
import { newPaymentAttempt, useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';

/** The amount typed, in fen, when it is one a top-up may be (1 to 50,000 yuan, at most two decimals); else null. */
export function topUpFen(typed: string): number | null {
  const fen = yuanToFen(typed);
  return fen !== null && fen >= minMoveFen && fen <= maxMoveFen ? fen : null;
}

/**
 * 充值余额 (/person/account): an amount and a channel make a payment order (POST /api/coin/unifiedOrder, purpose
 * balance), and the browser goes to its cashier to pay; the balance is credited when the provider says it was paid.
 * One attempt (idempotency key) per amount and channel: a double click makes one payment order, and changing either
 * starts a new attempt (the server refuses a key with another body, 409).
 */
export function TopUpBalanceForm({ onCancel }: { onCancel: () => void }) {
  const mutation = useCreatePaymentOrder();
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<PaymentChannel>('alipay');
  const [tried, setTried] = useState(false);
  const [attempt, setAttempt] = useState(newPaymentAttempt);
  const fen = topUpFen(amount);
  const refused = tried && fen === null ? messages.topUpAmountRule : null;

  const submit = () => {
    setTried(true);
    if (fen === null) return;
    mutation.mutate({ body: { purpose: 'balance', amount: fen, channel }, attempt }, { onSuccess: (order) => pageNavigation.leaveTo(order.payUrl) });
  };

  return (
    <form
      aria-label="充值余额"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="3" maxW="sm" borderWidth="1px" borderRadius="md" bg="white" p="4">
        <Field.Root required>
          <Field.Label>充值金额（元）</Field.Label>
          <Input inputMode="decimal" placeholder="1 - 50000" value={amount} onChange={(e) => {
              setAmount(e.target.value);
              setAttempt(newPaymentAttempt());
            }} />
          <Field.HelperText>
            单笔 ¥{formatYuan(minMoveFen)} 至 ¥{formatYuan(maxMoveFen)}
          </Field.HelperText>
        </Field.Root>
        <RadioGroup.Root value={channel} onValueChange={(e) => {
            setChannel(e.value as PaymentChannel);
            setAttempt(newPaymentAttempt());
          }} aria-label="支付方式">
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
        <ErrorLine error={refused ?? (mutation.isError ? failureMessage(mutation.error) : null)} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="去支付">
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

import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { paymentChannelNames } from '../../api/contracts/money-names';
import { depositAccountQuery } from '../../api/membership/get-deposit-account';
import { usePayDeposit } from '../../api/membership/pay-deposit';
import { newMembershipAttempt } from '../../api/membership/pay-vip';
import { useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';
import { AmountField, fenOf, PayPasswordField } from './amount-field';
import { DepositSummary } from './deposit-summary';
import { PayMethodChoice, type PayMethod } from './pay-method';

/**
 * 缴纳押金 (/person/deposit/recharge-deposit): an amount, from the balance with the payment password
 * (POST /api/deposit/payment) or through 支付宝 / 微信支付 (unifiedOrder, purpose deposit: the money reaches the
 * deposit when the provider tells us it was paid). One idempotency key per choice.
 */
export function RechargeDeposit() {
  const account = useQuery(depositAccountQuery());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayMethod>('balance');
  const [payPassword, setPayPassword] = useState('');
  const [attempt, setAttempt] = useState(newMembershipAttempt);
  const [tried, setTried] = useState(false);
  const pay = usePayDeposit();
  const order = useCreatePaymentOrder();
  const parsed = fenOf(amount);

  const choose = (change: () => void) => {
    change();
    setAttempt(newMembershipAttempt());
    pay.reset();
    order.reset();
  };
  const submit = () => {
    setTried(true);
    if ('refused' in parsed) return;
    if (method === 'balance') {
      pay.mutate(
        { body: { amount: parsed.fen, payPassword }, attempt },
        {
          onSuccess: () => {
            notify.success(messages.depositPaid);
            setAmount('');
            setPayPassword('');
            setTried(false);
            setAttempt(newMembershipAttempt());
          },
        },
      );
    } else {
      order.mutate({ body: { purpose: 'deposit', channel: method, amount: parsed.fen }, attempt }, { onSuccess: (o) => pageNavigation.leaveTo(o.payUrl) });
    }
  };
  const failure = tried && 'refused' in parsed ? parsed.refused : pay.isError ? failureMessage(pay.error) : order.isError ? failureMessage(order.error) : null;

  return (
    <Stack gap="5" maxW="3xl">
      <DepositSummary />
      <form
        aria-label="缴纳押金"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="5">
          <AmountField label="缴纳金额（元）" value={amount} onChange={(v) => choose(() => setAmount(v))} />
          <Stack gap="2">
            <Text fontWeight="bold">支付方式</Text>
            <PayMethodChoice value={method} onChange={(m) => choose(() => setMethod(m))} balance={account.data?.balance ?? null} />
          </Stack>
          {method === 'balance' &&
            (account.data?.payPasswordSet === false ? (
              <Text color="orange.fg">
                {messages.payPasswordNotSet}：
                <AppLink to="/person/dashboard" color="brand.fg">
                  去设置支付密码
                </AppLink>
              </Text>
            ) : (
              <PayPasswordField value={payPassword} onChange={setPayPassword} />
            ))}
          {method !== 'balance' && <Text color="gray.600" fontSize="sm">点击后将前往{paymentChannelNames[method]}收银台付款，支付成功后押金自动到账。</Text>}
          <ErrorLine error={failure} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={pay.isPending || order.isPending} loadingText="提交中">
              {method === 'balance' ? '确认缴纳' : `前往${paymentChannelNames[method]}支付`}
              {'fen' in parsed && ` ¥${formatYuan(parsed.fen)}`}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { maxGiftBeans } from '../../api/contracts/wallet-names';
import { payPasswordSetQuery } from '../../api/trade/get-pay-password-set';
import { pursesQuery } from '../../api/wallet/get-purses';
import { useTransferBeans } from '../../api/wallet/transfer-beans';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans } from '../shared/format';
import { notify } from '../shared/toaster';
import { SiteLink as RouterLink } from '../site';

type Fields = { target: string; amount: string; payPassword: string };
const empty: Fields = { target: '', amount: '', payPassword: '' };

/** The amount typed, as the request carries it: a whole number, or NaN for anything else (which the schema refuses). */
const wholeNumber = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

const newKey = () => `bean-gift:${crypto.randomUUID()}`;

/**
 * /person/beans/handsel (金豆赠送): gold beans to another member, named by user name or bound phone, with my payment
 * password (one call, POST /api/coin/transfer). Without a payment password the page sends me to set one
 * (/person/dashboard, spec section 5). One idempotency key per filled form: a double click gives once.
 */
export function HandselPage() {
  const isSet = useQuery(payPasswordSetQuery());
  const purses = useQuery(pursesQuery());
  const mutation = useTransferBeans();
  const [fields, setFields] = useState(empty);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [last, setLast] = useState<string | null>(null);
  if (isSet.isPending) return null;

  if (isSet.data === false) {
    return (
      <Stack gap="3" maxW="md" borderWidth="1px" borderRadius="md" bg="white" p="5" role="alert">
        <Heading as="h2" size="sm">
          请先设置支付密码
        </Heading>
        <Text>{messages.payPasswordNotSet}：赠送金豆需要验证支付密码。</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/person/dashboard">去设置</RouterLink>
        </Button>
      </Stack>
    );
  }

  // Checked with the server's own schema when sent (transferBeans: checkedBody), before anything leaves the browser:
  // its first broken rule is the error shown, and the page loads no zod until then.
  const submit = () =>
    mutation.mutate(
      { ...fields, amount: wholeNumber(fields.amount), idempotencyKey },
      {
        onSuccess: (result) => {
          notify.success(messages.beanGiftDone);
          setLast(`已赠送 ${result.target} ${result.amount} 金豆，剩余 ${result.goldCoin} 金豆。`);
          setFields(empty);
          setIdempotencyKey(newKey());
        },
      },
    );
  const field = (name: keyof Fields) => ({ value: fields[name], onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })) });

  return (
    <form
      aria-label="金豆赠送"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="4" maxW="md" borderWidth="1px" borderRadius="md" bg="white" p="5">
        <Heading as="h2" size="sm">
          金豆赠送
        </Heading>
        {purses.data && (
          <Text color="gray.600">
            我的金豆：
            <Text as="span" fontWeight="bold" color="orange.fg" data-testid="gold-coin">
              {formatBeans(purses.data.goldCoin)}
            </Text>
          </Text>
        )}
        <Field.Root required>
          <Field.Label>对方用户名或手机号</Field.Label>
          <Input autoComplete="off" maxLength={20} {...field('target')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>赠送数量（金豆）</Field.Label>
          <Input inputMode="numeric" autoComplete="off" {...field('amount')} />
          <Field.HelperText>1 至 {formatBeans(maxGiftBeans)} 个，整数</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>支付密码</Field.Label>
          <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" {...field('payPassword')} />
        </Field.Root>
        <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
        {last && !mutation.isError && (
          <Text color="green.700" role="status">
            {last}
          </Text>
        )}
        <Button type="submit" colorPalette="orange" loading={mutation.isPending} loadingText="确认赠送" alignSelf="flex-start">
          确认赠送
        </Button>
      </Stack>
    </form>
  );
}

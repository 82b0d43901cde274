import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { maxGiftBeans } from '../../api/contracts/wallet-names';
import { payPasswordSetQueryOptions } from '../../api/trade/get-pay-password-set';
import { pursesQueryOptions } from '../../api/wallet/get-purses';
import { useTransferBeans } from '../../api/wallet/transfer-beans';
import { ErrorLine } from '../shared/error-line';
import { formatBeans } from '../shared/format';
import { FieldRule, PayPasswordField } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { SiteLink as RouterLink } from '../site';

/** The amount typed, as the request carries it: a whole number, or NaN for anything else (which the schema refuses). */
const wholeNumber = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * /person/beans/handsel (金豆赠送): gold beans to another member, named by user name or bound phone, with my payment
 * password (one call, POST /api/coin/transfer). Without a payment password the page sends me to set one
 * (/person/dashboard, spec section 5). One request per filled form (useActionForm): a double click gives once.
 */
export function HandselPage() {
  const isSet = useQuery(payPasswordSetQueryOptions());
  const purses = useQuery(pursesQueryOptions());
  const mutation = useTransferBeans();
  const [last, setLast] = useState<string | null>(null);
  const form = useActionForm({
    schema: () => import('../../api/contracts/wallet').then((m) => m.beanTransferRequest),
    empty: { target: '', amount: '', payPassword: '' },
    body: (fields) => ({ ...fields, amount: wholeNumber(fields.amount) }),
    newAttempt: () => `bean-gift:${crypto.randomUUID()}`,
    send: (body, idempotencyKey) => mutation.mutateAsync({ ...body, idempotencyKey }),
    done: (result) => {
      notify.success(messages.beanGiftDone);
      setLast(`已赠送 ${result.target} ${result.amount} 金豆，剩余 ${result.goldCoin} 金豆。`);
    },
  });
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

  return (
    <form
      aria-label="金豆赠送"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
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
        <Field.Root required invalid={Boolean(form.errors.target)}>
          <Field.Label>对方用户名或手机号</Field.Label>
          <Input autoComplete="off" maxLength={20} {...form.field('target')} />
          <FieldRule error={form.errors.target} />
        </Field.Root>
        <Field.Root required invalid={Boolean(form.errors.amount)}>
          <Field.Label>赠送数量（金豆）</Field.Label>
          <Input inputMode="numeric" autoComplete="off" {...form.field('amount')} />
          <FieldRule error={form.errors.amount} hint={`1 至 ${formatBeans(maxGiftBeans)} 个，整数`} />
        </Field.Root>
        <PayPasswordField error={form.errors.payPassword} {...form.field('payPassword')} />
        <ErrorLine error={form.error} />
        {last && !form.error && (
          <Text color="green.700" role="status">
            {last}
          </Text>
        )}
        <Button type="submit" colorPalette="orange" loading={form.busy} loadingText="确认赠送" alignSelf="flex-start">
          确认赠送
        </Button>
      </Stack>
    </form>
  );
}

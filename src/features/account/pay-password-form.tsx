import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { payPasswordModifyRequest } from '../../api/contracts/trade';
import { payPasswordSetQuery } from '../../api/trade/get-pay-password-set';
import { useModifyPayPassword } from '../../api/trade/modify-pay-password';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useCheckedForm, withNewPasswordTwice } from '../shared/use-checked-form';

/** The server's body (payPasswordModifyRequest, its rules and messages), and the new password typed twice. */
const payPasswordForm = withNewPasswordTwice(payPasswordModifyRequest);

type Fields = { oldPassword: string; newPassword: string; confirm: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * Setting or changing the 6-digit payment password (/person/dashboard), one call (useModifyPayPassword). Paying and
 * confirming receipt need it; the first time the login password proves it is the member, afterwards the current
 * payment password.
 */
export function PayPasswordForm() {
  const isSet = useQuery(payPasswordSetQuery());
  const mutation = useModifyPayPassword();
  const form = useCheckedForm(payPasswordForm, empty);
  if (isSet.isPending) return null;
  const changing = isSet.data === true;
  const { refused } = form;

  const submit = () =>
    form.submit(({ oldPassword, newPassword }) =>
      mutation.mutate(
        { oldPassword, newPassword },
        {
          onSuccess: () => {
            notify.success(messages.payPasswordSet);
            form.saved();
          },
        },
      ),
    );
  const input = (name: keyof Fields) => ({
    type: 'password',
    autoComplete: 'off',
    ...form.field(name),
  });

  return (
    <form
      aria-label="支付密码"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="4" maxW="sm" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          {changing ? '修改支付密码' : '设置支付密码'}
        </Heading>
        {!changing && <Text color="gray.600">{messages.payPasswordNotSet}</Text>}
        <Field.Root required>
          <Field.Label>{changing ? '当前支付密码' : '登录密码'}</Field.Label>
          <Input {...input('oldPassword')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>新支付密码</Field.Label>
          <Input {...input('newPassword')} inputMode="numeric" maxLength={6} />
          <Field.HelperText>{messages.payPasswordRule}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>确认支付密码</Field.Label>
          <Input {...input('confirm')} inputMode="numeric" maxLength={6} />
        </Field.Root>
        <ErrorLine error={refused ?? (mutation.isError ? failureMessage(mutation.error) : null)} />
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="保存">
          保存
        </Button>
      </Stack>
    </form>
  );
}

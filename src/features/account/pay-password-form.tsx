import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { payPasswordModifyRequest } from '../../api/contracts/trade';
import { payPasswordSetQuery } from '../../api/trade/get-pay-password-set';
import { useModifyPayPassword } from '../../api/trade/modify-pay-password';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useCheckedForm, withNewPasswordTwice } from '../shared/use-checked-form';
import { PayPasswordRecoveryDialog } from './pay-password-recovery-dialog';

/**
 * The address that opens 找回支付密码 on this page: where a refused or locked payment password elsewhere links to
 * (src/features/orders/pay-password-prompt.tsx, ForgotPayPasswordLink).
 */
export const recoveryHash = 'pay-password-recovery';

/** The server's body (payPasswordModifyRequest, its rules and messages), and the new password typed twice. */
const payPasswordForm = withNewPasswordTwice(payPasswordModifyRequest);

type Fields = { oldPassword: string; newPassword: string; confirm: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * Setting or changing the 6-digit payment password (/person/dashboard), one call (useModifyPayPassword). Paying and
 * confirming receipt need it; the first time the login password proves it is the member, afterwards the current
 * payment password. Beside 修改, 找回支付密码 for a member who forgot it (or locked it): opened by its button, or by
 * arriving at #pay-password-recovery.
 */
export function PayPasswordForm() {
  const isSet = useQuery(payPasswordSetQuery());
  const mutation = useModifyPayPassword();
  const form = useCheckedForm(payPasswordForm, empty);
  const arrivedToRecover = useRouterState({ select: (s) => s.location.hash === recoveryHash });
  const [recovering, setRecovering] = useState(arrivedToRecover);
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
    <>
      <form
        aria-label="支付密码"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4" maxW="sm" bg="white" p="5" borderRadius="md" borderWidth="1px">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="sm">
              {changing ? '修改支付密码' : '设置支付密码'}
            </Heading>
            {changing && (
              <Button variant="outline" size="sm" colorPalette="brand" onClick={() => setRecovering(true)}>
                找回支付密码
              </Button>
            )}
          </HStack>
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
      {/* Outside the form: React passes a portal's events up its tree, and the dialog's own submit is not this one. */}
      {recovering && <PayPasswordRecoveryDialog open onClose={() => setRecovering(false)} />}
    </>
  );
}

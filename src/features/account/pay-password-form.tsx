import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { payPasswordSetQueryOptions } from '../../api/trade/get-pay-password-set';
import { useModifyPayPassword } from '../../api/trade/modify-pay-password';
import { ErrorLine } from '../shared/error-line';
import { PasswordField } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { PayPasswordRecoveryDialog } from './pay-password-recovery-dialog';

/**
 * The address that opens 找回支付密码 on this page: where a refused or locked payment password elsewhere links to
 * (src/features/orders/pay-password-prompt.tsx, ForgotPayPasswordLink).
 */
export const recoveryHash = 'pay-password-recovery';

/**
 * Setting or changing the 6-digit payment password (/person/dashboard), one call (useModifyPayPassword). Paying and
 * confirming receipt need it; the first time the login password proves it is the member, afterwards the current
 * payment password. Beside 修改, 找回支付密码 for a member who forgot it (or locked it): opened by its button, or by
 * arriving at #pay-password-recovery.
 */
export function PayPasswordForm() {
  const isSet = useQuery(payPasswordSetQueryOptions());
  const mutation = useModifyPayPassword();
  const form = useActionForm({
    schema: () => import('../../api/contracts/trade').then((m) => m.payPasswordModifyRequest),
    empty: { oldPassword: '', newPassword: '', confirm: '' },
    typedTwice: { confirm: 'newPassword' },
    send: (body) => mutation.mutateAsync(body),
    done: () => notify.success(messages.payPasswordSet),
  });
  const arrivedToRecover = useRouterState({ select: (s) => s.location.hash === recoveryHash });
  const [recovering, setRecovering] = useState(arrivedToRecover);
  if (isSet.isPending) return null;
  const changing = isSet.data === true;

  return (
    <>
      <form
        aria-label="支付密码"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
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
          <PasswordField label={changing ? '当前支付密码' : '登录密码'} autoComplete="off" error={form.errors.oldPassword} {...form.field('oldPassword')} />
          <PasswordField label="新支付密码" autoComplete="off" digits error={form.errors.newPassword} hint={messages.payPasswordRule} {...form.field('newPassword')} />
          <PasswordField label="确认支付密码" autoComplete="off" digits error={form.errors.confirm} {...form.field('confirm')} />
          <ErrorLine error={form.error} />
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="保存">
            保存
          </Button>
        </Stack>
      </form>
      {/* Outside the form: React passes a portal's events up its tree, and the dialog's own submit is not this one. */}
      {recovering && <PayPasswordRecoveryDialog open onClose={() => setRecovering(false)} />}
    </>
  );
}

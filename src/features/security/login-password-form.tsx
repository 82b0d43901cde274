import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { loginPasswordModifyRequest } from '../../api/contracts/security';
import { useModifyLoginPassword } from '../../api/security/modify-login-password';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { useCheckedForm, withNewPasswordTwice } from '../shared/use-checked-form';

/** The server's body (loginPasswordModifyRequest, its rules and messages), and the new password typed twice. */
const loginPasswordForm = withNewPasswordTwice(loginPasswordModifyRequest);

type Fields = { oldPassword: string; newPassword: string; confirm: string };
const empty: Fields = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * 修改登录密码 (/person/dashboard), one call (useModifyLoginPassword): the current password, the new one twice. The
 * server ends the member's sessions on other devices; this one stays logged in. No label or button here says 登录密码
 * or 保存: on this page those name the payment password form's first field and button.
 */
export function LoginPasswordForm() {
  const mutation = useModifyLoginPassword();
  const form = useCheckedForm(loginPasswordForm, empty);
  const { refused } = form;

  const submit = () =>
    form.submit(({ oldPassword, newPassword }) =>
      mutation.mutate(
        { oldPassword, newPassword },
        {
          onSuccess: () => {
            notify.success(messages.loginPasswordChanged);
            form.saved();
          },
        },
      ),
    );
  const input = (name: keyof Fields, autoComplete: string) => ({
    type: 'password',
    autoComplete,
    ...form.field(name),
  });

  return (
    <form
      aria-label="修改密码"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="4" maxW="sm">
        <Heading as="h2" size="sm">
          修改登录密码
        </Heading>
        <Text color="gray.600" fontSize="sm">
          修改后，其他设备上的登录将退出，需要用新密码重新登录。
        </Text>
        <Field.Root required>
          <Field.Label>原密码</Field.Label>
          <Input {...input('oldPassword', 'current-password')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>新密码</Field.Label>
          <Input {...input('newPassword', 'new-password')} maxLength={20} />
          <Field.HelperText>{messages.passwordRule}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>确认新密码</Field.Label>
          <Input {...input('confirm', 'new-password')} maxLength={20} />
        </Field.Root>
        <ErrorLine error={refused ?? (mutation.isError ? failureMessage(mutation.error) : null)} />
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="确认修改">
          确认修改
        </Button>
      </Stack>
    </form>
  );
}

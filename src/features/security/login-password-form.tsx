import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { useModifyLoginPassword } from '../../api/security/modify-login-password';
import { ErrorLine } from '../shared/error-line';
import { PasswordField } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';

/**
 * 修改登录密码 (/person/dashboard), one call (useModifyLoginPassword): the current password, the new one twice, checked
 * with the server's body (loginPasswordModifyRequest, its rules and messages). The server ends the member's sessions on
 * other devices; this one stays logged in. No label or button here says 登录密码 or 保存: on this page those name the
 * payment password form's first field and button.
 */
export function LoginPasswordForm() {
  const mutation = useModifyLoginPassword();
  const form = useActionForm({
    schema: () => import('../../api/contracts/security').then((m) => m.loginPasswordModifyRequest),
    empty: { oldPassword: '', newPassword: '', confirm: '' },
    typedTwice: { confirm: 'newPassword' },
    send: (body) => mutation.mutateAsync(body),
    done: () => notify.success(messages.loginPasswordChanged),
  });

  return (
    <form
      aria-label="修改密码"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" maxW="sm">
        <Heading as="h2" size="sm">
          修改登录密码
        </Heading>
        <Text color="gray.600" fontSize="sm">
          修改后，其他设备上的登录将退出，需要用新密码重新登录。
        </Text>
        <PasswordField label="原密码" autoComplete="current-password" error={form.errors.oldPassword} {...form.field('oldPassword')} />
        <PasswordField
          label="新密码"
          autoComplete="new-password"
          maxLength={20}
          error={form.errors.newPassword}
          hint={messages.passwordRule}
          {...form.field('newPassword')}
        />
        <PasswordField label="确认新密码" autoComplete="new-password" maxLength={20} error={form.errors.confirm} {...form.field('confirm')} />
        <ErrorLine error={form.error} />
        <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="确认修改">
          确认修改
        </Button>
      </Stack>
    </form>
  );
}

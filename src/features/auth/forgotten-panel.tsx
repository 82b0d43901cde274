import { Button, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { checkOldUser } from '../../api/auth/check-old-user';
import { resetPassword } from '../../api/auth/reset-password';
import { messages } from '../../api/contracts/messages';
import { forgottenMachine } from '../../machines/forgotten.machine';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { useLoginDialog } from './auth-dialogs-context';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeFields, useTypedPhoneAndCode } from './sms-code-fields';

/** The /forgotten page body (forgotten.machine.ts): prove the phone, choose a new password, then log in. */
export function ForgottenPanel({ onDone }: { onDone?: () => void }) {
  const loginDialog = useLoginDialog();
  const fail = (error: Error) => actor.send({ type: 'forgotten.failed', message: error.message });
  const actor = useActorRef(
    forgottenMachine.provide({
      actions: {
        checkPhone: (_, body) => {
          checkOldUser(body).then((reply) => actor.send({ type: 'phone.confirmed', ...reply }), fail);
        },
        resetPassword: (_, body) => {
          resetPassword(body).then(() => actor.send({ type: 'password.reset' }), fail);
        },
        finish: () => {
          notify.success(messages.passwordReset);
          onDone?.();
          loginDialog.open();
        },
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  const typed = useTypedPhoneAndCode();
  const { userName, password, confirm, error } = snapshot.context;
  const errorLine = <ErrorLine error={error} />;

  if (snapshot.matches('done')) return <Text color="green.fg">{messages.passwordReset}</Text>;
  if (snapshot.matches('verifyingPhone') || snapshot.matches('checkingPhone')) {
    return (
      <form
        aria-label="验证手机"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'phone.submit', ...typed.read() });
        }}
      >
        <Stack gap="4" maxW="md">
          <SmsCodeFields purpose="forget" onChange={typed.onChange} />
          {errorLine}
          <Button type="submit" colorPalette="brand" loading={snapshot.matches('checkingPhone')} loadingText="下一步">
            下一步
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form
      aria-label="设置新密码"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'password.submit' });
      }}
    >
      <Stack gap="4" maxW="md">
        <Text>用户名：{userName}</Text>
        <NewPasswordFields
          label="新密码"
          password={password}
          confirm={confirm}
          onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
        />
        {errorLine}
        <Button type="submit" colorPalette="brand" loading={snapshot.matches('resetting')} loadingText="重置密码">
          重置密码
        </Button>
      </Stack>
    </form>
  );
}

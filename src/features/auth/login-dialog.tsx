import { Button, Checkbox, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../api/contracts/messages';
import type { loginMachine } from '../../machines/login.machine';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { StepProgress } from '../shared/step-progress';
import { SmsCodeFields, useTypedPhoneAndCode } from './sms-code-fields';

const steps = ['账号登录', '手机验证', '身份认证'];

/** Renders the login machine's state and sends it the member's actions; nothing else (spec section 2, Login dialog). */
export function LoginDialog({ actor, navigate }: { actor: ActorRefFrom<typeof loginMachine>; navigate: (to: string) => void }) {
  const snapshot = useSelector(actor, (s) => s);
  const open = !snapshot.matches('closed');
  const step = snapshot.hasTag('step3') ? 2 : snapshot.hasTag('step2') ? 1 : 0;
  const finished = snapshot.matches('succeeded') || snapshot.matches('verified');

  return (
    <AppDialog
      open={open}
      onClose={() => actor.send({ type: 'login.close' })}
      title="登录"
      size="sm"
      belowTitle={
        <StepProgress label="登录步骤" steps={steps} current={step} />
      }
    >
      {finished && <Text color="green.fg">{snapshot.matches('verified') ? messages.phoneVerified : messages.loginSucceeded}</Text>}
      {!finished && step === 0 && <CredentialsStep actor={actor} navigate={navigate} />}
      {!finished && step === 1 && <PhoneStep actor={actor} />}
      {!finished && step === 2 && (
        <Stack gap="4">
          <Text>{messages.notAuthenticated}</Text>
          <HStack justify="flex-end">
            <Button variant="outline" onClick={() => actor.send({ type: 'login.skip' })}>
              跳过
            </Button>
            <Button colorPalette="brand" onClick={() => actor.send({ type: 'login.goAuth' })}>
              去认证
            </Button>
          </HStack>
        </Stack>
      )}
    </AppDialog>
  );
}

function CredentialsStep({ actor, navigate }: { actor: ActorRefFrom<typeof loginMachine>; navigate: (to: string) => void }) {
  const { account, password, remember, error } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('loggingIn'));
  const leaveTo = (to: string) => {
    actor.send({ type: 'login.leave' });
    navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'login.submit' });
  };
  return (
    <form aria-label="账号登录" onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>用户名/手机号</Field.Label>
          <Input autoComplete="username" value={account} onChange={(e) => actor.send({ type: 'account.changed', value: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>密码</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => actor.send({ type: 'password.changed', value: e.target.value })}
          />
        </Field.Root>
        <HStack justify="space-between">
          <Checkbox.Root checked={remember} onCheckedChange={() => actor.send({ type: 'remember.toggled' })} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>记住密码</Checkbox.Label>
          </Checkbox.Root>
          <HStack gap="3" fontSize="sm">
            <Link onClick={() => leaveTo('/forgotten')}>忘记密码</Link>
            <Link onClick={() => leaveTo('/register')}>免费注册</Link>
          </HStack>
        </HStack>
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="登录">
          登录
        </Button>
        <HStack justify="center" gap="4" fontSize="sm" color="gray.600">
          <Text>第三方登录：</Text>
          <Link onClick={() => actor.send({ type: 'login.thirdParty', kind: 'alipay' })}>支付宝登录</Link>
          <Link onClick={() => actor.send({ type: 'login.thirdParty', kind: 'wechat' })}>微信登录</Link>
        </HStack>
      </Stack>
    </form>
  );
}

function PhoneStep({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  const typed = useTypedPhoneAndCode();
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches({ phoneStep: 'checking' }));
  return (
    <form
      aria-label="手机验证"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'login.verify', ...typed.read() });
      }}
    >
      <Stack gap="3">
        <SmsCodeFields purpose="verifyPhone" onChange={typed.onChange} />
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="下一步">
          下一步
        </Button>
      </Stack>
    </form>
  );
}

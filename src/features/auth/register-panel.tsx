import { Button, Checkbox, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { register } from '../../api/auth/register';
import { thirdAuth, thirdBind, thirdRegister } from '../../api/auth/third-party';
import type { ThirdPartyKind } from '../../api/contracts/auth';
import { messages } from '../../api/contracts/messages';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { registerMachine } from '../../machines/register.machine';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { redirectDelayMs, useSessionActions } from '../session';
import { useProtocolViewer } from './auth-dialogs-context';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeFields, useTypedPhoneAndCode } from './sms-code-fields';

const providerName: Record<ThirdPartyKind, string> = { alipay: '支付宝', wechat: '微信' };

/**
 * The /register page body (register.machine.ts), also where an unbound Alipay / WeChat login lands. `inviter`: the
 * member whose invite link brought the visitor; the server records them as the new member's referrer.
 */
export function RegisterPanel({
  thirdKind,
  thirdAuthCode,
  inviter,
  onDone,
}: {
  thirdKind?: ThirdPartyKind;
  thirdAuthCode?: string;
  inviter?: number;
  onDone?: () => void;
}) {
  const { signIn } = useSessionActions();
  const protocols = useProtocolViewer();
  const fail = (error: Error) => actor.send({ type: 'register.failed', message: error.message });
  const actor = useActorRef(
    registerMachine.provide({
      actions: {
        exchangeThirdCode: (_, { kind, authCode }) => {
          thirdAuth(kind, authCode).then((reply) => {
            if (reply.needBind) actor.send({ type: 'third.needsBind', thirdCode: reply.thirdCode, nickName: reply.nickName });
            else {
              signIn(reply);
              actor.send({ type: 'third.loggedIn' });
            }
          }, fail);
        },
        register: (_, { third, ...form }) => {
          const call = third ? thirdRegister({ ...form, loginType: third.kind, thirdCode: third.thirdCode }) : register({ ...form, inviter });
          call.then((reply) => {
            signIn(reply);
            actor.send({ type: 'register.succeeded' });
          }, fail);
        },
        bind: (_, { kind, thirdCode, ...form }) => {
          thirdBind({ ...form, loginType: kind, thirdCode }).then((reply) => {
            signIn(reply);
            actor.send({ type: 'register.succeeded' });
          }, fail);
        },
        finish: () => {
          notify.success(messages.registered);
          window.setTimeout(() => onDone?.(), redirectDelayMs);
        },
        finishLogin: () => {
          notify.success(messages.loginSucceeded);
          window.setTimeout(() => onDone?.(), redirectDelayMs);
        },
      },
    }),
    { input: thirdKind && thirdAuthCode ? { third: { kind: thirdKind, authCode: thirdAuthCode } } : {} },
  );
  const snapshot = useSelector(actor, (s) => s);
  const typed = useTypedPhoneAndCode();
  const { userName, password, confirm, agreed, error, nickName, third } = snapshot.context;
  const field = (name: 'userName' | 'password' | 'confirm') => (e: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field: name, value: e.target.value });

  if (snapshot.matches('checkingThirdParty')) return <Text>{messages.thirdPartyChecking}</Text>;
  if (snapshot.matches('done')) return <Text color="green.fg">{messages.registered}</Text>;
  if (snapshot.matches('loggedIn')) return <Text color="green.fg">{messages.loginSucceeded}</Text>;

  const binding = snapshot.matches('binding') || snapshot.matches('bindingSubmitted');
  const smsPurpose = snapshot.context.thirdCode ? 'bind' : 'register';
  const busy = snapshot.matches('registering') || snapshot.matches('bindingSubmitted');
  return (
    <form
      aria-label={binding ? '绑定已有账号' : '注册'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'register.submit', ...typed.read() });
      }}
    >
      <Stack gap="4" maxW="md">
        {nickName && third && (
          <Text fontSize="sm" color="gray.600">
            您正在使用{providerName[third.kind]}账号「{nickName}」登录，请注册新账号或绑定已有账号。
          </Text>
        )}
        {/* A provider identity is bound to the phone whether the account is new or existing: the server wants a 'bind' code. */}
        <SmsCodeFields key={smsPurpose} purpose={smsPurpose} onChange={typed.onChange} />
        {!binding && (
          <>
            <Field.Root required>
              <Field.Label>用户名</Field.Label>
              <Input autoComplete="username" value={userName} onChange={field('userName')} />
              <Field.HelperText>{messages.userNameRule}</Field.HelperText>
            </Field.Root>
            <NewPasswordFields
              label="密码"
              password={password}
              confirm={confirm}
              onChange={(name, value) => actor.send({ type: 'field.changed', field: name, value })}
            />
            <HStack gap="1" fontSize="sm">
              <Checkbox.Root checked={agreed} onCheckedChange={() => actor.send({ type: 'agree.toggled' })} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>我已阅读并同意</Checkbox.Label>
              </Checkbox.Root>
              <Link color="brand.fg" onClick={() => protocols.open(protocolTypes.register)}>
                《邮市用户注册协议》
              </Link>
            </HStack>
          </>
        )}
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={binding ? '绑定' : '注册'}>
          {binding ? '绑定' : '注册'}
        </Button>
        {snapshot.context.thirdCode && (
          <Link fontSize="sm" onClick={() => actor.send({ type: binding ? 'mode.register' : 'mode.bind' })}>
            {binding ? '没有账号？注册新账号' : '已有账号？绑定已有账号'}
          </Link>
        )}
      </Stack>
    </form>
  );
}

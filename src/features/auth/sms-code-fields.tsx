import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { getCaptcha } from '../../api/auth/get-captcha';
import { sendCode } from '../../api/auth/send-code';
import type { SmsPurpose } from '../../api/contracts/auth';
import { messages } from '../../api/contracts/messages';
import type { PhoneAndCode } from '../../machines/account-form';
import { smsCodeMachine } from '../../machines/sms-code.machine';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { SliderCaptcha } from './slider-captcha';

export type { PhoneAndCode };

/**
 * What the member typed into <SmsCodeFields>, for the form that holds them to read when it is submitted (kept in a
 * ref: the form does not re-render on every keystroke).
 */
export function useTypedPhoneAndCode(): { read: () => PhoneAndCode; onChange: (value: PhoneAndCode) => void } {
  const typed = useRef<PhoneAndCode>({ phone: '', code: '' });
  const onChange = useCallback((value: PhoneAndCode) => {
    typed.current = value;
  }, []);
  return { read: useCallback(() => typed.current, []), onChange };
}

/**
 * Phone, slider captcha and SMS code, for login step 2, registration, binding, the forgotten password, and the codes
 * that prove the member holds their own bound phone (`phone` given: shown, not typed) (sms-code.machine.ts). The
 * parent reads what was typed through `onChange`.
 */
export function SmsCodeFields({ purpose, phone: boundPhone, onChange }: { purpose: SmsPurpose; phone?: string; onChange: (value: PhoneAndCode) => void }) {
  const actor = useActorRef(
    smsCodeMachine.provide({
      actions: {
        loadCaptcha: () => {
          getCaptcha().then(
            (challenge) => actor.send({ type: 'captcha.loaded', challenge }),
            (error: Error) => actor.send({ type: 'captcha.failed', message: error.message }),
          );
        },
        sendCode: (_, { phone, sig, challenge }) => {
          sendCode({ phone, type: purpose, sessionId: challenge.sessionId, token: challenge.token, sig }).then(
            () => {
              notify.success(messages.smsSent);
              actor.send({ type: 'send.succeeded' });
            },
            (error: Error) => actor.send({ type: 'send.failed', message: error.message }),
          );
        },
      },
    }),
    { input: {} },
  );
  const state = useSelector(actor, (s) => s.value);
  const phone = useSelector(actor, (s) => s.context.phone);
  const code = useSelector(actor, (s) => s.context.code);
  const countdown = useSelector(actor, (s) => s.context.countdown);
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => onChange({ phone, code }), [phone, code, onChange]);
  // A bound phone is entered once, as if typed: the captcha then comes as for any valid phone.
  useEffect(() => {
    if (boundPhone) actor.send({ type: 'phone.changed', value: boundPhone });
  }, [boundPhone, actor]);

  // The countdown's clock: one TICK a second while a code is waiting (the machine itself has no timers).
  useEffect(() => {
    if (state !== 'waiting') return;
    const timer = window.setInterval(() => actor.send({ type: 'smsCode.tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [state, actor]);

  return (
    <Stack gap="3">
      <Field.Root required>
        <Field.Label>手机号</Field.Label>
        <Input
          type="tel"
          autoComplete="tel"
          value={phone}
          readOnly={boundPhone !== undefined}
          maxLength={16}
          onChange={(e) => actor.send({ type: 'phone.changed', value: e.target.value })}
        />
      </Field.Root>
      {state === 'solvingCaptcha' && <SliderCaptcha onSolved={(sig) => actor.send({ type: 'captcha.solved', sig })} />}
      {(state === 'loadingCaptcha' || state === 'sending') && <Text fontSize="sm" color="gray.600">请稍候…</Text>}
      <Field.Root required>
        <Field.Label>验证码</Field.Label>
        <HStack>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => actor.send({ type: 'code.changed', value: e.target.value })}
          />
          {state === 'waiting' && (
            <Button variant="outline" disabled flexShrink={0}>
              {countdown}秒后重发
            </Button>
          )}
          {(state === 'mayResend' || state === 'captchaUnavailable') && (
            <Button variant="outline" flexShrink={0} onClick={() => actor.send({ type: 'smsCode.resend' })}>
              重新获取
            </Button>
          )}
        </HStack>
        {state === 'enteringPhone' && <Field.HelperText>填写正确的手机号后，拖动滑块获取验证码</Field.HelperText>}
      </Field.Root>
      <ErrorLine error={error} />
    </Stack>
  );
}

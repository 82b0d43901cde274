import { assign, setup } from 'xstate';
import type { CaptchaChallenge } from '../api/contracts/auth';
import { phoneError } from '../api/contracts/validation-rules';

/** Spec section 9: the SMS resend countdown. */
export const smsCountdownSeconds = 59;

export interface SmsCodeContext {
  phone: string;
  code: string;
  /** The slider challenge shown once the phone is valid (spec section 5). */
  challenge: CaptchaChallenge | null;
  /** Seconds until another code may be requested; 0 once it may. */
  countdown: number;
  /** Where the countdown starts: 59 s (spec section 9); models use a shorter one to keep their graphs small. */
  countdownFrom: number;
  error: string | null;
}

export type SmsCodeEvent =
  | { type: 'phone.changed'; value: string }
  | { type: 'code.changed'; value: string }
  | { type: 'captcha.loaded'; challenge: CaptchaChallenge }
  | { type: 'captcha.failed'; message: string }
  | { type: 'captcha.solved'; sig: string }
  | { type: 'send.succeeded' }
  | { type: 'send.failed'; message: string }
  | { type: 'smsCode.tick' }
  | { type: 'smsCode.resend' };

/**
 * Getting an SMS code (login step 2, registration, forgotten password, third-party binding): a valid phone first,
 * then the slider captcha, then the code is sent and a 59 s countdown runs before the next one may be requested.
 * Effects are named actions the browser supplies (`loadCaptcha`, `sendCode`); their results and the countdown's
 * ticks come back as events, so every path can be walked without a network or a clock (docs/adr/0004).
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as { phone?: string; countdownFrom?: number } | undefined,
  },
  actions: {
    loadCaptcha: () => {},
    sendCode: (_, _params: { phone: string; sig: string; challenge: CaptchaChallenge }) => {},
    setPhone: assign({ phone: (_, params: { value: string }) => params.value, error: null }),
    setCode: assign({ code: (_, params: { value: string }) => params.value }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    startCountdown: assign({ countdown: ({ context }) => context.countdownFrom, error: null }),
    countDown: assign({ countdown: ({ context }) => Math.max(0, context.countdown - 1) }),
    forgetChallenge: assign({ challenge: null }),
  },
  guards: {
    phoneValid: ({ context }) => phoneError(context.phone) === null,
    countdownRunning: ({ context }) => context.countdown > 1,
  },
}).createMachine({
  id: 'smsCode',
  description: 'Getting an SMS verification code: phone, slider captcha, send, 59 s countdown before a resend.',
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    code: '',
    challenge: null,
    countdown: 0,
    countdownFrom: input?.countdownFrom ?? smsCountdownSeconds,
    error: null,
  }),
  initial: 'enteringPhone',
  on: {
    'code.changed': { actions: { type: 'setCode', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    enteringPhone: {
      description: 'No valid mainland mobile number yet: the captcha is hidden.',
      always: { guard: 'phoneValid', target: 'loadingCaptcha' },
      on: {
        'phone.changed': { target: 'enteringPhone', reenter: true, actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
    loadingCaptcha: {
      description: 'The phone is valid; a slider challenge is being fetched.',
      entry: ['forgetChallenge', 'loadCaptcha'],
      on: {
        'captcha.loaded': { target: 'solvingCaptcha', actions: assign({ challenge: ({ event }) => event.challenge }) },
        'captcha.failed': { target: 'captchaUnavailable', actions: { type: 'showError', params: ({ event }) => event } },
        'phone.changed': { target: 'enteringPhone', actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
    captchaUnavailable: {
      description: 'The challenge could not be fetched; the member may retry.',
      on: {
        'smsCode.resend': 'loadingCaptcha',
        'phone.changed': { target: 'enteringPhone', actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
    solvingCaptcha: {
      description: 'The slider (width 308) is shown; sliding it to the end sends the code.',
      tags: 'captcha',
      on: {
        'captcha.solved': {
          target: 'sending',
          actions: {
            type: 'sendCode',
            params: ({ context, event }) => ({ phone: context.phone, sig: event.sig, challenge: context.challenge! }),
          },
        },
        'phone.changed': { target: 'enteringPhone', actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
    sending: {
      description: 'The server checks the captcha and the send limits, then sends the code.',
      on: {
        'send.succeeded': { target: 'waiting', actions: 'startCountdown' },
        'send.failed': { target: 'loadingCaptcha', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    waiting: {
      description: 'The code was sent; the resend button counts down from 59 s.',
      tags: 'codeSent',
      on: {
        'smsCode.tick': [
          { guard: 'countdownRunning', actions: 'countDown' },
          { target: 'mayResend', actions: 'countDown' },
        ],
        'phone.changed': { target: 'enteringPhone', actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
    mayResend: {
      description: 'The countdown is over: another code may be requested (through a new captcha).',
      tags: 'codeSent',
      on: {
        'smsCode.resend': 'loadingCaptcha',
        'phone.changed': { target: 'enteringPhone', actions: { type: 'setPhone', params: ({ event }) => event } },
      },
    },
  },
});

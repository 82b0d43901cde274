import { assign, setup } from 'xstate';
import type { ThirdPartyKind } from '../api/contracts/auth';
import { messages } from '../api/contracts/messages';
import { loginFormError, phoneError } from '../api/contracts/validation-rules';

export interface LoginContext {
  account: string;
  password: string;
  remember: boolean;
  error: string | null;
}

/** What the server said about the member after login or phone verification (spec section 4, Login success). */
export interface LoginChecks {
  checkPhone: boolean;
  checkAuth: boolean;
}

export type LoginEvent =
  | { type: 'login.open'; remembered?: { account: string; password: string } }
  | { type: 'login.forcePhoneStep' }
  | { type: 'account.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'remember.toggled' }
  | { type: 'login.submit' }
  | ({ type: 'login.succeeded' } & LoginChecks)
  | { type: 'login.failed'; message: string }
  | { type: 'login.thirdParty'; kind: ThirdPartyKind }
  | { type: 'login.verify'; phone: string; code: string }
  | { type: 'verify.succeeded'; checkAuth: boolean }
  | { type: 'verify.failed'; message: string }
  | { type: 'login.goAuth' }
  | { type: 'login.skip' }
  | { type: 'login.leave' }
  | { type: 'login.close' };

/**
 * The login dialog (spec sections 2, 4 and 5): step 1 account and password, step 2 phone verification, step 3 the
 * identity-verification prompt. Calls are named actions supplied by the browser; their answers come back as events
 * (docs/adr/0004). Getting the SMS code itself is sms-code.machine.ts, which step 2's form runs.
 */
/** Remember-password keeps account and password locally only while the box is ticked (spec section 5). */
const remembered = {
  type: 'rememberCredentials',
  params: ({ context }: { context: LoginContext }) =>
    context.remember ? { account: context.account.trim(), password: context.password } : null,
} as const;

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actions: {
    login: (_, _params: { account: string; password: string }) => {},
    rememberCredentials: (_, _params: { account: string; password: string } | null) => {},
    verifyPhone: (_, _params: { phone: string; code: string }) => {},
    startThirdParty: (_, _params: { kind: ThirdPartyKind }) => {},
    /** Login done with both checks passed: 'login succeeded', then reload after 1 s (home from the register page). */
    finishLogin: () => {},
    /** Phone verified and already authenticated: 'phone verified', then home after 1 s. */
    finishVerification: () => {},
    goAuthenticate: () => {},
    /** Closed before logging in: a login-only page sends the visitor home. */
    cancelled: () => {},
    showError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    formValid: ({ context }) => loginFormError(context.account, context.password) === null,
    fullyChecked: (_, params: LoginChecks) => params.checkPhone && params.checkAuth,
    phoneUnchecked: (_, params: LoginChecks) => !params.checkPhone,
    authenticated: (_, params: { checkAuth: boolean }) => params.checkAuth,
    verificationComplete: (_, params: { phone: string; code: string }) =>
      phoneError(params.phone) === null && params.code.trim() !== '',
  },
}).createMachine({
  id: 'login',
  description: 'The login dialog: account login, phone verification, identity-verification prompt.',
  context: { account: '', password: '', remember: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog.',
      on: {
        'login.open': {
          target: 'credentials',
          actions: assign(({ event }) => ({
            account: event.remembered?.account ?? '',
            password: event.remembered?.password ?? '',
            remember: event.remembered !== undefined,
            error: null,
          })),
        },
        'login.forcePhoneStep': { target: 'phoneStep', actions: 'clearError' },
      },
    },
    credentials: {
      description: 'Step 1: user name or phone, password, remember-password, third-party login.',
      tags: 'step1',
      on: {
        'account.changed': { actions: assign({ account: ({ event }) => event.value }) },
        'password.changed': { actions: assign({ password: ({ event }) => event.value }) },
        'remember.toggled': { actions: assign({ remember: ({ context }) => !context.remember }) },
        'login.submit': [
          {
            guard: 'formValid',
            target: 'loggingIn',
            actions: [
              'clearError',
              { type: 'login', params: ({ context }) => ({ account: context.account.trim(), password: context.password }) },
            ],
          },
          {
            description: 'Empty account or password: the spec message, nothing sent.',
            actions: {
              type: 'showError',
              params: ({ context }) => ({ message: loginFormError(context.account, context.password) }),
            },
          },
        ],
        'login.thirdParty': { actions: { type: 'startThirdParty', params: ({ event }) => ({ kind: event.kind }) } },
        'login.leave': 'closed',
        'login.close': { target: 'closed', actions: 'cancelled' },
      },
    },
    loggingIn: {
      description: 'POST /api/login is under way.',
      tags: 'step1',
      on: {
        'login.succeeded': [
          { guard: { type: 'fullyChecked', params: ({ event }) => event }, target: 'succeeded', actions: remembered },
          { guard: { type: 'phoneUnchecked', params: ({ event }) => event }, target: 'phoneStep', actions: remembered },
          { target: 'authStep', actions: remembered },
        ],
        'login.failed': { target: 'credentials', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    phoneStep: {
      description: 'Step 2: phone, slider captcha, SMS code, next.',
      tags: 'step2',
      initial: 'entering',
      states: {
        entering: {
          description: 'The member fills the phone and the SMS code.',
          on: {
            'login.verify': [
              {
                guard: { type: 'verificationComplete', params: ({ event }) => event },
                target: 'checking',
                actions: ['clearError', { type: 'verifyPhone', params: ({ event }) => ({ phone: event.phone, code: event.code }) }],
              },
              {
                description: 'Phone missing or malformed, or no code: the spec message.',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ message: phoneError(event.phone) ?? messages.fillSmsCode }),
                },
              },
            ],
          },
        },
        checking: {
          description: 'POST /api/login/checkCode is under way.',
          on: {
            'verify.succeeded': [
              { guard: { type: 'authenticated', params: ({ event }) => event }, target: '#login.verified' },
              { target: '#login.authStep' },
            ],
            'verify.failed': { target: 'entering', actions: { type: 'showError', params: ({ event }) => event } },
          },
        },
      },
      on: { 'login.close': { target: 'closed', actions: 'cancelled' } },
    },
    authStep: {
      description: 'Step 3: not authenticated yet — go authenticate, or skip.',
      tags: 'step3',
      on: {
        'login.goAuth': { target: 'closed', actions: 'goAuthenticate' },
        'login.skip': 'succeeded',
        'login.close': 'succeeded',
      },
    },
    verified: {
      description: "Phone verified and authenticated: 'phone verified', home after 1 s.",
      entry: 'finishVerification',
      on: { 'login.close': 'closed' },
    },
    succeeded: {
      description: "Logged in: 'login succeeded', reload after 1 s.",
      entry: 'finishLogin',
      on: { 'login.close': 'closed' },
    },
  },
});

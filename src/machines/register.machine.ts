import { assign, setup } from 'xstate';
import type { ThirdPartyKind } from '../api/contracts/auth';
import { messages } from '../api/contracts/messages';
import { newPasswordError, phoneAndCodeError, userNameError, type PhoneAndCode } from './account-form';

export interface RegisterContext {
  userName: string;
  password: string;
  confirm: string;
  agreed: boolean;
  error: string | null;
  /** Set when the member arrived from Alipay or WeChat (/register?thirdKind=&thirdAuthCode=). */
  third: { kind: ThirdPartyKind; authCode: string } | null;
  /** The provider identity waiting to be bound, once the server said it is not bound yet. */
  thirdCode: string | null;
  nickName: string | null;
}

type Field = 'userName' | 'password' | 'confirm';

export type RegisterEvent =
  | { type: 'field.changed'; field: Field; value: string }
  | { type: 'agree.toggled' }
  | ({ type: 'register.submit' } & PhoneAndCode)
  | { type: 'third.loggedIn' }
  | { type: 'third.needsBind'; thirdCode: string; nickName: string }
  | { type: 'mode.bind' }
  | { type: 'mode.register' }
  | { type: 'register.succeeded' }
  | { type: 'register.failed'; message: string };

export interface RegisterPayload extends PhoneAndCode {
  userName: string;
  password: string;
  third: { kind: ThirdPartyKind; thirdCode: string } | null;
}

/** The first reason the registration form cannot be sent, in reading order, or null. */
function registrationError(context: RegisterContext, form: PhoneAndCode): string | null {
  return (
    phoneAndCodeError(form) ??
    userNameError(context.userName) ??
    newPasswordError(context.password, context.confirm) ??
    (context.agreed ? null : messages.agreeToTerms)
  );
}

const thirdOf = (context: RegisterContext) =>
  context.third && context.thirdCode ? { kind: context.third.kind, thirdCode: context.thirdCode } : null;

/**
 * The /register page (spec sections 2 and 7): phone and SMS code (sms-code.machine.ts), user name, password twice,
 * the register agreement. Arriving from a third-party login, the provider's code is exchanged first: a bound identity
 * logs straight in; otherwise the member either registers a new account or binds an existing one by phone.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { third?: { kind: ThirdPartyKind; authCode: string } } | undefined,
  },
  actions: {
    exchangeThirdCode: (_, _params: { kind: ThirdPartyKind; authCode: string }) => {},
    register: (_, _params: RegisterPayload) => {},
    bind: (_, _params: PhoneAndCode & { kind: ThirdPartyKind; thirdCode: string }) => {},
    /** 'registered' (or bound), then home after 1 s (spec section 4: from the register page go to /). */
    finish: () => {},
    /** An identity bound before: 'login succeeded', then home after 1 s. */
    finishLogin: () => {},
    showError: assign({ error: (_, params: { message: string | null }) => params.message }),
  },
  guards: {
    fromThirdParty: ({ context }) => context.third !== null,
    mayBind: ({ context }) => context.thirdCode !== null,
    registrationReady: ({ context }, params: PhoneAndCode) => registrationError(context, params) === null,
    phoneAndCodeReady: (_, params: PhoneAndCode) => phoneAndCodeError(params) === null,
  },
}).createMachine({
  id: 'register',
  description: 'Registration, also the landing page of a third-party login that is not bound yet.',
  context: ({ input }) => ({
    userName: '',
    password: '',
    confirm: '',
    agreed: false,
    error: null,
    third: input?.third ?? null,
    thirdCode: null,
    nickName: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Decides whether a third-party code must be exchanged first.',
      always: [{ guard: 'fromThirdParty', target: 'checkingThirdParty' }, { target: 'editing' }],
    },
    checkingThirdParty: {
      description: 'POST /api/login/third/{kind}/auth with the provider code.',
      entry: { type: 'exchangeThirdCode', params: ({ context }) => context.third! },
      on: {
        'third.loggedIn': 'loggedIn',
        'third.needsBind': {
          target: 'editing',
          actions: assign({ thirdCode: ({ event }) => event.thirdCode, nickName: ({ event }) => event.nickName }),
        },
        'register.failed': {
          target: 'editing',
          actions: [assign({ third: null }), { type: 'showError', params: ({ event }) => event }],
        },
      },
    },
    editing: {
      description: 'The new-account form.',
      on: {
        'field.changed': { actions: assign(({ event }) => ({ [event.field]: event.value, error: null })) },
        'agree.toggled': { actions: assign({ agreed: ({ context }) => !context.agreed }) },
        'mode.bind': { guard: 'mayBind', target: 'binding', actions: assign({ error: null }) },
        'register.submit': [
          {
            guard: { type: 'registrationReady', params: ({ event }) => event },
            target: 'registering',
            actions: {
              type: 'register',
              params: ({ context, event }) => ({
                phone: event.phone,
                code: event.code,
                userName: context.userName.trim(),
                password: context.password,
                third: thirdOf(context),
              }),
            },
          },
          {
            description: 'Something is missing: the first message, nothing sent.',
            actions: { type: 'showError', params: ({ context, event }) => ({ message: registrationError(context, event) }) },
          },
        ],
      },
    },
    registering: {
      description: 'POST /api/login/register (or /third/register) is under way.',
      on: {
        'register.succeeded': 'done',
        'register.failed': { target: 'editing', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    binding: {
      description: 'Binding the provider identity to an existing account: phone and SMS code.',
      on: {
        'mode.register': { target: 'editing', actions: assign({ error: null }) },
        'register.submit': [
          {
            guard: { type: 'phoneAndCodeReady', params: ({ event }) => event },
            target: 'bindingSubmitted',
            actions: {
              type: 'bind',
              params: ({ context, event }) => ({ phone: event.phone, code: event.code, ...thirdOf(context)! }),
            },
          },
          { actions: { type: 'showError', params: ({ event }) => ({ message: phoneAndCodeError(event) }) } },
        ],
      },
    },
    bindingSubmitted: {
      description: 'POST /api/login/third/bind is under way.',
      on: {
        'register.succeeded': 'done',
        'register.failed': { target: 'binding', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    loggedIn: {
      type: 'final',
      description: 'The provider identity was bound already: logged in as its member; home after 1 s.',
      entry: 'finishLogin',
    },
    done: {
      type: 'final',
      description: 'Logged in as the new (or bound) member; home after 1 s.',
      entry: 'finish',
    },
  },
});

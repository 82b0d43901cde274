import { assign, setup } from 'xstate';
import { newPasswordError, phoneAndCodeError, type PhoneAndCode } from './account-form';

export interface ForgottenContext {
  resetTicket: string | null;
  userName: string | null;
  password: string;
  confirm: string;
  error: string | null;
}

export type ForgottenEvent =
  | ({ type: 'phone.submit' } & PhoneAndCode)
  | { type: 'phone.confirmed'; resetTicket: string; userName: string }
  | { type: 'field.changed'; field: 'password' | 'confirm'; value: string }
  | { type: 'password.submit' }
  | { type: 'password.reset' }
  | { type: 'forgotten.failed'; message: string };

/**
 * /forgotten (spec sections 2 and 7): prove the phone with an SMS code (POST /api/user/checkOldUser, which answers
 * with a single-use reset ticket and the account's user name), then choose a new password.
 */
export const forgottenMachine = setup({
  types: { context: {} as ForgottenContext, events: {} as ForgottenEvent },
  actions: {
    checkPhone: (_, _params: PhoneAndCode) => {},
    resetPassword: (_, _params: { resetTicket: string; password: string }) => {},
    /** 'password reset', then the login dialog. */
    finish: () => {},
    showError: assign({ error: (_, params: { message: string | null }) => params.message }),
  },
  guards: {
    phoneAndCodeReady: (_, params: PhoneAndCode) => phoneAndCodeError(params) === null,
    passwordReady: ({ context }) => newPasswordError(context.password, context.confirm) === null,
  },
}).createMachine({
  id: 'forgotten',
  description: 'Forgotten password: verify the phone, then set a new password.',
  context: { resetTicket: null, userName: null, password: '', confirm: '', error: null },
  initial: 'verifyingPhone',
  states: {
    verifyingPhone: {
      description: 'Step 1: phone, slider captcha and SMS code.',
      on: {
        'phone.submit': [
          {
            guard: { type: 'phoneAndCodeReady', params: ({ event }) => event },
            target: 'checkingPhone',
            actions: [assign({ error: null }), { type: 'checkPhone', params: ({ event }) => ({ phone: event.phone, code: event.code }) }],
          },
          { actions: { type: 'showError', params: ({ event }) => ({ message: phoneAndCodeError(event) }) } },
        ],
      },
    },
    checkingPhone: {
      description: 'POST /api/user/checkOldUser is under way.',
      on: {
        'phone.confirmed': {
          target: 'choosingPassword',
          actions: assign({ resetTicket: ({ event }) => event.resetTicket, userName: ({ event }) => event.userName }),
        },
        'forgotten.failed': { target: 'verifyingPhone', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    choosingPassword: {
      description: 'Step 2: the new password, twice.',
      on: {
        'field.changed': { actions: assign(({ event }) => ({ [event.field]: event.value, error: null })) },
        'password.submit': [
          {
            guard: 'passwordReady',
            target: 'resetting',
            actions: {
              type: 'resetPassword',
              params: ({ context }) => ({ resetTicket: context.resetTicket!, password: context.password }),
            },
          },
          {
            actions: {
              type: 'showError',
              params: ({ context }) => ({ message: newPasswordError(context.password, context.confirm) }),
            },
          },
        ],
      },
    },
    resetting: {
      description: 'POST /api/login/resetPassword is under way.',
      on: {
        'password.reset': 'done',
        'forgotten.failed': { target: 'choosingPassword', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    done: { type: 'final', description: 'The password is reset; the member logs in with it.', entry: 'finish' },
  },
});

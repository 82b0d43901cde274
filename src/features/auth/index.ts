export { AuthDialogsProvider, authenticationPath } from './auth-dialogs-provider';
export { useGoAuthPrompt, useLoginDialog, useProtocolViewer, type LoginDialogOptions } from './auth-dialogs-context';
export { ForgottenPanel } from './forgotten-panel';
export { RegisterPanel } from './register-panel';

// The auth feature's public entry (eslint.config.js, feature isolation). Its pages (register-panel.tsx,
// forgotten-panel.tsx) are loaded by the route tree directly, so importing this pulls nothing heavy into the entry.
export { AuthDialogsProvider } from './auth-dialogs-provider';
export { SmsCodeFields, useTypedPhoneAndCode, type PhoneAndCode } from './sms-code-fields';
export { authenticationPath, useGoAuthPrompt, useLoginDialog, useProtocolViewer, type LoginDialogOptions } from './auth-dialogs-context';

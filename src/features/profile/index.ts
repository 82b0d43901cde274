// The profile feature's public entry (eslint.config.js, feature isolation). Its page (profile-page.tsx) is loaded by
// the route tree directly; the phone change is offered to other pages too (账户安全).
export { ModifyPhoneDialog } from './modify-phone-dialog';

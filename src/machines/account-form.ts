import { messages } from '../api/contracts/messages';
import { passwordSchema, phoneError, userNameSchema } from '../api/contracts/validation';

/**
 * The checks the registration and password forms run before anything is sent, in the order a member reads the
 * form; each returns the first message to show, or null. Shared by register.machine.ts and forgotten.machine.ts.
 */
export interface PhoneAndCode {
  phone: string;
  code: string;
}

export const phoneAndCodeError = ({ phone, code }: PhoneAndCode): string | null =>
  phoneError(phone) ?? (code.trim() === '' ? messages.fillSmsCode : null);

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? messages.invalidRequest);

export function newPasswordError(password: string, confirm: string): string | null {
  return firstIssue(passwordSchema.safeParse(password)) ?? (password === confirm ? null : messages.passwordsDiffer);
}

export function userNameError(userName: string): string | null {
  return userName.trim() === '' ? messages.enterUserName : firstIssue(userNameSchema.safeParse(userName));
}

import { z } from 'zod';
import { messages } from './messages';

/**
 * Validation shared by the browser forms and the server (one schema serves both, so they cannot disagree).
 * Mainland mobile: 1, then 3-9, then 9 digits; optionally +86 in front, or written 3-4-4 with dashes.
 */
const phonePattern = /^(?:\+86)?(?:1[3-9]\d{9}|1[3-9]\d-\d{4}-\d{4})$/;

/** The 11-digit form we store: +86 and dashes removed. */
export const normalizePhone = (raw: string): string => raw.trim().replace(/^\+86/, '').replace(/-/g, '');

/** Returns the spec's message for a bad phone, or null when the phone is valid. */
export function phoneError(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return messages.fillPhone;
  return phonePattern.test(value) ? null : messages.phoneFormatWrong;
}

export const phoneSchema = z
  .string({ error: messages.fillPhone })
  .max(20, { error: messages.phoneFormatWrong })
  .superRefine((value, ctx) => {
    const error = phoneError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform(normalizePhone);

/** Returns the spec's message for an incomplete login form, or null (spec section 5, Login). */
export function loginFormError(account: string, password: string): string | null {
  const hasAccount = account.trim() !== '';
  const hasPassword = password !== '';
  if (!hasAccount && !hasPassword) return messages.enterAccountAndPassword;
  if (!hasAccount) return messages.enterAccount;
  if (!hasPassword) return messages.enterPassword;
  return null;
}

export const smsCodeSchema = z
  .string({ error: messages.fillSmsCode })
  .trim()
  .min(1, { error: messages.fillSmsCode })
  .regex(/^\d{6}$/, { error: messages.codeWrong });

/** 6-20 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string({ error: messages.enterPassword })
  .min(1, { error: messages.enterPassword })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{6,20}$/, { error: messages.passwordRule });

/** 2-20 characters: Chinese, letters, digits, underscore. */
export const userNameSchema = z
  .string({ error: messages.enterAccount })
  .trim()
  .regex(/^[\u4e00-\u9fa5A-Za-z0-9_]{2,20}$/, { error: messages.userNameRule });

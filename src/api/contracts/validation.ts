import { z } from 'zod';
import { messages } from './messages';
import { maxInt32, maxQuantity, normalizePhone, phoneError, urlDigits } from './validation-rules';

/*
 * The builders every request contract is made of (docs/adr/0017): a text refuses what PostgreSQL cannot store, an id
 * is a positive int32 and is never coerced, a count is bounded. A value from a URL (path or query string) is a string;
 * `fromUrl` reads the canonical digits of a number there and nowhere else. The limits and the plain checks (phone,
 * login form) are in validation-rules.ts (no zod), re-exported here.
 */
export * from './validation-rules';

/**
 * What a text may not contain: NUL and the other C0 controls except tab, line feed and carriage return, DEL, and a
 * UTF-16 surrogate without its other half (PostgreSQL's text cannot hold NUL; its jsonb refuses a lone surrogate).
 */
const unreadable = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isReadableText = (value: string): boolean => !unreadable.test(value);

/**
 * Every string a request carries starts here: `error` is the message for a missing or non-string value; a string with
 * a character `isReadableText` refuses is answered with messages.unreadableText before any other rule of the field.
 */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isReadableText, { error: messages.unreadableText, abort: true });

/** An id in a JSON body: a whole number 1..2147483647. A string, a boolean, a float or an array is refused. */
export const id = (error: string = messages.invalidRequest) =>
  z.number({ error }).int({ error }).min(1, { error }).max(maxInt32, { error });
export const idSchema = id();

/** A whole number in a bounded range (a page number, a type code...), from a JSON body. */
export const int = (min: number, max: number, error: string = messages.invalidRequest) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** A quantity of items: 1..maxQuantity, with the field's own message for anything else. */
export const quantity = (error: string) => int(1, maxQuantity, error);

/**
 * A number read from a URL path or query string, where every value is a string: only its canonical digits are read as
 * a number (then checked by `schema`); "true", "1.5", "1e3", " 1" and a repeated key (an array) are refused. A number
 * is taken as is, so the browser can check the values it is about to write into a URL with the same schema.
 */
export const fromUrl = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && urlDigits.test(value) ? Number(value) : value), schema);

/** An id in a URL path or query string. */
export const idParam = fromUrl(idSchema);

/**
 * Validation shared by the browser forms and the server (one schema serves both, so they cannot disagree).
 * A mainland mobile (phoneError), stored in its 11-digit form.
 */
export const phoneSchema = text(messages.fillPhone)
  .max(20, { error: messages.phoneFormatWrong })
  .superRefine((value, ctx) => {
    const error = phoneError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform(normalizePhone);

export const smsCodeSchema = text(messages.fillSmsCode)
  .trim()
  .min(1, { error: messages.fillSmsCode })
  .regex(/^\d{6}$/, { error: messages.codeWrong });

/** 6-20 characters with at least one letter and one digit. */
export const passwordSchema = text(messages.enterPassword)
  .min(1, { error: messages.enterPassword })
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{6,20}$/, { error: messages.passwordRule });

/** 2-20 characters: Chinese, letters, digits, underscore. */
export const userNameSchema = text(messages.enterAccount)
  .trim()
  .regex(/^[\u4e00-\u9fa5A-Za-z0-9_]{2,20}$/, { error: messages.userNameRule });

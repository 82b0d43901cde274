import { z } from 'zod';
import { bankCodes } from './cash-out-names';
import { cardDigits, isCardNumber } from './cash-out-rules';
import { messages } from './messages';
import { text } from './validation';

/**
 * A bank card's fields as a member types them, shared by the cash-out card and the account opening's tied card: kept
 * apart from cash-out.ts so that the call table (which every lifecycle screen loads) does not bring in its answers.
 */
export const bankCode = z.enum(bankCodes, { error: messages.chooseBank });

/** 16-19 digits (spaces as printed are dropped), with the Luhn check digit where it applies (cash-out-names.ts). */
export const cardNoSchema = text(messages.fillCardNo)
  .transform(cardDigits)
  .pipe(
    text(messages.fillCardNo)
      .min(1, { error: messages.fillCardNo })
      .regex(/^\d{16,19}$/, { error: messages.cardNoRule })
      .refine(isCardNumber, { error: messages.cardNoInvalid }),
  );

import { Field, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { maxMoveFen, minMoveFen } from '../../api/contracts/money-rules';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { formatYuan } from './format';

/** Yuan as typed, in fen for the call's body; what is not an amount goes as NaN, which the contract's schema refuses. */
export const typedFen = (typed: string) => yuanToFen(typed) ?? Number.NaN;

/** A text field's value and onChange, as useActionForm's `field(name)` gives them. */
interface Typed {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

/**
 * A field's broken rule beside it (useActionForm's `errors`), read out like the form's line (ErrorLine, role=alert),
 * else its hint: inside a Field.Root marked invalid, which ties it to the input (aria-describedby).
 */
export function FieldRule({ error, hint }: { error: string | undefined; hint?: ReactNode }) {
  if (error) return <Field.ErrorText role="alert">{error}</Field.ErrorText>;
  return hint ? <Field.HelperText>{hint}</Field.HelperText> : null;
}

/**
 * An amount in yuan (the money calls take fen: the form converts, the contract's schema checks the range), with its
 * rule beside it; `children` sit beside the input (全部提现).
 */
export function AmountField({ label, hint, error, children, ...typed }: Typed & { label: string; hint?: ReactNode; error?: string; children?: ReactNode }) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input inputMode="decimal" placeholder={`${formatYuan(minMoveFen)} - ${formatYuan(maxMoveFen)}`} maxW="xs" {...typed} />
        {children}
      </HStack>
      <FieldRule error={error} hint={hint ?? `单笔 ${formatYuan(minMoveFen)} 至 ${formatYuan(maxMoveFen)} 元`} />
    </Field.Root>
  );
}

/**
 * A password with its rule beside it (else its hint); `children` below it (找回支付密码). The payment password's are six
 * digits (`digits`); `autoComplete` says whether the browser may fill it (a current password) or offer a new one.
 */
export function PasswordField({
  label,
  autoComplete,
  digits,
  maxLength,
  error,
  hint,
  children,
  ...typed
}: Typed & { label: string; autoComplete: string; digits?: boolean; maxLength?: number; error?: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input type="password" autoComplete={autoComplete} {...(digits ? { inputMode: 'numeric', maxLength: 6 } : { maxLength })} maxW="xs" {...typed} />
      <FieldRule error={error} hint={hint} />
      {children}
    </Field.Root>
  );
}

/** The 6-digit payment password every money form has, with its rule beside it; `children` below it (找回支付密码). */
export function PayPasswordField(props: Typed & { error?: string; hint?: ReactNode; children?: ReactNode }) {
  return <PasswordField label="支付密码" autoComplete="off" digits {...props} />;
}

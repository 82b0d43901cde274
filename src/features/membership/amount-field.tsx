import { Field, Input } from '@chakra-ui/react';
import { maxMoveFen, minMoveFen } from '../../api/contracts/money-names';
import { messages } from '../../api/contracts/messages';
import { yuanToFen } from '../../api/contracts/trade-names';
import { formatYuan } from '../shared/format';

/** Yuan as typed → fen, or the rule's message when it is not an amount of 1 to 50,000 yuan with at most two decimals. */
export function fenOf(typed: string): { fen: number } | { refused: string } {
  const fen = yuanToFen(typed);
  return fen === null || fen < minMoveFen || fen > maxMoveFen ? { refused: messages.membershipAmountRule } : { fen };
}

/** An amount in yuan (the money calls take fen: the form converts, the server's schema checks the range again). */
export function AmountField({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} placeholder={`${formatYuan(minMoveFen)} - ${formatYuan(maxMoveFen)}`} maxW="xs" />
      <Field.HelperText>{hint ?? `单笔 ${formatYuan(minMoveFen)} 至 ${formatYuan(maxMoveFen)} 元`}</Field.HelperText>
    </Field.Root>
  );
}

/** The 6-digit payment password field every money form here has. */
export function PayPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>支付密码</Field.Label>
      <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} maxW="xs" />
    </Field.Root>
  );
}

import { Box, Checkbox, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { fitsLimits, maxPunishmentDays, punishmentReasonLimits } from '../../api/contracts/complaint-rules';
import type { PunishmentTerms } from '../../api/contracts/complaints';
import { punishmentKindNames, punishmentKinds, type PunishmentKind } from '../../api/contracts/content-names';
import { messages } from '../../api/contracts/messages';

/** A punishment's terms as typed: the days as text, or until revoked. */
export interface TypedTerms {
  kind: PunishmentKind;
  reason: string;
  days: string;
  untilRevoked: boolean;
}
export const emptyTerms: TypedTerms = { kind: 'warning', reason: '', days: '30', untilRevoked: false };

/** The first rule the typed terms break, as the contract words it (punishmentTermsRequest); null when they fit. */
export function termsProblem(terms: TypedTerms): { field: 'reason' | 'days'; message: string } | null {
  if (!fitsLimits(terms.reason, punishmentReasonLimits)) return { field: 'reason', message: messages.punishmentReasonRule };
  if (!terms.untilRevoked) {
    const days = /^\d{1,4}$/.test(terms.days.trim()) ? Number(terms.days.trim()) : 0;
    if (days < 1 || days > maxPunishmentDays) return { field: 'days', message: messages.punishmentDaysRule };
  }
  return null;
}

/** The terms as the call takes them (checked again there with the contract). */
export const termsOf = (terms: TypedTerms): PunishmentTerms => ({
  kind: terms.kind,
  reason: terms.reason,
  days: terms.untilRevoked ? null : Number(terms.days.trim()),
});

/** 处罚类型, 原因 and 期限 (days, or 直至撤销), with the broken rule beside its field once a submission was tried. */
export function PunishmentTermsFields({ value, onChange, checked }: { value: TypedTerms; onChange: (terms: TypedTerms) => void; checked: boolean }) {
  const problem = checked ? termsProblem(value) : null;
  const set = (change: Partial<TypedTerms>) => onChange({ ...value, ...change });
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>处罚类型</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value.kind} onChange={(e) => set({ kind: e.target.value as PunishmentKind })}>
            {punishmentKinds.map((k) => (
              <option key={k} value={k}>
                {punishmentKindNames[k]}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Field.HelperText>警告只显示警示标记；限制发布不能发布新挂单；限制交易不能摘牌和扫货。</Field.HelperText>
      </Field.Root>
      <Field.Root invalid={problem?.field === 'reason'}>
        <Field.Label>处罚原因</Field.Label>
        <Textarea rows={2} value={value.reason} onChange={(e) => set({ reason: e.target.value })} placeholder="将在处罚公示中公开" />
        <Field.ErrorText>{problem?.field === 'reason' && problem.message}</Field.ErrorText>
      </Field.Root>
      <HStack gap="3" align="flex-start">
        <Field.Root invalid={problem?.field === 'days'} w="auto">
          <Field.Label>处罚期限（天）</Field.Label>
          <Input
            size="sm"
            w="24"
            inputMode="numeric"
            value={value.days}
            disabled={value.untilRevoked}
            onChange={(e) => set({ days: e.target.value })}
          />
          <Field.ErrorText>{problem?.field === 'days' && problem.message}</Field.ErrorText>
        </Field.Root>
        <Box pt="7">
          <Checkbox.Root checked={value.untilRevoked} onCheckedChange={(e) => set({ untilRevoked: e.checked === true })} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>直至撤销</Checkbox.Label>
          </Checkbox.Root>
        </Box>
      </HStack>
    </Stack>
  );
}

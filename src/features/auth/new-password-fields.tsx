import { Field, Input } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';

/** A new password and its confirmation, with the password rule (registration and the forgotten-password reset). */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onChange,
}: {
  label: string;
  password: string;
  confirm: string;
  onChange: (field: 'password' | 'confirm', value: string) => void;
}) {
  return (
    <>
      <Field.Root required>
        <Field.Label>{label}</Field.Label>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => onChange('password', e.target.value)} />
        <Field.HelperText>{messages.passwordRule}</Field.HelperText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>确认密码</Field.Label>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => onChange('confirm', e.target.value)} />
      </Field.Root>
    </>
  );
}

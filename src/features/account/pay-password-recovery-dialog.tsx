import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../api/contracts/messages';
import type { PayPasswordRecoveryWay } from '../../api/contracts/security';
import { useRecoverPayPassword } from '../../api/security/recover-pay-password';
import { SmsCodeFields, useTypedPhoneAndCode } from '../auth';
import { useSession } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { maskPhone } from '../shared/format';
import { FieldRule, PasswordField } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';

const ways = [
  { value: 'sms', label: '短信验证码' },
  { value: 'idNumber', label: '身份证号码' },
] as const satisfies ReadonlyArray<{
  value: PayPasswordRecoveryWay;
  label: string;
}>;

/** Both ways' new payment password, typed twice as in the form that sets it (pay-password-form.tsx). */
const newPayPassword = { newPassword: '', confirm: '' };
type NewPayPassword = typeof newPayPassword;

/** The new payment password typed twice, each with its rule beside it. */
function NewPayPasswordFields({
  form,
}: {
  form: { field: (name: keyof NewPayPassword) => { value: string; onChange: (e: { target: { value: string } }) => void }; errors: Partial<NewPayPassword> };
}) {
  return (
    <>
      <PasswordField label="新支付密码" autoComplete="new-password" digits error={form.errors.newPassword} hint={messages.payPasswordRule} {...form.field('newPassword')} />
      <PasswordField label="确认新支付密码" autoComplete="new-password" digits error={form.errors.confirm} {...form.field('confirm')} />
    </>
  );
}

/** One way's form: its fields, the rule of no field or the server's refusal, and the one button. */
function RecoveryForm({
  label,
  form,
  children,
}: {
  label: string;
  form: { error: string | null; busy: boolean; submit: () => void };
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="3" pt="3">
        {children}
        <ErrorLine error={form.error} />
        <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="重置支付密码">
          重置支付密码
        </Button>
      </Stack>
    </form>
  );
}

/** The SMS way: the code (read from the SMS fields when sent; its rule on the form's line), the login password. */
function BySms({ phone, done }: { phone: string; done: () => void }) {
  const typed = useTypedPhoneAndCode();
  const mutation = useRecoverPayPassword();
  const form = useActionForm({
    schema: () => import('../../api/contracts/security').then((m) => m.payPasswordRecoverBySmsRequest),
    empty: { loginPassword: '', ...newPayPassword },
    body: (fields) => ({ ...fields, code: typed.read().code }),
    typedTwice: { confirm: 'newPassword' },
    send: (body) => mutation.mutateAsync({ way: 'sms', body }),
    done,
  });
  return (
    <RecoveryForm label="短信验证码找回" form={form}>
      <Text fontSize="sm" color="gray.600">
        验证码将发送到您绑定的手机 {maskPhone(phone)}，并请填写登录密码。
      </Text>
      <SmsCodeFields purpose="payPassword" phone={phone} onChange={typed.onChange} />
      <PasswordField label="登录密码" autoComplete="current-password" error={form.errors.loginPassword} {...form.field('loginPassword')} />
      <NewPayPasswordFields form={form} />
    </RecoveryForm>
  );
}

function ById({ done }: { done: () => void }) {
  const mutation = useRecoverPayPassword();
  const form = useActionForm({
    schema: () => import('../../api/contracts/security').then((m) => m.payPasswordRecoverByIdRequest),
    empty: { idTail: '', ...newPayPassword },
    typedTwice: { confirm: 'newPassword' },
    send: (body) => mutation.mutateAsync({ way: 'idNumber', body }),
    done,
  });
  return (
    <RecoveryForm label="身份证号码找回" form={form}>
      <Field.Root required invalid={Boolean(form.errors.idTail)}>
        <Field.Label>身份证号码后六位</Field.Label>
        <Input autoComplete="off" maxLength={6} {...form.field('idTail')} />
        <FieldRule error={form.errors.idTail} hint="实名认证时填写的身份证号码（企业认证为法定代表人的）的最后六位" />
      </Field.Root>
      <NewPayPasswordFields form={form} />
    </RecoveryForm>
  );
}

/**
 * 找回支付密码 (docs/adr/0034), for a member who forgot the payment password or locked it with wrong tries: an SMS code
 * to the bound phone with the login password, or, for an authenticated member, the last six characters of the ID
 * number. Either sets a new payment password and lifts the lock. Each wrong proof is refused with the tries left.
 */
export function PayPasswordRecoveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const [way, setWay] = useState<PayPasswordRecoveryWay>('sms');
  if (!user) return null;
  const done = () => {
    notify.success(messages.payPasswordRecovered);
    onClose();
  };
  const bySms = <BySms phone={user.phone} done={done} />;

  return (
    <AppDialog open={open} onClose={onClose} title="找回支付密码" size="sm">
      {/* Only an authenticated member has an ID number on file: the others are offered the SMS way alone. */}
      {user.isAuth ? (
        <FilterTabs label="找回方式" value={way} tabs={ways} onChange={setWay} size="sm">
          {way === 'sms' ? bySms : <ById done={done} />}
        </FilterTabs>
      ) : (
        bySms
      )}
    </AppDialog>
  );
}

import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../api/contracts/messages';
import { payPasswordRecoverByIdRequest, payPasswordRecoverBySmsRequest, type PayPasswordRecoveryWay } from '../../api/contracts/security';
import { useRecoverPayPassword, type PayPasswordRecovery } from '../../api/security/recover-pay-password';
import { SmsCodeFields, useTypedPhoneAndCode } from '../auth';
import { useSession } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { maskPhone } from '../shared/format';
import { notify } from '../shared/toaster';
import { useCheckedForm, withNewPasswordTwice } from '../shared/use-checked-form';

/** The SMS way's fields as the form checks them (the code is read from the SMS fields and checked when sent). */
const smsForm = withNewPasswordTwice(payPasswordRecoverBySmsRequest.omit({ code: true }));
const idForm = withNewPasswordTwice(payPasswordRecoverByIdRequest);

const ways = [
  { value: 'sms', label: '短信验证码' },
  { value: 'idNumber', label: '身份证号码' },
] as const satisfies ReadonlyArray<{
  value: PayPasswordRecoveryWay;
  label: string;
}>;

/** The new payment password typed twice, as in the form that sets it (pay-password-form.tsx). */
function NewPayPasswordFields({
  field,
}: {
  field: (name: 'newPassword' | 'confirm') => { value: string; onChange: (e: { target: { value: string } }) => void };
}) {
  const input = { type: 'password', autoComplete: 'new-password', inputMode: 'numeric', maxLength: 6 } as const;
  return (
    <>
      <Field.Root required>
        <Field.Label>新支付密码</Field.Label>
        <Input {...input} {...field('newPassword')} />
        <Field.HelperText>{messages.payPasswordRule}</Field.HelperText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>确认新支付密码</Field.Label>
        <Input {...input} {...field('confirm')} />
      </Field.Root>
    </>
  );
}

/** One way's form: its fields, the first broken rule or the server's refusal, and the one button. */
function RecoveryForm({
  label,
  error,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="3" pt="3">
        {children}
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="重置支付密码">
          重置支付密码
        </Button>
      </Stack>
    </form>
  );
}

type Recover = (recovery: PayPasswordRecovery) => void;

function BySms({ phone, recover, refusal, busy }: { phone: string; recover: Recover; refusal: string | null; busy: boolean }) {
  const typed = useTypedPhoneAndCode();
  const form = useCheckedForm(smsForm, { loginPassword: '', newPassword: '', confirm: '' });
  const submit = () => form.submit(({ loginPassword, newPassword }) => recover({ way: 'sms', body: { code: typed.read().code, loginPassword, newPassword } }));
  return (
    <RecoveryForm label="短信验证码找回" error={form.refused ?? refusal} busy={busy} onSubmit={submit}>
      <Text fontSize="sm" color="gray.600">
        验证码将发送到您绑定的手机 {maskPhone(phone)}，并请填写登录密码。
      </Text>
      <SmsCodeFields purpose="payPassword" phone={phone} onChange={typed.onChange} />
      <Field.Root required>
        <Field.Label>登录密码</Field.Label>
        <Input type="password" autoComplete="current-password" {...form.field('loginPassword')} />
      </Field.Root>
      <NewPayPasswordFields field={form.field} />
    </RecoveryForm>
  );
}

function ById({ recover, refusal, busy }: { recover: Recover; refusal: string | null; busy: boolean }) {
  const form = useCheckedForm(idForm, { idTail: '', newPassword: '', confirm: '' });
  const submit = () => form.submit(({ idTail, newPassword }) => recover({ way: 'idNumber', body: { idTail, newPassword } }));
  return (
    <RecoveryForm label="身份证号码找回" error={form.refused ?? refusal} busy={busy} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>身份证号码后六位</Field.Label>
        <Input autoComplete="off" maxLength={6} {...form.field('idTail')} />
        <Field.HelperText>实名认证时填写的身份证号码（企业认证为法定代表人的）的最后六位</Field.HelperText>
      </Field.Root>
      <NewPayPasswordFields field={form.field} />
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
  const mutation = useRecoverPayPassword();
  if (!user) return null;
  const recover: Recover = (recovery) =>
    mutation.mutate(recovery, {
      onSuccess: () => {
        notify.success(messages.payPasswordRecovered);
        onClose();
      },
    });
  const refusal = mutation.isError ? failureMessage(mutation.error) : null;
  const chosen = (w: PayPasswordRecoveryWay) => {
    mutation.reset();
    setWay(w);
  };
  const bySms = <BySms phone={user.phone} recover={recover} refusal={refusal} busy={mutation.isPending} />;

  return (
    <AppDialog open={open} onClose={onClose} title="找回支付密码" size="sm">
      {/* Only an authenticated member has an ID number on file: the others are offered the SMS way alone. */}
      {user.isAuth ? (
        <FilterTabs label="找回方式" value={way} tabs={ways} onChange={chosen} size="sm">
          {way === 'sms' ? bySms : <ById recover={recover} refusal={refusal} busy={mutation.isPending} />}
        </FilterTabs>
      ) : (
        bySms
      )}
    </AppDialog>
  );
}

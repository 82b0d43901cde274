import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import {
  companyAuthenticationRequest,
  personalAuthenticationRequest,
  photoFields,
  type AuthenticationKind,
} from '../../api/contracts/authentication';
import { messages } from '../../api/contracts/messages';
import { useSubmitAuthentication, type AuthenticationSubmission } from '../../api/authentication/submit-authentication';
import type { IdentityPicture, PaperReading } from '../../api/authentication/upload-identity-image';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { PhotoPicker } from './photo-picker';

/** The pictures the server reads to prefill the form: the card's front and the licence. */
const readings: Record<string, PaperReading> = { frontKey: 'identityCard', licenceKey: 'businessLicense' };

/** Each kind's typed fields, in order, with the schema the server parses the papers with. */
const kinds = {
  personal: {
    schema: personalAuthenticationRequest,
    fields: [
      { name: 'realName', label: '真实姓名', placeholder: '与身份证一致' },
      { name: 'idNumber', label: '身份证号码', placeholder: '18位身份证号码' },
    ],
  },
  merchant: {
    schema: companyAuthenticationRequest,
    fields: [
      { name: 'companyName', label: '企业名称', placeholder: '与营业执照一致' },
      { name: 'creditCode', label: '统一社会信用代码', placeholder: '18位统一社会信用代码' },
      { name: 'legalPerson', label: '法人姓名', placeholder: '与营业执照一致' },
      { name: 'idNumber', label: '法人身份证号码', placeholder: '18位身份证号码' },
    ],
  },
} as const;

/**
 * The papers of one kind (个人认证 or 企业认证): the typed fields and the pictures, checked with the server's schema
 * (each field's first broken rule beside it once a submission was tried), then one call: the first submission, or
 * the edit after a rejection (`edit`). The name fields start from the rejected papers, when there are any.
 */
export function PapersForm({ kind, edit, initial, onSubmitted }: { kind: AuthenticationKind; edit: boolean; initial?: Record<string, string>; onSubmitted?: () => void }) {
  const { schema, fields } = kinds[kind];
  const [values, setValues] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {};
    for (const { name } of fields) start[name] = name === 'idNumber' ? '' : (initial?.[name] ?? '');
    return start;
  });
  const [checked, setChecked] = useState(false);
  const mutation = useSubmitAuthentication();
  const parsed = schema.safeParse(values);
  const errorOf = (name: string) => (checked && !parsed.success ? (parsed.error.issues.find((i) => i.path[0] === name)?.message ?? null) : null);
  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));
  // A picture's key, and what was read from it where the member has typed nothing yet.
  const uploaded = (name: string, picture: IdentityPicture | null) =>
    setValues((old) => {
      const read = Object.fromEntries(Object.entries(picture?.fields ?? {}).filter(([field]) => field in old && !old[field]));
      return { ...old, ...read, [name]: picture?.key ?? '' };
    });

  const submit = () => {
    setChecked(true);
    if (!parsed.success) return;
    mutation.mutate({ kind, edit, papers: values } as AuthenticationSubmission, {
      onSuccess: () => {
        notify.success(messages.authSubmitted);
        onSubmitted?.();
      },
    });
  };

  return (
    <form
      aria-label={kind === 'personal' ? '个人认证' : '企业认证'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="4" maxW="lg">
        {fields.map(({ name, label, placeholder }) => (
          <Field.Root key={name} required invalid={Boolean(errorOf(name))}>
            <Field.Label>{label}</Field.Label>
            <Input value={values[name] ?? ''} placeholder={placeholder} autoComplete="off" onChange={(e) => set(name, e.target.value)} />
            <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
          </Field.Root>
        ))}
        {photoFields[kind].map(([name, label]) => (
          <PhotoPicker key={name} label={`${label}照片`} read={readings[name]} error={errorOf(name)} onUploaded={(picture) => uploaded(name, picture)} />
        ))}
        <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={mutation.isPending} loadingText="提交中">
          {edit ? '修改后重新提交' : '提交认证'}
        </Button>
      </Stack>
    </form>
  );
}

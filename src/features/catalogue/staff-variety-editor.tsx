import { Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { specialAreasQueryOptions } from '../../api/catalogue/catalogue';
import { useSaveVariety } from '../../api/catalogue/staff-catalogue';
import { varietyEditFormQueryOptions } from '../../api/catalogue/staff-variety-form';
import { allMessages } from '../../api/contracts/all-messages';
import { varietyRequest, type VarietyEditForm, type VarietyRequest } from '../../api/contracts/staff-catalogue';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { SiteLink, useAppNavigate } from '../site';
import { StaffCatalogueFrame } from './staff-catalogue-list';
import { FormsField, PictureField, PiecesField, type PieceDraft } from './staff-variety-fields';

/** The form as typed: numbers stay text until checked, so a half-typed one is not lost. */
interface Draft extends Omit<VarietyRequest, 'year' | 'issuedOn' | 'pieces' | 'categoryId'> {
  categoryId: string;
  year: string;
  issuedOn: string;
  pieces: PieceDraft[];
}
type FieldName = keyof Draft;

const emptyDraft: Draft = {
  code: '',
  name: '',
  categoryId: '',
  year: '',
  issuedOn: '',
  pieces: [{ title: '', faceValue: '' }],
  forms: [{ exterior: '单枚', unit: '枚' }],
  imageKey: null,
  description: '',
  source: '',
};

const draftOf = (stored: VarietyEditForm): Draft => ({
  code: stored.code,
  name: stored.name,
  categoryId: String(stored.categoryId),
  year: String(stored.year),
  issuedOn: stored.issuedOn ?? '',
  pieces: stored.pieces.map((p) => ({ title: p.title, faceValue: p.faceValue === null ? '' : String(p.faceValue) })),
  forms: stored.forms,
  imageKey: stored.imageKey,
  description: stored.description,
  source: stored.source,
});

/** Blank is "not stated" (null); anything else is read as a number, and what is not one the schema refuses. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The request the draft states: what varietyRequest checks, here and on the server. */
const requestOf = (draft: Draft): VarietyRequest => ({
  ...draft,
  categoryId: Number(draft.categoryId),
  year: numberOf(draft.year) ?? Number.NaN,
  issuedOn: draft.issuedOn.trim() || null,
  pieces: draft.pieces.map((p) => ({ title: p.title, faceValue: numberOf(p.faceValue) })),
});

/** The editor's form: each field shows the first rule of the shared schema it breaks, once 保存 was tried. */
function VarietyEditorForm({ stored }: { stored?: VarietyEditForm }) {
  const navigate = useAppNavigate();
  const areas = useQuery(specialAreasQueryOptions());
  const save = useSaveVariety();
  const [draft, setDraft] = useState<Draft>(stored ? draftOf(stored) : emptyDraft);
  const [checked, setChecked] = useState(false);
  const set = <K extends FieldName>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const parsed = varietyRequest.safeParse(requestOf(draft));
  const errors: Partial<Record<FieldName, string>> = {};
  if (checked && !parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;

  const text = (name: 'code' | 'name' | 'year' | 'issuedOn' | 'source', label: string, props: { placeholder?: string; helper?: string; required?: boolean } = {}) => (
    <Field.Root required={props.required !== false} invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input minH="11" value={draft[name]} placeholder={props.placeholder} onChange={(e) => set(name, e.target.value)} />
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      <Field.ErrorText color="red.700">{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form
      aria-label={stored ? '编辑品种' : '新建品种'}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!parsed.success) return setChecked(true);
        save.mutate(
          { id: stored?.id, request: parsed.data },
          {
            onSuccess: () => {
              notify.success(allMessages.varietySaved);
              void navigate({ to: '/staff/catalogue' });
            },
          },
        );
      }}
    >
      <Stack gap="4">
        {text('code', '志号', { placeholder: '如 T46、J45、1992-1、普21' })}
        {text('name', '名称', { placeholder: '如 1980年 T46 庚申年猴票' })}
        <Field.Root required invalid={Boolean(errors.categoryId)}>
          <Field.Label>专区</Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="专区" minH="11" value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
              <option value="">选择专区</option>
              {areas.data?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText color="red.700">{errors.categoryId}</Field.ErrorText>
        </Field.Root>
        {text('year', '年份', { placeholder: '如 1980' })}
        {text('issuedOn', '发行日期', { placeholder: 'YYYY-MM-DD', helper: '中国日期；不知道的留空', required: false })}
        <PiecesField pieces={draft.pieces} onChange={(pieces) => set('pieces', pieces)} error={errors.pieces} />
        <FormsField forms={draft.forms} inUse={stored?.formsInUse ?? []} onChange={(forms) => set('forms', forms)} error={errors.forms} />
        <PictureField initialUrl={stored?.imageUrl ?? null} value={draft.imageKey ?? null} onChange={(key) => set('imageKey', key)} error={errors.imageKey} />
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>说明</Field.Label>
          <Textarea rows={3} value={draft.description} onChange={(e) => set('description', e.target.value)} />
          <Field.ErrorText color="red.700">{errors.description}</Field.ErrorText>
        </Field.Root>
        {text('source', '资料来源', { placeholder: '如：中国邮政发行公告、《中国邮票目录》', helper: '目录只记载可以核对的事实，请注明出处' })}
        <ErrorLine error={save.isError ? failureMessage(save.error) : null} />
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" minH="11" loading={save.isPending} loadingText="保存">
            保存
          </Button>
          <Button asChild variant="outline" minH="11">
            <SiteLink to="/staff/catalogue">返回列表</SiteLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /staff/catalogue/new and /staff/catalogue/{id}: a new variety, or the stored one loaded first. */
export function StaffVarietyEditor({ id }: { id?: number }) {
  const stored = useQuery({ ...varietyEditFormQueryOptions(id ?? 0), enabled: id !== undefined });
  const title = id === undefined ? '新建品种' : '编辑品种';
  return (
    <StaffCatalogueFrame title={title}>
      {id === undefined ? (
        <VarietyEditorForm />
      ) : stored.isError ? (
        <ErrorLine error={stored.error.message} />
      ) : !stored.data ? (
        <Skeleton h="60" />
      ) : (
        <VarietyEditorForm key={id} stored={stored.data} />
      )}
    </StaffCatalogueFrame>
  );
}

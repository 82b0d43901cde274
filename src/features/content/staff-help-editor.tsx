import { Field, Input, NativeSelect, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { helpArticleQueryOptions } from '../../api/content/help';
import { useSaveHelp } from '../../api/content/staff-content';
import type { HelpRequest } from '../../api/contracts/content';
import { helpSections } from '../../api/contracts/content-names';
import { messages } from '../../api/contracts/messages';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { RichTextEditor } from './rich-text-editor';
import { EditorForm, TitleField } from './staff-parts';
import { useAppNavigate } from '../site';

/** The form's fields as typed: the sort as text, so a wrong one reaches the schema (and its message) as it is. */
interface HelpFields {
  section: string;
  title: string;
  sort: string;
  content: string;
}

/** The sort as the schema reads it: none (0) when blank, a number when the text is one, else the text (refused). */
const sortOf = (text: string): number | string | undefined => (text.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);

function HelpEditorForm({ id, initial }: { id?: number; initial: HelpFields }) {
  const navigate = useAppNavigate();
  const save = useSaveHelp();
  const [form, setForm] = useState<HelpFields>(initial);
  const set = (key: keyof HelpFields, value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <EditorForm
      label={id === undefined ? '新建帮助文章' : '编辑帮助文章'}
      backTo="/staff/help"
      saving={save.isPending}
      error={save.isError ? failureMessage(save.error) : null}
      onSave={() =>
        save.mutate(
          // The schema refuses what does not fit (an unknown section, a sort that is not 0-9999) with its message.
          { id, request: { ...form, sort: sortOf(form.sort) } as HelpRequest },
          {
            onSuccess: () => {
              notify.success(messages.helpArticleSaved);
              void navigate({ to: '/staff/help' });
            },
          },
        )
      }
    >
      <Field.Root required>
        <Field.Label>分类</Field.Label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="分类" value={form.section} onChange={(e) => set('section', e.target.value)}>
            <option value="">请选择分类</option>
            {helpSections.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <TitleField value={form.title} onChange={(title) => set('title', title)} />
      <Field.Root>
        <Field.Label>排序（0-9999，小的在前）</Field.Label>
        <Input inputMode="numeric" maxW="10em" value={form.sort} onChange={(e) => set('sort', e.target.value)} />
      </Field.Root>
      <RichTextEditor label="正文" initial={initial.content} onChange={(content) => set('content', content)} />
    </EditorForm>
  );
}

/** /staff/help/new and /staff/help/{id} (the stored article is read with the public detail call). */
export function StaffHelpEditor({ id }: { id?: number }) {
  const stored = useQuery({ ...helpArticleQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <HelpEditorForm initial={{ section: '', title: '', sort: '0', content: '' }} />;
  if (stored.isError) return <ErrorLine error={stored.error.message} />;
  if (!stored.data) return <Skeleton h="60" />;
  const a = stored.data;
  return <HelpEditorForm key={id} id={id} initial={{ section: a.section, title: a.title, sort: String(a.sort), content: a.content }} />;
}

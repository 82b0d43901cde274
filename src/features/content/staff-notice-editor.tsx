import { Checkbox, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noticeQueryOptions } from '../../api/content/notices';
import { useSaveNotice } from '../../api/content/staff-content';
import type { NoticeRequest } from '../../api/contracts/content';
import { messages } from '../../api/contracts/messages';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { RichTextEditor } from './rich-text-editor';
import { EditorForm, TitleField } from './staff-parts';
import { useAppNavigate } from '../site';

function NoticeEditorForm({ id, initial }: { id?: number; initial: NoticeRequest }) {
  const navigate = useAppNavigate();
  const save = useSaveNotice();
  const [form, setForm] = useState<NoticeRequest>(initial);
  return (
    <EditorForm
      label={id === undefined ? '新建公告' : '编辑公告'}
      backTo="/staff/notices"
      saving={save.isPending}
      error={save.isError ? failureMessage(save.error) : null}
      onSave={() =>
        save.mutate(
          { id, request: form },
          {
            onSuccess: () => {
              notify.success(messages.noticeSaved);
              void navigate({ to: '/staff/notices' });
            },
          },
        )
      }
    >
      <TitleField value={form.title} onChange={(title) => setForm((f) => ({ ...f, title }))} />
      <Checkbox.Root checked={form.pinned ?? false} onCheckedChange={(e) => setForm((f) => ({ ...f, pinned: e.checked === true }))} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>置顶（排在所有公告之前）</Checkbox.Label>
      </Checkbox.Root>
      <RichTextEditor label="正文" initial={initial.content} onChange={(content) => setForm((f) => ({ ...f, content }))} />
    </EditorForm>
  );
}

/** /staff/notices/new and /staff/notices/{id} (the stored notice is read with the public detail call). */
export function StaffNoticeEditor({ id }: { id?: number }) {
  const stored = useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <NoticeEditorForm initial={{ title: '', content: '', pinned: false }} />;
  if (stored.isError) return <ErrorLine error={stored.error.message} />;
  if (!stored.data) return <Skeleton h="60" />;
  const n = stored.data;
  return <NoticeEditorForm key={id} id={id} initial={{ title: n.title, content: n.content, pinned: n.pinned }} />;
}

import { Box, Button, Field, HStack, Image, Input, NativeSelect, Skeleton, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newsCategoriesQueryOptions } from '../../api/content/news';
import { newsFormQueryOptions } from '../../api/content/news-form';
import { useSaveNews } from '../../api/content/staff-content';
import type { NewsForm, NewsRequest } from '../../api/contracts/content';
import { messages } from '../../api/contracts/messages';
import { uploadPhoto } from '../../api/profile/upload-image';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { RichTextEditor } from './rich-text-editor';
import { EditorForm, TitleField } from './staff-parts';
import { useAppNavigate } from '../site';

const empty: NewsRequest = { categoryId: 0, title: '', summary: '', source: '', coverKey: null, content: '' };
const requestOf = (form: NewsForm): NewsRequest => ({
  categoryId: form.categoryId,
  title: form.title,
  summary: form.summary,
  source: form.source,
  coverKey: form.coverKey,
  content: form.content,
});

/** 封面: one product picture (optional), uploaded at once; 移除 leaves the item without one. */
function CoverField({ initialUrl, value, onChange }: { initialUrl: string | null; value: string | null; onChange: (key: string | null) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: (picked: File) => uploadPhoto('product', picked), onSuccess: (reply) => onChange(reply.key) });
  // The picture shown: the one just uploaded, else the stored one (until it is removed).
  const url = value === null ? null : upload.data?.key === value ? upload.data.url : initialUrl;
  return (
    <Field.Root>
      <Field.Label>封面图片（可选）</Field.Label>
      <HStack gap="3">
        {url && <Image src={url} alt="封面" w="120px" h="80px" objectFit="cover" borderRadius="sm" />}
        <Button size="sm" variant="outline" loading={upload.isPending} loadingText="上传中" onClick={() => file.current?.click()}>
          {value ? '更换封面' : '上传封面'}
        </Button>
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            移除
          </Button>
        )}
      </HStack>
      <input
        ref={file}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label="上传封面图片"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) upload.mutate(picked);
          e.target.value = '';
        }}
      />
      <ErrorLine error={upload.isError ? failureMessage(upload.error) : null} />
    </Field.Root>
  );
}

/** The news form: column, title, source, summary, cover and body; saved through the server's schema. */
function NewsEditorForm({ id, initial, coverUrl = null }: { id?: number; initial: NewsRequest; coverUrl?: string | null }) {
  const navigate = useAppNavigate();
  const columns = useQuery(newsCategoriesQueryOptions());
  const save = useSaveNews();
  const [form, setForm] = useState<NewsRequest>(initial);
  const set = <K extends keyof NewsRequest>(key: K, value: NewsRequest[K]) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <EditorForm
      label={id === undefined ? '新建资讯' : '编辑资讯'}
      backTo="/staff/news"
      saving={save.isPending}
      error={save.isError ? failureMessage(save.error) : null}
      onSave={() =>
        save.mutate(
          { id, request: form },
          {
            onSuccess: () => {
              notify.success(messages.newsSaved);
              void navigate({ to: '/staff/news' });
            },
          },
        )
      }
    >
      <Field.Root required>
        <Field.Label>栏目</Field.Label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="栏目" value={form.categoryId || ''} onChange={(e) => set('categoryId', Number(e.target.value))}>
            <option value="">请选择栏目</option>
            {columns.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <TitleField value={form.title} onChange={(title) => set('title', title)} />
      <Field.Root>
        <Field.Label>来源</Field.Label>
        <Input value={form.source ?? ''} placeholder="如：邮市编辑部" onChange={(e) => set('source', e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>摘要</Field.Label>
        <Textarea rows={2} value={form.summary ?? ''} placeholder="留空则取正文开头" onChange={(e) => set('summary', e.target.value)} />
      </Field.Root>
      <CoverField initialUrl={coverUrl} value={form.coverKey ?? null} onChange={(key) => set('coverKey', key)} />
      <Box>
        <RichTextEditor label="正文" initial={initial.content} onChange={(html) => set('content', html)} />
      </Box>
    </EditorForm>
  );
}

/** /staff/news/new and /staff/news/{id}: a new item, or the stored one loaded first. */
export function StaffNewsEditor({ id }: { id?: number }) {
  const stored = useQuery({ ...newsFormQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <NewsEditorForm initial={empty} />;
  if (stored.isError) return <ErrorLine error={stored.error.message} />;
  if (!stored.data) return <Skeleton h="60" />;
  return <NewsEditorForm key={id} id={id} initial={requestOf(stored.data)} coverUrl={stored.data.coverUrl} />;
}

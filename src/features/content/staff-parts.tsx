import { Button, Field, Flex, HStack, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useDeleteContent } from '../../api/content/staff-content';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { SiteLink as RouterLink, type SitePath } from '../site';

/*
 * What the staff's three content lists and editors share: the list's frame with its 新建 link, a 删除 button that asks
 * first, the title field and the editor's frame with 保存 and 返回.
 */

type ContentKind = 'news' | 'notice' | 'help';
const deletedMessage: Record<ContentKind, string> = { news: messages.newsDeleted, notice: messages.noticeDeleted, help: messages.helpArticleDeleted };

/** A staff list: its heading, 新建 (a page of its own), and the table. */
export function StaffList({ title, newTo, newLabel, children }: { title: string; newTo: SitePath; newLabel: string; children: ReactNode }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={newTo}>{newLabel}</RouterLink>
        </Button>
      </Flex>
      {children}
    </Stack>
  );
}

/** 编辑: the item's editor page. */
export const EditLink = ({ to, id }: { to: SitePath; id: number }) => (
  <Link asChild color="brand.600" fontSize="sm">
    <RouterLink to={to} params={{ id: String(id) }}>
      编辑
    </RouterLink>
  </Link>
);

/** 删除, after a question that names the item: it disappears from the site at once. */
export function DeleteButton({ kind, id, title }: { kind: ContentKind; id: number; title: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteContent();
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
        删除
      </Button>
      <AppDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="确认删除"
        confirm={{
          label: '删除',
          danger: true,
          busy: remove.isPending,
          onConfirm: () =>
            remove.mutate(
              { kind, id },
              {
                onSuccess: () => {
                  notify.success(deletedMessage[kind]);
                  setAsking(false);
                },
              },
            ),
        }}
      >
        <Stack gap="2">
          <Text>删除后「{title}」将从网站上消失，且不能恢复。</Text>
          <ErrorLine error={remove.isError ? failureMessage(remove.error) : null} />
        </Stack>
      </AppDialog>
    </>
  );
}

/** The title: plain text, shown as typed (never as HTML). */
export function TitleField({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>标题</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

/** An editor's form: its fields, the refusal if any, 保存 and 返回 (to the list). */
export function EditorForm({
  label,
  backTo,
  saving,
  error,
  onSave,
  children,
}: {
  label: string;
  backTo: SitePath;
  saving: boolean;
  error: string | null;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
        {children}
        <ErrorLine error={error} />
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="保存">
            保存
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={backTo}>返回列表</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

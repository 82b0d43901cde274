import { Badge, Box, Button, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { InboxMessage, MessageOperateRequest } from '../../api/contracts/inbox';
import { messageTypes } from '../../api/contracts/inbox-names';
import { messages } from '../../api/contracts/messages';
import { messagesQueryOptions } from '../../api/user/get-messages';
import { useOperateMessages } from '../../api/user/operate-messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { notify } from '../shared/toaster';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { messageSearch } from '../site';
import { Loading } from '../shared/loading';

const typeTabs = [{ value: 'all', label: '全部' }, ...messageTypes.map((t) => ({ value: String(t.id), label: t.name })), { value: 'sms', label: '短信记录' }];
const SmsRecordPanel = lazy(() => import('../favourites/sms-record-panel').then((m) => ({ default: m.SmsRecordPanel })));

/**
 * /person/message (消息中心): the member's 站内信 by type, newest first. Opening an unread message marks it read;
 * chosen ones can be marked read or deleted, or every one marked read. The header's unread count follows. The type,
 * 只看未读 and the page are the URL's.
 */
export function MessageCentre() {
  const [search, setSearch] = useListSearch(messageSearch);
  const type = search.type === undefined ? 'all' : String(search.type);
  const unreadOnly = search.unread === 1;
  const [chosen, setChosen] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The chosen ones' operations, and reading one: one call each, the list and the unread count refreshed after.
  const operation = useOperateMessages();
  const reading = useOperateMessages();
  // The 短信记录 tab pages its own list (the same page key): the 站内信 are not asked for while it shows.
  const smsTab = search.tab === 'sms';
  const { list, rows, page, setPage } = usePagedList(
    (page) => messagesQueryOptions({ ...page, ...(type === 'all' ? {} : { type: Number(type) }), ...(unreadOnly ? { unread: '1' as const } : {}) }),
    { enabled: !smsTab },
  );

  const busy = operation.isPending;
  const failed = operation.error ?? reading.error;
  const error = failed && failureMessage(failed);
  const operate = (body: MessageOperateRequest) =>
    operation.mutate(body, {
      onSuccess: () => {
        notify.success(messages.operationSucceeded);
        setChosen([]);
        setConfirmDelete(false);
      },
    });
  // Reading one is not an operation on the chosen ones: no toast, and the choice stays.
  const openMessage = (m: InboxMessage) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read) reading.mutate({ operate: 'read', ids: [m.id] });
  };
  const askDelete = () => {
    operation.reset();
    setConfirmDelete(true);
  };
  // Another filter shows other messages: the choice is cleared and the list starts from page 1.
  const filter = (change: { type?: string; unreadOnly?: boolean }) => {
    setChosen([]);
    const chosenType = change.type ?? type;
    if (chosenType === 'sms') return setSearch({ tab: 'sms', type: undefined, unread: undefined });
    setSearch({ tab: undefined, type: chosenType === 'all' ? undefined : (Number(chosenType) as typeof search.type), unread: (change.unreadOnly ?? unreadOnly) ? 1 : undefined });
  };
  const allChosen = rows.length > 0 && rows.every((m) => chosen.includes(m.id));

  return (
    <Stack gap="4">
      <FilterTabs
        label="消息类型"
        value={smsTab ? 'sms' : type}
        tabs={typeTabs}
        onChange={(next) => filter({ type: next })}
      >
        {smsTab ? (
          <Suspense fallback={<Loading />}>
            <SmsRecordPanel />
          </Suspense>
        ) : (
          <Stack gap="4">
            <Flex gap="3" align="center" wrap="wrap">
              {/* Only with something to choose: a disabled box's faded label is too faint to read (under 4.5:1). */}
              {rows.length > 0 && (
                <Checkbox.Root size="sm" checked={allChosen} onCheckedChange={() => setChosen(allChosen ? [] : rows.map((m) => m.id))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>全选本页</Checkbox.Label>
                </Checkbox.Root>
              )}
              <Button size="xs" variant="outline" disabled={!chosen.length} loading={busy} loadingText="标为已读" onClick={() => operate({ operate: 'read', ids: chosen })}>
                标为已读
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" disabled={!chosen.length} onClick={askDelete}>
                删除
              </Button>
              <Button size="xs" variant="outline" loading={busy} loadingText="全部标为已读" onClick={() => operate({ operate: 'readAll' })}>
                全部标为已读
              </Button>
              <Checkbox.Root
                size="sm"
                checked={unreadOnly}
                onCheckedChange={(e) => filter({ unreadOnly: e.checked === true })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>只看未读</Checkbox.Label>
              </Checkbox.Root>
            </Flex>
            {!confirmDelete && <ErrorLine error={error} />}
            {list.isPending && <Loading />}
            <ErrorLine error={list.error?.message} />
            {list.data && rows.length === 0 && <Text color="gray.600">暂无消息</Text>}
            <Stack gap="2" role="list" aria-label="消息列表">
              {rows.map((m) => (
                <Box key={m.id} role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="inbox-message">
                  <HStack gap="3" align="center">
                    <Checkbox.Root
                      size="sm"
                      checked={chosen.includes(m.id)}
                      onCheckedChange={() => setChosen((c) => (c.includes(m.id) ? c.filter((id) => id !== m.id) : [...c, m.id]))}
                      aria-label={`选择 ${m.title}`}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                    {/* A dot that a screen reader names: aria-label needs a role on a plain element (axe aria-prohibited-attr). */}
                    {!m.read && <Box role="img" aria-label="未读" flexShrink="0" w="2" h="2" borderRadius="full" bg="brand.solid" />}
                    <Button variant="plain" size="sm" px="0" fontWeight={m.read ? 'normal' : 'bold'} aria-expanded={open === m.id} onClick={() => openMessage(m)}>
                      {m.title}
                    </Button>
                    <Badge>{m.typeName}</Badge>
                    <Text ml="auto" color="gray.600" fontSize="sm">
                      {m.createTime}
                    </Text>
                  </HStack>
                  {open === m.id && (
                    <Text mt="2" ml="7" color="gray.700" data-testid="inbox-content">
                      {m.content}
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
            {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
          </Stack>
        )}
      </FilterTabs>
      {confirmDelete && (
        <AppDialog
          open
          size="sm"
          onClose={() => setConfirmDelete(false)}
          title="删除消息"
          confirm={{ label: '确定删除', onConfirm: () => operate({ operate: 'delete', ids: chosen }), busy, danger: true }}
        >
          <Stack gap="2">
            <Text>确定删除所选的 {chosen.length} 条消息吗？删除后不能恢复。</Text>
            <ErrorLine error={error} />
          </Stack>
        </AppDialog>
      )}
    </Stack>
  );
}

import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { roomHistorySize, roomMessageMaxLength, type RoomMessage, type RoomMessageEvent } from '../../api/contracts/quotes';
import { roomMessagesQueryOptions, useSendRoomMessage } from '../../api/quotes/quotes';
import { useLoginDialog } from '../auth';
import { useLiveChannel, useLiveEvent } from '../live';
import { useSession } from '../session';
import { DataBoundary } from '../shared/data-boundary';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';

/** The room's messages with one more (told live, or the sender's own answer): each once, the last 50, by id. */
export function withRoomMessage(held: RoomMessage[] | undefined, message: RoomMessage): RoomMessage[] {
  const rows = (held ?? []).filter((row) => row.id !== message.id);
  rows.push(message);
  return rows.sort((a, b) => a.id - b.id).slice(-roomHistorySize);
}

function Messages() {
  const { data } = useSuspenseQuery(roomMessagesQueryOptions());
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = end.current?.parentElement;
    if (list) list.scrollTop = list.scrollHeight;
  }, [data]);
  if (data.length === 0) return <Text color="gray.600">还没有人发言，来说第一句吧。</Text>;
  return (
    <>
      {data.map((message) => (
        <Box key={message.id} as="article" data-testid="room-message" py="1.5">
          <HStack gap="2" fontSize="xs" color="gray.600">
            <Text as="span" fontWeight="semibold" color="brand.700">
              {message.userName}
            </Text>
            <time dateTime={`${message.time.replace(' ', 'T')}+08:00`}>{message.time.slice(11, 16)}</time>
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {message.content}
          </Text>
        </Box>
      ))}
      <div ref={end} />
    </>
  );
}

function Composer() {
  const queryClient = useQueryClient();
  const sending = useSendRoomMessage();
  const [content, setContent] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.isPending) return;
    sending.mutate(
      { content },
      {
        onSuccess: (message) => {
          setContent('');
          queryClient.setQueryData(roomMessagesQueryOptions().queryKey, (held) => withRoomMessage(held, message));
        },
      },
    );
  };
  // Ctrl+Enter (⌘+Enter on a Mac) sends; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
  };
  return (
    <Stack as="form" gap="2" onSubmit={send} aria-label="发言">
      <Field.Root>
        <Field.Label>发言</Field.Label>
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} onKeyDown={onKeyDown} maxLength={roomMessageMaxLength} rows={2} placeholder="文明交流，勿发广告（Ctrl+Enter 发送）" />
        <Field.HelperText>
          {content.length}/{roomMessageMaxLength}
        </Field.HelperText>
      </Field.Root>
      <ErrorLine error={sending.isError ? failureMessage(sending.error) : null} />
      <Button type="submit" colorPalette="brand" alignSelf="flex-end" minH="11" loading={sending.isPending} loadingText="发送中">
        发送
      </Button>
    </Stack>
  );
}

/**
 * The quotes room's chat: everyone reads the last 50 messages and the new ones live (`room:quotes`); a member talks
 * (POST /api/quotes/room/send), a visitor is offered to log in. Catching up after the socket came back reads the last
 * 50 again.
 */
export function RoomChat() {
  const queryClient = useQueryClient();
  const { status } = useSession();
  const login = useLoginDialog();
  const room = roomMessagesQueryOptions();
  useLiveChannel('room:quotes');
  useLiveEvent('room.message', (event) => {
    // Before the first read has answered, the message may or may not be in it: read again rather than guess.
    if (!queryClient.getQueryData(room.queryKey)) return void queryClient.invalidateQueries({ queryKey: room.queryKey });
    queryClient.setQueryData(room.queryKey, (held) => withRoomMessage(held, (event as unknown as RoomMessageEvent).message));
  });
  useLiveEvent('live.subscribed', (event) => {
    if ((event as { channel?: string }).channel === 'room:quotes') void queryClient.invalidateQueries({ queryKey: room.queryKey });
  });
  return (
    <Stack as="section" aria-labelledby="room-title" gap="3" bg="white" p="4" borderRadius="md" borderWidth="1px" minW="0">
      <Text as="h2" id="room-title" fontWeight="semibold">
        聊天室
      </Text>
      <Box role="log" aria-live="polite" aria-label="聊天记录" overflowY="auto" maxH={{ base: '60vh', lg: '520px' }} minH="40" tabIndex={0}>
        <DataBoundary block>
          <Messages />
        </DataBoundary>
      </Box>
      {status === 'member' ? (
        <Composer />
      ) : (
        <Button variant="outline" colorPalette="brand" minH="11" onClick={() => login.open()} disabled={status === 'restoring'}>
          登录后发言
        </Button>
      )}
    </Stack>
  );
}

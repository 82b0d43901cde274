import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { chatKeys } from '../../api/chat/keys';
import { chatHistoryQueryOptions, chatUnreadQueryOptions } from '../../api/chat/conversations';
import type { ChatHistory, ChatMessage } from '../../api/contracts/chat';
import { useLiveEvent } from '../live';
import { useSession } from '../session';
import { ChatContext, type ChatHandle, type ChatTarget } from './chat-context';

/** The window's code comes with the first opening, not with every page. */
const ChatWindow = lazy(() => import('./chat-window').then((m) => ({ default: m.ChatWindow })));

/** A message added to its conversation's newest page of history, once (the ack and the push both bring it). */
export function withMessage<P>(data: InfiniteData<ChatHistory, P> | undefined, message: ChatMessage): InfiniteData<ChatHistory, P> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.list.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return {
    ...data,
    pages: [{ ...newest!, list: [...newest!.list, message] }, ...older],
  };
}

/**
 * Member chat for the whole app (issue 27): the open window and who it is with, the unread count the header shows,
 * and the live frames that keep them fresh: a message is added to its conversation as it arrives, a read clears the
 * counts, and after a reconnect everything is read again (what was missed while away, from the database).
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const member = status === 'member';
  const client = useQueryClient();
  const [target, setTarget] = useState<ChatTarget | null>(null);
  const { data } = useQuery({ ...chatUnreadQueryOptions(), enabled: member });
  const wasClosed = useRef(false);

  useLiveEvent('chat.message', (frame) => {
    const message = frame.message as ChatMessage;
    client.setQueryData(chatHistoryQueryOptions(message.conversationId).queryKey, (old) => withMessage(old, message));
    void client.invalidateQueries({ queryKey: chatKeys.conversations() });
    void client.invalidateQueries({ queryKey: chatKeys.unread() });
  });
  useLiveEvent('chat.read', () => {
    void client.invalidateQueries({ queryKey: chatKeys.conversations() });
    void client.invalidateQueries({ queryKey: chatKeys.unread() });
  });
  useLiveEvent('live.closed', () => {
    wasClosed.current = true;
  });
  useLiveEvent('live.ready', () => {
    // Back after a drop: what arrived meanwhile is in the database; read it again.
    if (wasClosed.current) void client.invalidateQueries({ queryKey: chatKeys.all() });
    wasClosed.current = false;
  });

  const handle = useMemo<ChatHandle>(
    () => ({
      open: (next = {}) => setTarget(next),
      close: () => setTarget(null),
      unread: member ? (data?.count ?? 0) : 0,
    }),
    [data?.count, member],
  );

  return (
    <ChatContext.Provider value={handle}>
      {children}
      {member && target && (
        <Suspense fallback={null}>
          <ChatWindow target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </ChatContext.Provider>
  );
}

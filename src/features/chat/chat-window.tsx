import { Badge, Box, Button, CloseButton, Flex, Heading, HStack, Image, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { conversationsQueryOptions, conversationWithQueryOptions, chatHistoryQueryOptions, useMarkChatRead } from '../../api/chat/conversations';
import type { ChatConversation, ChatMessage } from '../../api/contracts/chat';
import { chatGreeting, chatTextMax } from '../../api/contracts/chat-names';
import { uploadPhoto } from '../../api/profile/upload-image';
import { useSession } from '../session';
import { formatYuan } from '../shared/format';
import { AppLink } from '../site';
import type { ChatTarget } from './chat-context';
import { withMessage } from './chat-provider';
import { newClientId, useChatSend, type ChatContent } from './use-chat-send';

/**
 * The chat window (spec section 2: opened by the IM button, starts with a greeting, Ctrl+Enter sends): my
 * conversations with their unread counts, or one conversation, 15 messages a load with earlier ones on request. On a
 * phone it is a full-screen sheet; from 768 px a box at the bottom right.
 */
export function ChatWindow({ target, onClose }: { target: ChatTarget; onClose: () => void }) {
  const [peerId, setPeerId] = useState<number | null>(target.peerId ?? null);
  useEffect(() => {
    setPeerId(target.peerId ?? null);
  }, [target.peerId]);
  return (
    <Box
      role="dialog"
      aria-label="在线消息"
      position="fixed"
      inset={{ base: '0', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ md: '6' }}
      width={{ base: '100%', md: '96' }}
      height={{ base: '100dvh', md: '560px' }}
      maxH={{ md: '85vh' }}
      bg="white"
      borderWidth={{ md: '1px' }}
      borderRadius={{ md: 'md' }}
      boxShadow="lg"
      zIndex="modal"
      display="flex"
      flexDirection="column"
    >
      <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px" flexShrink="0">
        {peerId !== null ? (
          <Button size={{ base: 'md', md: 'xs' }} variant="ghost" onClick={() => setPeerId(null)}>
            ‹ 会话列表
          </Button>
        ) : (
          <Heading as="h2" size="sm">
            在线消息
          </Heading>
        )}
        <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="关闭" onClick={onClose} />
      </HStack>
      {peerId === null ? (
        <ConversationList onOpen={setPeerId} />
      ) : (
        <ChatThread key={peerId} peerId={peerId} offerId={peerId === target.peerId ? target.offerId : undefined} />
      )}
    </Box>
  );
}

function ConversationList({ onOpen }: { onOpen: (peerId: number) => void }) {
  const { data, isPending, isError } = useQuery(conversationsQueryOptions());
  if (isPending)
    return (
      <Text p="4" color="fg.muted">
        加载中...
      </Text>
    );
  if (isError)
    return (
      <Text p="4" color="red.fg">
        会话加载失败，请稍后再试
      </Text>
    );
  if (data.length === 0)
    return (
      <Text p="4" color="fg.muted">
        暂无会话。在商品页点击“咨询卖家”即可开始聊天。
      </Text>
    );
  return (
    <Stack as="ul" gap="0" overflowY="auto" flex="1" aria-label="会话列表">
      {data.map((conversation) => (
        <Box as="li" key={conversation.id} listStyleType="none" borderBottomWidth="1px">
          <Button variant="ghost" width="full" height="auto" minH="14" py="2" justifyContent="space-between" onClick={() => onOpen(conversation.otherId)}>
            <Stack gap="0" align="start" minW="0">
              <Text fontWeight="semibold">{conversation.otherName}</Text>
              <Text fontSize="xs" color="fg.muted" truncate maxW="60">
                {preview(conversation.lastMessage)}
              </Text>
            </Stack>
            <Stack gap="1" align="end" flexShrink="0">
              <Text fontSize="xs" color="fg.muted">
                {conversation.updateTime.slice(5, 16)}
              </Text>
              {conversation.unread > 0 && (
                <Badge colorPalette="red" variant="solid" aria-label={`${conversation.unread}条未读`}>
                  {conversation.unread}
                </Badge>
              )}
            </Stack>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

const preview = (message: ChatMessage | null) =>
  !message ? '' : message.kind === 'image' ? '[图片]' : message.kind === 'offer' ? `[商品] ${message.offer?.productName ?? ''}` : (message.text ?? '');

function ChatThread({ peerId, offerId }: { peerId: number; offerId?: number }) {
  const conversation = useQuery(conversationWithQueryOptions(peerId));
  if (conversation.isPending)
    return (
      <Text p="4" color="fg.muted">
        加载中...
      </Text>
    );
  if (conversation.isError)
    return (
      <Text p="4" color="red.fg">
        {conversation.error.message}
      </Text>
    );
  return <Thread conversation={conversation.data} offerId={offerId} />;
}

/** A text of mine on its way: shown at once as sending, then replaced by the stored message (chat.ack) or refused. */
interface Outgoing {
  clientId: string;
  text: string;
  /** The server's refusal (live.error) or the network message; none while it is on its way. */
  refusal?: string;
}

function Thread({ conversation, offerId }: { conversation: ChatConversation; offerId?: number }) {
  const { user } = useSession();
  const client = useQueryClient();
  const history = useInfiniteQuery(chatHistoryQueryOptions(conversation.id));
  const send = useChatSend();
  const markRead = useMarkChatRead();
  const [draft, setDraft] = useState('');
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const offerSent = useRef(false);
  const bottom = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const messages = history.data ? [...history.data.pages].reverse().flatMap((page) => page.list) : [];
  const lastId = messages.at(-1)?.id;
  const unreadToMe = messages.some((m) => m.toId === user?.id && !m.read);

  // A block, not an expression: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, outgoing.length]);
  useEffect(() => {
    if (unreadToMe) markRead.mutate(conversation.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- marked once per new unread message
  }, [lastId, unreadToMe, conversation.id]);

  const stored = (message: ChatMessage) => client.setQueryData(chatHistoryQueryOptions(conversation.id).queryKey, (old) => withMessage(old, message));

  /** An image or the offer card: no bubble until stored; a refusal is said under the thread. */
  const deliver = async (content: ChatContent) => {
    setError(null);
    try {
      stored(await send(conversation.otherId, content));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  // 咨询卖家: the offer goes first, as a card, once per opening (not again right after the same card).
  useEffect(() => {
    if (offerId === undefined || offerSent.current || !history.isSuccess) return;
    offerSent.current = true;
    // Asking again about the offer the conversation ended with: the card is already there.
    const last = messages.at(-1);
    if (last?.kind === 'offer' && last.offer?.id === offerId) return;
    void deliver({ offerId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the history has loaded
  }, [offerId, history.isSuccess]);

  /** A text shows at once as sending; refused, it stays with the reason beside it and goes back into an empty box. */
  const sendText = () => {
    const text = draft.trim();
    if (!text) return;
    const clientId = newClientId();
    setDraft('');
    setOutgoing((list) => [...list.filter((o) => o.refusal === undefined), { clientId, text }]);
    send(conversation.otherId, { text }, clientId).then(
      (message) => {
        stored(message);
        setOutgoing((list) => list.filter((o) => o.clientId !== clientId));
      },
      (failure: Error) => {
        setOutgoing((list) => list.map((o) => (o.clientId === clientId ? { ...o, refusal: failure.message } : o)));
        setDraft((current) => (current.trim() ? current : text));
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl+Enter (⌘+Enter on a Mac) sends; Enter alone is a new line.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      sendText();
    }
  };
  const sendImage = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const { key } = await uploadPhoto('product', file);
      await deliver({ imageKey: key });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Box px="3" py="1" borderBottomWidth="1px" flexShrink="0">
        <Text fontWeight="semibold">与 {conversation.otherName} 的对话</Text>
      </Box>
      <Stack flex="1" overflowY="auto" px="3" py="2" gap="2" aria-label="聊天记录">
        {history.hasNextPage ? (
          <Button size="sm" variant="outline" alignSelf="center" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            加载更早的消息
          </Button>
        ) : (
          history.isSuccess && (
            <Text fontSize="sm" color="fg.muted" bg="gray.50" p="2" borderRadius="md">
              {chatGreeting}
            </Text>
          )
        )}
        {history.isError && <Text color="red.fg">消息加载失败，请稍后再试</Text>}
        {messages.map((message) => (
          <Bubble
            key={message.id}
            mine={message.fromId === user?.id}
            meta={
              <>
                {message.createTime}
                {message.fromId === user?.id && (message.read ? ' 已读' : ' 已发送')}
              </>
            }
          >
            <MessageBody message={message} />
          </Bubble>
        ))}
        {outgoing.map((o) => (
          <Stack key={o.clientId} gap="1" align="end">
            <Bubble mine meta={o.refusal === undefined ? '发送中…' : '未发送'} pending>
              {o.text}
            </Bubble>
            {o.refusal !== undefined && (
              <Text role="alert" color="red.fg" fontSize="sm">
                {o.refusal}
              </Text>
            )}
          </Stack>
        ))}
        <div ref={bottom} />
      </Stack>
      <Box borderTopWidth="1px" p="2" flexShrink="0">
        {error && (
          <Text role="alert" color="red.fg" fontSize="sm" mb="1">
            {error}
          </Text>
        )}
        <label>
          <VisuallyHidden>输入消息，Ctrl+Enter 发送</VisuallyHidden>
          <Textarea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            rows={3}
            maxLength={chatTextMax}
            placeholder="输入消息，Ctrl+Enter 发送，Enter 换行"
            resize="none"
          />
        </label>
        <Flex justify="space-between" mt="2" gap="2">
          <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={() => fileInput.current?.click()} loading={uploading}>
            发送图片
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label="选择图片"
            onChange={(e) => {
              void sendImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button size={{ base: 'md', md: 'sm' }} colorPalette="brand" onClick={sendText} disabled={!draft.trim()}>
            发送
          </Button>
        </Flex>
      </Box>
    </>
  );
}

function Bubble({ mine, meta, pending = false, children }: { mine: boolean; meta: ReactNode; pending?: boolean; children: ReactNode }) {
  return (
    <Stack gap="0" align={mine ? 'end' : 'start'}>
      <Text fontSize="2xs" color="fg.muted">
        {meta}
      </Text>
      <Box
        maxW="80%"
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'brand.100' : 'gray.100'}
        opacity={pending ? 0.7 : 1}
        wordBreak="break-word"
        whiteSpace="pre-wrap"
      >
        {children}
      </Box>
    </Stack>
  );
}

function MessageBody({ message }: { message: ChatMessage }) {
  return (
    <>
      {message.kind === 'text' && message.text}
      {message.kind === 'image' && message.imageUrl && (
        <a href={message.imageUrl} target="_blank" rel="noreferrer">
          <Image src={message.thumbUrl ?? message.imageUrl} alt="聊天图片" maxH="40" />
        </a>
      )}
      {message.kind === 'offer' && message.offer && (
        <Stack gap="0" aria-label="商品卡片">
          <Text fontSize="xs" color="fg.muted">
            {message.offer.publishType === 1 ? '出售' : '求购'}
          </Text>
          <Text fontWeight="semibold">{message.offer.productName}</Text>
          <Text color="red.fg">¥{formatYuan(message.offer.price)}</Text>
          <AppLink to="/trade/$id" params={{ id: String(message.offer.id) }}>
            查看商品
          </AppLink>
        </Stack>
      )}
    </>
  );
}

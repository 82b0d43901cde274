import { Badge, Button } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { useChat } from '../chat';

const size = 56;
const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

/**
 * The instant-message button for logged-in members: draggable (kept inside the window), a click opens the chat
 * window (src/features/chat) and carries the unread count. On a phone the chat is reached from the header instead.
 */
export function ImButton() {
  const [position, setPosition] = useState(() => ({ x: window.innerWidth - size - 24, y: window.innerHeight - size - 96 }));
  const chat = useChat();
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    drag.current.moved = true;
    setPosition({
      x: clamp(event.clientX - drag.current.dx, window.innerWidth - size),
      y: clamp(event.clientY - drag.current.dy, window.innerHeight - size),
    });
  };
  const onPointerUp = () => {
    // A drag is not a click: only an unmoved press opens the chat.
    if (drag.current && !drag.current.moved) chat.open();
    drag.current = null;
  };

  return (
    <Button
      aria-label={chat.unread > 0 ? `在线消息，${chat.unread}条未读` : '在线消息'}
      position="fixed"
      left={`${position.x}px`}
      top={`${position.y}px`}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="full"
      colorPalette="brand"
      zIndex="docked"
      // On a phone a floating button sits over the page's own buttons (立即成交): the chat is reached from the header.
      hideBelow="md"
      touchAction="none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && chat.open()}
    >
      消息
      {chat.unread > 0 && (
        <Badge position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" borderRadius="full" aria-hidden="true">
          {chat.unread > 99 ? '99+' : chat.unread}
        </Badge>
      )}
    </Button>
  );
}

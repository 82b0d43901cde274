import { Box, Button, CloseButton, Heading, HStack } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';

const size = 56;
const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

/**
 * The instant-message button for logged-in members: draggable (kept inside the window), a click opens the chat
 * window. The conversation itself belongs to the messaging work; the window is its frame.
 */
export function ImButton() {
  const [position, setPosition] = useState(() => ({ x: window.innerWidth - size - 24, y: window.innerHeight - size - 96 }));
  const [open, setOpen] = useState(false);
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
    if (drag.current && !drag.current.moved) setOpen(true);
    drag.current = null;
  };

  return (
    <>
      <Button
        aria-label="在线消息"
        position="fixed"
        left={`${position.x}px`}
        top={`${position.y}px`}
        width={`${size}px`}
        height={`${size}px`}
        borderRadius="full"
        colorPalette="brand"
        zIndex="docked"
        // On a phone a floating button sits over the page's own buttons (立即成交): the chat is reached from the header
        // there, once it is built (issue 27).
        hideBelow="md"
        touchAction="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}
      >
        消息
      </Button>
      {open && (
        <Box
          role="dialog"
          aria-label="在线消息"
          position="fixed"
          right={{ base: '2', md: '6' }}
          left={{ base: '2', md: 'auto' }}
          bottom={{ base: '2', md: '6' }}
          width={{ base: 'auto', md: '80' }}
          height="96"
          maxH="80vh"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          zIndex="modal"
        >
          <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px">
            <Heading size="sm">在线消息</Heading>
            <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="关闭" onClick={() => setOpen(false)} />
          </HStack>
        </Box>
      )}
    </>
  );
}

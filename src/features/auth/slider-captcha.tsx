import { Box, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Spec section 9: the slider captcha is 308 px wide. */
export const captchaWidth = 308;
const handleWidth = 40;
const travel = captchaWidth - handleWidth;

/**
 * The slider captcha: drag the handle to the end. It reports `x:ms` (how far, how long) and the server decides
 * (docs/adr/0005). Keyboard users focus the handle and press End (or the arrow keys).
 */
export function SliderCaptcha({ onSolved, disabled }: { onSolved: (sig: string) => void; disabled?: boolean }) {
  const [offset, setOffset] = useState(0);
  const started = useRef<number | null>(null);
  const origin = useRef(0);
  const done = useRef(false);

  const finish = (position: number) => {
    const x = Math.round((position / travel) * captchaWidth);
    const ms = Math.round(performance.now() - (started.current ?? performance.now()));
    if (x >= captchaWidth - 8) {
      done.current = true;
      onSolved(`${x}:${ms}`);
    } else {
      setOffset(0);
    }
    started.current = null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || done.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    started.current = performance.now();
    origin.current = event.clientX - offset;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (started.current === null) return;
    setOffset(Math.min(travel, Math.max(0, event.clientX - origin.current)));
  };
  const onPointerUp = () => {
    if (started.current !== null) finish(offset);
  };
  const onFocus = () => {
    if (started.current === null) started.current = performance.now();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || done.current) return;
    const next = event.key === 'End' ? travel : event.key === 'ArrowRight' ? Math.min(travel, offset + 40) : null;
    if (next === null) return;
    event.preventDefault();
    setOffset(next);
    if (next === travel) finish(travel);
  };

  return (
    <Box position="relative" width={`${captchaWidth}px`} height="40px" bg="gray.100" borderRadius="sm" userSelect="none">
      <Box position="absolute" insetY="0" left="0" width={`${offset + handleWidth}px`} bg="green.100" borderRadius="sm" />
      <Text position="absolute" inset="0" textAlign="center" lineHeight="40px" fontSize="sm" color="gray.600">
        请按住滑块，拖动到最右边
      </Text>
      <Box
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label="拖动滑块完成验证"
        aria-valuemin={0}
        aria-valuemax={captchaWidth}
        aria-valuenow={Math.round((offset / travel) * captchaWidth)}
        aria-disabled={disabled}
        position="absolute"
        top="0"
        left={`${offset}px`}
        width={`${handleWidth}px`}
        height="40px"
        bg="white"
        borderWidth="1px"
        borderRadius="sm"
        cursor="grab"
        display="flex"
        alignItems="center"
        justifyContent="center"
        touchAction="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        »
      </Box>
    </Box>
  );
}

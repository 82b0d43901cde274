import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { viewTransform, zoomPercent, type ZoomAction, type ZoomView } from './image-zoom';
import { usePanZoom } from './use-pan-zoom';

/** 放大 ×1.1, 缩小 ×0.9, 还原 and the zoom shown as a percentage: the viewer's footer and the /magnifier page. */
export function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (action: ZoomAction) => void }) {
  const size = { base: 'lg', md: 'sm' } as const; // a thumb's 44 px on a phone
  return (
    <HStack>
      <Button size={size} variant="outline" onClick={() => onZoom('in')}>
        放大
      </Button>
      <Button size={size} variant="outline" onClick={() => onZoom('out')}>
        缩小
      </Button>
      <Button size={size} variant="outline" onClick={() => onZoom('reset')}>
        还原
      </Button>
      <Text fontSize="sm" color="gray.600" aria-label="缩放比例">
        {zoomPercent(zoom)}
      </Text>
    </HStack>
  );
}

/**
 * One picture on a dark ground, in a frame that zooms and pans it (usePanZoom: the wheel about the pointer, a pinch,
 * a drag at any zoom, the keys + − 0 and the arrows) with a CSS transform, so the browser scales the full-resolution
 * picture smoothly. `fit`: 'contain' starts within the frame (the viewer's dialog), 'natural' at the picture's own size
 * (/magnifier). `caption` (正面, 背面) is drawn over the picture's corner.
 */
export function ZoomableImage({
  url,
  alt,
  view,
  onView,
  fit,
  caption,
  onError,
}: {
  url: string;
  alt: string;
  view: ZoomView;
  onView: (change: (view: ZoomView) => ZoomView) => void;
  fit: 'contain' | 'natural';
  caption?: ReactNode;
  onError?: () => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const gestures = usePanZoom(frame, onView);
  const contain = fit === 'contain';
  return (
    <Box position="relative">
      <Box
        ref={frame}
        {...gestures}
        tabIndex={0}
        role="group"
        aria-label={`${alt}（滚轮或双指缩放，拖动移动；键盘 + − 缩放，0 还原，方向键移动）`}
        data-testid="zoom-frame"
        overflow="hidden"
        h={contain ? { base: '60vh', md: '70vh' } : '80vh'}
        minH="300px"
        bg="gray.900"
        borderRadius="md"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor="grab"
        touchAction="none"
        userSelect="none"
        _active={{ cursor: 'grabbing' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Image
          src={url}
          alt={alt}
          draggable={false}
          maxW={contain ? '100%' : 'none'}
          maxH={contain ? '100%' : 'none'}
          flexShrink={0}
          pointerEvents="none"
          transformOrigin="center"
          willChange="transform"
          // Inline: a gesture changes it on every frame, which as a style prop would make a new class each time.
          style={{ transform: viewTransform(view), transition: view.animated ? 'transform 0.15s ease-out' : 'none' }}
          data-zoom={view.zoom.toFixed(4)}
          onError={onError}
        />
      </Box>
      {caption && (
        <Text position="absolute" top="2" left="2" px="2" py="0.5" borderRadius="sm" bg="blackAlpha.700" color="white" fontSize="sm" pointerEvents="none">
          {caption}
        </Text>
      )}
    </Box>
  );
}

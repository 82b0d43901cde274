import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { nextZoom, zoomPercent, type ZoomAction } from './image-zoom';

/** 放大 ×1.1, 缩小 ×0.9, 还原 and the zoom shown as a percentage: the viewer's footer and the /magnifier page. */
export function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (action: ZoomAction) => void }) {
  return (
    <HStack>
      <Button size="sm" variant="outline" onClick={() => onZoom('in')}>
        放大
      </Button>
      <Button size="sm" variant="outline" onClick={() => onZoom('out')}>
        缩小
      </Button>
      <Button size="sm" variant="outline" onClick={() => onZoom('reset')}>
        还原
      </Button>
      <Text fontSize="sm" color="gray.600" aria-label="缩放比例">
        {zoomPercent(zoom)}
      </Text>
    </HStack>
  );
}

/** The zoom after `action`, for a state setter: `setZoom(zoomBy('in'))`. */
export const zoomBy = (action: ZoomAction) => (zoom: number) => nextZoom(zoom, action);

/**
 * One picture on a dark ground, scaled by `zoom`. `fit`: 'contain' starts within the box (the viewer's dialog),
 * 'natural' at the picture's own size (/magnifier), zooming from its top left corner so every part stays scrollable.
 */
export function ZoomableImage({
  url,
  alt,
  zoom,
  fit,
  onError,
}: {
  url: string;
  alt: string;
  zoom: number;
  fit: 'contain' | 'natural';
  onError?: () => void;
}) {
  const contain = fit === 'contain';
  return (
    <Box
      overflow="auto"
      maxH={contain ? '70vh' : '80vh'}
      bg="gray.900"
      borderRadius="md"
      display="flex"
      alignItems={contain ? 'center' : 'flex-start'}
      justifyContent={contain ? 'center' : 'flex-start'}
      minH="300px"
    >
      <Image
        src={url}
        alt={alt}
        maxW={contain ? '100%' : 'none'}
        transform={`scale(${zoom})`}
        transformOrigin={contain ? 'center' : 'top left'}
        transition="transform 0.15s"
        data-zoom={zoom.toFixed(4)}
        onError={onError}
      />
    </Box>
  );
}

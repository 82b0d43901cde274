import { HStack, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../shared/app-dialog';
import { magnifierPath } from './magnifier-path';
import { ZoomableImage, ZoomControls, zoomBy } from './zoomable-image';

export interface ViewedImage {
  url: string;
  alt: string;
  /** A public upload's key: the viewer then offers the picture on /magnifier in a new window. */
  key?: string;
}

/**
 * The image viewer (spec section 2): one picture of a gallery at a time, zoomed in by 1.1, out by 0.9 or reset,
 * with 上一张 / 下一张 when there are several. Opening another picture starts at 100%.
 */
export function ImageViewer({ images, index, onClose }: { images: readonly ViewedImage[]; index: number | null; onClose: () => void }) {
  const [shown, setShown] = useState({ index: index ?? 0, zoom: 1, opened: index });
  // A new opening (another thumbnail clicked) starts from that picture at 100%.
  if (index !== shown.opened) setShown({ index: index ?? 0, zoom: 1, opened: index });
  const image = images[shown.index];
  const go = (step: number) => setShown((s) => ({ ...s, index: (s.index + step + images.length) % images.length, zoom: 1 }));

  return (
    <AppDialog
      open={index !== null && image !== undefined}
      onClose={onClose}
      size="lg"
      title={`查看图片 ${shown.index + 1}/${images.length}`}
      footer={
        <HStack justify="space-between" w="full" wrap="wrap">
          <ZoomControls zoom={shown.zoom} onZoom={(action) => setShown((s) => ({ ...s, zoom: zoomBy(action)(s.zoom) }))} />
          <HStack>
            {image?.key && (
              <Link href={magnifierPath(image.key)} target="_blank" rel="noopener" fontSize="sm" colorPalette="brand">
                新窗口查看大图
              </Link>
            )}
            {images.length > 1 && (
              <>
                <Button size="sm" variant="ghost" onClick={() => go(-1)}>
                  上一张
                </Button>
                <Button size="sm" variant="ghost" onClick={() => go(1)}>
                  下一张
                </Button>
              </>
            )}
          </HStack>
        </HStack>
      }
    >
      {image && <ZoomableImage url={image.url} alt={image.alt} zoom={shown.zoom} fit="contain" />}
    </AppDialog>
  );
}

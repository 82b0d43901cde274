import { HStack, Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../shared/app-dialog';
import { initialView, stepView, type ZoomView } from './image-zoom';
import { magnifierPath } from './magnifier-path';
import { ZoomableImage, ZoomControls } from './zoomable-image';

export interface ViewedImage {
  url: string;
  alt: string;
  /** A public upload's key: the viewer then offers the picture on /magnifier in a new window. */
  key?: string;
  /** Which side of the stamp the picture shows (正面, 背面), drawn over it. */
  caption?: string;
}

/**
 * The image viewer (spec section 2): one picture of a gallery at a time, at full resolution, zoomed in by 1.1, out by
 * 0.9 or reset, and (issue 25) with the wheel, a pinch, a drag and the keys; 上一张 / 下一张 when there are several.
 * Opening another picture starts at 100%, centred.
 */
export function ImageViewer({ images, index, onClose }: { images: readonly ViewedImage[]; index: number | null; onClose: () => void }) {
  const [shown, setShown] = useState({ index: index ?? 0, view: initialView, opened: index });
  // A new opening (another thumbnail clicked) starts from that picture at 100%.
  if (index !== shown.opened) setShown({ index: index ?? 0, view: initialView, opened: index });
  const image = images[shown.index];
  const go = (step: number) => setShown((s) => ({ ...s, index: (s.index + step + images.length) % images.length, view: initialView }));
  const changeView = (change: (view: ZoomView) => ZoomView) => setShown((s) => ({ ...s, view: change(s.view) }));
  const pagerSize = { base: 'lg', md: 'sm' } as const;

  return (
    <AppDialog
      open={index !== null && image !== undefined}
      onClose={onClose}
      size="lg"
      title={`查看图片 ${shown.index + 1}/${images.length}`}
      footer={
        <HStack justify="space-between" w="full" wrap="wrap">
          <ZoomControls zoom={shown.view.zoom} onZoom={(action) => changeView((view) => stepView(view, action))} />
          <HStack wrap="wrap">
            {image?.key && (
              <Link href={magnifierPath(image.key)} target="_blank" rel="noopener" fontSize="sm" colorPalette="brand" minH={{ base: '11', md: 'auto' }}>
                新窗口查看大图
              </Link>
            )}
            {images.length > 1 && (
              <>
                <Button size={pagerSize} variant="ghost" onClick={() => go(-1)}>
                  上一张
                </Button>
                <Button size={pagerSize} variant="ghost" onClick={() => go(1)}>
                  下一张
                </Button>
              </>
            )}
          </HStack>
        </HStack>
      }
    >
      {image && <ZoomableImage url={image.url} alt={image.alt} caption={image.caption} view={shown.view} onView={changeView} fit="contain" />}
    </AppDialog>
  );
}

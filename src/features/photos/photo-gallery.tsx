import { Box, Image, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { photoSrcSet, thumbUrl, uploadUrl } from '../../api/contracts/upload-rules';
import { ImageViewer } from './image-viewer';
import { photoSide } from './photo-sides';
import { SideCaption } from './side-caption';

/**
 * Photos of an offer, a complaint or a refund: thumbnails in a row (the medium size where the screen needs more
 * pixels: srcset); clicking one opens the image viewer on the original. `keys` are public upload keys (the server
 * returns them in order). `sided`: an offer's photos, the first two labelled 正面 and 背面 (photo-sides.ts).
 */
export function PhotoGallery({ keys, alt, size = '96px', sided = false }: { keys: readonly string[]; alt: string; size?: string; sided?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  if (keys.length === 0) return <Text color="gray.600" fontSize="sm">暂无图片</Text>;
  const images = keys.map((key, i) => {
    const caption = sided ? photoSide(i) : undefined;
    return { key, caption, url: uploadUrl(key), alt: `${alt} 第${i + 1}张${caption ? `（${caption}）` : ''}` };
  });
  return (
    <>
      {/* A wrapping row of fixed tiles: a grid's columns would spread two photos across the whole page. */}
      <Wrap gap="2" maxW="full">
        {images.map((image, i) => (
          <Box
            key={image.key}
            as="button"
            aria-label={`查看${image.alt}`}
            position="relative"
            w={size}
            h={size}
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            cursor="zoom-in"
            onClick={() => setOpen(i)}
          >
            <Image src={thumbUrl(image.key)} srcSet={photoSrcSet(image.key)} sizes={size} alt={image.alt} objectFit="cover" w="full" h="full" loading="lazy" />
            <SideCaption side={image.caption} />
          </Box>
        ))}
      </Wrap>
      <ImageViewer images={images} index={open} onClose={() => setOpen(null)} />
    </>
  );
}

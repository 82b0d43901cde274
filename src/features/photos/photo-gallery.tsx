import { Box, Image, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { thumbUrl, uploadUrl } from '../../api/contracts/upload-names';
import { ImageViewer } from './image-viewer';

/**
 * Photos of an offer, a complaint or a refund: thumbnails in a row; clicking one opens the image viewer on the full
 * picture. `keys` are public upload keys (the server returns them in order).
 */
export function PhotoGallery({ keys, alt, size = '96px' }: { keys: readonly string[]; alt: string; size?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (keys.length === 0) return <Text color="gray.600" fontSize="sm">暂无图片</Text>;
  const images = keys.map((key, i) => ({ key, url: uploadUrl(key), alt: `${alt} 第${i + 1}张` }));
  return (
    <>
      {/* A wrapping row of fixed tiles: a grid's columns would spread two photos across the whole page. */}
      <Wrap gap="2" maxW="full">
        {images.map((image, i) => (
          <Box
            key={image.key}
            as="button"
            aria-label={`查看${image.alt}`}
            w={size}
            h={size}
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            cursor="zoom-in"
            onClick={() => setOpen(i)}
          >
            <Image src={thumbUrl(image.key)} alt={image.alt} objectFit="cover" w="full" h="full" loading="lazy" />
          </Box>
        ))}
      </Wrap>
      <ImageViewer images={images} index={open} onClose={() => setOpen(null)} />
    </>
  );
}

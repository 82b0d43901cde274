import { Box, Image, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiDownload } from '../../api/client';
import { ImageViewer } from '../photos';
import { userKeys } from '../../api/user/keys';

/**
 * A private upload (identity papers: /api/upload/private/{key}), which answers only with the member's token: fetched
 * with it and shown from memory, since an <img> cannot send the header. Pressing it opens the image
 * viewer on the full picture (issue 25: staff read a card's small print by zooming, not from a 180 px preview).
 */
export function PrivateImage({ url, label }: { url: string; label: string }) {
  const image = useQuery({ queryKey: userKeys.privateImage(url), queryFn: () => apiDownload(url), staleTime: Infinity });
  const src = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  const [open, setOpen] = useState(false);
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="2" w={{ base: 'full', md: '280px' }}>
      {src ? (
        <Box as="button" display="block" w="full" cursor="zoom-in" aria-label={`放大查看${label}`} onClick={() => setOpen(true)}>
          <Image src={src} alt={label} maxH="180px" mx="auto" />
        </Box>
      ) : (
        <Text color="gray.600" fontSize="sm" h="180px">
          {image.isError ? '图片无法显示' : '加载中…'}
        </Text>
      )}
      <Text as="figcaption" textAlign="center" fontSize="sm" mt="1">
        {label}
      </Text>
      {src && <ImageViewer images={[{ url: src, alt: label, caption: label }]} index={open ? 0 : null} onClose={() => setOpen(false)} />}
    </Box>
  );
}

import { Box, Image, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiDownload } from '../../api/client';

/**
 * A private upload (identity papers: /api/upload/private/{key}), which answers only with the member's token: fetched
 * with it and shown from memory, since an <img> cannot send the header.
 */
export function PrivateImage({ url, label }: { url: string; label: string }) {
  const image = useQuery({ queryKey: ['user', 'privateImage', url], queryFn: () => apiDownload(url), staleTime: Infinity });
  const src = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="2" w="280px">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <Image src={src} alt={label} maxH="180px" mx="auto" />
        </a>
      ) : (
        <Text color="gray.600" fontSize="sm" h="180px">
          {image.isError ? '图片无法显示' : '加载中…'}
        </Text>
      )}
      <Text as="figcaption" textAlign="center" fontSize="sm" mt="1">
        {label}
      </Text>
    </Box>
  );
}

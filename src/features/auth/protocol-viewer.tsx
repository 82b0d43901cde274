import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { protocolQueryOptions } from '../../api/system/get-protocol';
import { AppDialog } from '../shared/app-dialog';

/**
 * The protocol and rule viewer (spec section 4): type 1-7 shows that protocol, 0 is closed, and a type the server
 * has no protocol for closes the viewer again.
 */
export function ProtocolViewer({ type, onClose }: { type: number; onClose: () => void }) {
  const { data, isSuccess } = useQuery({ ...protocolQueryOptions(type), enabled: type > 0 });
  useEffect(() => {
    if (type > 0 && isSuccess && !data) onClose();
  }, [type, isSuccess, data, onClose]);

  return (
    <AppDialog open={type > 0 && Boolean(data)} onClose={onClose} title={data?.name} size="lg">
      <Box whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall">
        {data?.content}
      </Box>
      {data && (
        <Text mt="4" fontSize="xs" color="gray.600">
          更新时间：{data.updateTime}
        </Text>
      )}
    </AppDialog>
  );
}

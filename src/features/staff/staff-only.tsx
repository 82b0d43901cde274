import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { staffAccessQueryOptions } from '../../api/authentication/staff-authentications';
import { ErrorLine } from '../shared/error-line';
import { StaffMenu } from './staff-menu';
import { Loading } from '../shared/loading';

/**
 * A staff page's content for platform staff, beside the staff's menu of every staff page; anyone else reads 无权访问
 * (the route's gate asked the same question) and sees no menu.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const access = useQuery(staffAccessQueryOptions());
  if (access.isPending) return <Loading />;
  if (access.isError) return <ErrorLine error={access.error.message} />;
  if (!access.data) {
    return (
      <Stack gap="2" bg="white" p="6" borderRadius="md" borderWidth="1px" role="alert" aria-label="无权访问">
        <Heading as="h2" size="sm">
          无权访问
        </Heading>
        <Text color="gray.600">此页面仅限平台工作人员使用。</Text>
      </Stack>
    );
  }
  return (
    <Flex gap={{ base: '3', md: '6' }} align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
      <StaffMenu />
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

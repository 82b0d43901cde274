import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { sysConfigQueryOptions } from '../../api/system/get-sys-config';
import { SiteLink as RouterLink, type SitePath } from '../site';

const quickLinks: ReadonlyArray<{ label: string; to: SitePath }> = [
  { label: '首页', to: '/index' },
  { label: '新闻主站', to: '/news/{-$type}' },
  { label: '在线邮市', to: '/voster' },
  { label: '实时行情', to: '/quotes' },
  { label: '自动匹配', to: '/auto-match' },
];

const qrAccounts = ['邮市官方公众号', '邮市资讯公众号', '客服微信一', '客服微信二'];

/** The footer (spec section 2): quick links, the four QR codes, the disclaimer and the ICP filing line. */
export function Footer() {
  const { data: config } = useQuery(sysConfigQueryOptions());
  return (
    // On a phone the floating chat and back-to-top buttons sit over the footer's end: room for them below.
    <Box as="footer" bg="gray.800" color="gray.300" mt="10" pt="8" pb={{ base: '24', md: '8' }} fontSize="sm">
      <Container maxW="6xl">
        <Flex justify="space-between" gap="8" wrap="wrap">
          <Stack gap="3">
            <HStack as="nav" aria-label="快速链接" gap="4" wrap="wrap">
              {quickLinks.map((link) => (
                <Link key={link.to} asChild color="gray.200" minH={{ base: '11', md: 'auto' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </HStack>
            <Text>本站信息仅供参考，不构成任何投资建议。集邮有风险，交易需谨慎。</Text>
            {config && (
              <Text>
                {config.icp} · 客服电话 {config.servicePhone}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4" aria-label="关注我们" role="group">
            {qrAccounts.map((name) => (
              <Stack key={name} align="center" gap="1">
                {/* The accounts' QR images come with the operator's accounts; until then the frame says what goes there. */}
                <Box boxSize="20" borderWidth="1px" borderColor="gray.500" borderRadius="sm" display="flex" alignItems="center" justifyContent="center" fontSize="xs" color="gray.400">
                  二维码
                </Box>
                <Text fontSize="xs">{name}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
      </Container>
    </Box>
  );
}

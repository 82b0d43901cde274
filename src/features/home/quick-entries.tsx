import { SimpleGrid } from '@chakra-ui/react';
import { AppLink, type SitePath } from '../site';

/** Where a collector goes from the home page (issue 15): publishing, the markets, the catalogue, rankings and help. */
const entries: ReadonlyArray<{ name: string; to: SitePath; search?: Record<string, unknown> }> = [
  { name: '发布求购', to: '/publish' },
  { name: '发布出售', to: '/publish', search: { type: 'sale' } },
  { name: '邮票市场', to: '/poster' },
  { name: '在线邮市', to: '/voster' },
  { name: '大宗交易', to: '/large-transaction' },
  { name: '保证金交易', to: '/bond' },
  { name: '产品目录', to: '/products' },
  { name: '排行榜', to: '/board' },
  { name: '帮助中心', to: '/help' },
];

export function QuickEntries() {
  return (
    <SimpleGrid as="nav" aria-label="快捷入口" columns={{ base: 3, md: 5, lg: 9 }} gap="2">
      {entries.map((e) => (
        <AppLink
          key={e.name}
          to={e.to}
          search={e.search}
          display="block"
          textAlign="center"
          py="3"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          fontWeight="medium"
          color="brand.fg"
          _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
        >
          {e.name}
        </AppLink>
      ))}
    </SimpleGrid>
  );
}

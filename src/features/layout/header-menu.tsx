import { Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLoginDialog } from '../auth';
import { useSession, useSessionActions, verificationLabel } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { formatBeans, formatYuan } from '../shared/format';
import { SiteLink as RouterLink, type SitePath } from '../site';
import { useQuickEntries } from './floating-menu';
import { useHeaderActions, useMainTabs } from './header-entries';
import { useUnreadCount } from './use-unread-count';

/**
 * The phone's header menu (below 768 px), a full-screen dialog: who is logged in (or 登录 / 注册), the four action
 * buttons, the main tabs, the quick entries of the floating menu and the top bar's links. Every entry is at least
 * 44 px tall, for a thumb; choosing one closes the menu.
 */
export function HeaderMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { status, user, wallet } = useSession();
  const { logout } = useSessionActions();
  const login = useLoginDialog();
  const member = status === 'member' && user !== null;
  const unread = useUnreadCount(member);
  const actions = useHeaderActions();
  const quick = useQuickEntries();
  const tabs = useMainTabs();
  const then = (run: () => void) => () => {
    onClose();
    run();
  };
  const page = (to: SitePath, label: ReactNode) => (
    <Link asChild minH="11" px="2" borderRadius="md" _hover={{ bg: 'gray.100' }} color="gray.800">
      <RouterLink to={to} onClick={onClose}>
        {label}
      </RouterLink>
    </Link>
  );

  return (
    <AppDialog open={open} onClose={onClose} title="菜单">
      <Stack gap="5">
        {member ? (
          <Stack gap="2" aria-label="会员信息" role="group" bg="gray.50" borderRadius="md" p="3">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{user.userName}</Text>
              <Badge colorPalette={user.authType === null ? 'gray' : 'green'}>{verificationLabel(user)}</Badge>
              {user.vipName && <Badge colorPalette="yellow">{user.vipName}</Badge>}
            </HStack>
            <Text fontSize="sm">
              余额 ¥{formatYuan(wallet?.balance ?? user.balance)} · 金豆 {formatBeans(wallet?.goldCoin ?? user.goldCoin)}
            </Text>
            <SimpleGrid columns={2} gap="1">
              {page('/person/beans', '充值金豆')}
              {page('/person/vip', '充值会员')}
              {page('/person/message', unread > 0 ? `消息（${unread}条未读）` : '消息')}
              {user.isWarned && page('/person/complaint', '警示：处罚详情')}
              {user.isStaff && page('/staff', '平台管理')}
            </SimpleGrid>
            <Button size="lg" variant="outline" onClick={then(logout)}>
              退出
            </Button>
          </Stack>
        ) : (
          <SimpleGrid columns={2} gap="2">
            <Button size="lg" colorPalette="brand" onClick={then(() => login.open())}>
              登录
            </Button>
            <Button size="lg" variant="outline" asChild>
              <RouterLink to="/register" onClick={onClose}>
                注册
              </RouterLink>
            </Button>
          </SimpleGrid>
        )}
        <SimpleGrid columns={2} gap="2">
          {actions.map((action) => (
            <Button key={action.label} size="lg" variant={action.primary ? 'solid' : 'outline'} colorPalette={action.primary ? 'brand' : undefined} onClick={then(action.run)}>
              {action.label}
            </Button>
          ))}
        </SimpleGrid>
        <Box as="nav" aria-label="主导航">
          <Heading as="h3" size="sm" color="gray.700" mb="1">
            栏目
          </Heading>
          <SimpleGrid columns={2} gap="1">
            {tabs.map((tab) =>
              'href' in tab || tab.newWindow ? (
                <Link key={tab.label} href={'href' in tab ? tab.href : tab.to} target="_blank" rel="noopener" minH="11" px="2" color="gray.800">
                  {tab.label}
                </Link>
              ) : (
                <Box key={tab.label}>{page(tab.to, tab.label)}</Box>
              ),
            )}
          </SimpleGrid>
        </Box>
        <Box as="nav" aria-label="快捷菜单">
          <Heading as="h3" size="sm" color="gray.700" mb="1">
            快捷入口
          </Heading>
          <SimpleGrid columns={2} gap="2">
            {quick.map((entry) => (
              <Button key={entry.label} size="lg" variant="surface" colorPalette="brand" onClick={then(entry.run)}>
                {entry.label}
              </Button>
            ))}
          </SimpleGrid>
        </Box>
        <HStack gap="2" wrap="wrap">
          {page('/index', '首页')}
          {page('/contact', '联系我们')}
          {page('/about', '关于我们')}
        </HStack>
      </Stack>
    </AppDialog>
  );
}

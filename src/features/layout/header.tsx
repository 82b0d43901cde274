import { Badge, Box, Button, Container, Flex, HStack, Heading, IconButton, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useLoginDialog } from '../auth';
import { useSession, useSessionActions } from '../session';
import { onDemand } from '../shared/on-demand';
import { HeaderMember } from './header-member';
import { useChat } from '../chat';
import { HeaderSearch } from './header-search';
import { useHeaderActions, useMainTabs } from './header-entries';
import { useUnreadCount } from './use-unread-count';
import { SiteLink as RouterLink } from '../site';

/**
 * The header. From 768 px up: top bar, logo, search, the member area, the tabs and the four action buttons. On a
 * phone: the member's top bar (bell, 退出), the logo, 登录 for a visitor and a menu button opening the rest
 * (header-menu.tsx), with the search on a row of its own below.
 */
export function Header() {
  const { status, user, wallet } = useSession();
  const { logout } = useSessionActions();
  const login = useLoginDialog();
  const member = status === 'member' && user !== null;
  const unread = useUnreadCount(member);
  const actions = useHeaderActions();
  const tabs = useMainTabs();

  return (
    // Sticky from 768 px up; on a phone the header scrolls away, leaving the small screen to the page.
    <Box as="header" position={{ base: 'static', md: 'sticky' }} top="0" zIndex="sticky" bg="white" boxShadow="sm">
      {/* On a phone the top bar is the member's: the bell and 退出 (a visitor has neither there). */}
      <Box bg="gray.100" fontSize="xs" color="gray.700" hideBelow={member ? undefined : 'md'}>
        <Container maxW="6xl">
          <Flex h={{ base: '11', md: '8' }} align="center" justify="space-between">
            <HStack gap="4" hideBelow="md">
              <Link asChild><RouterLink to="/index">首页</RouterLink></Link>
              <Link asChild><RouterLink to="/contact">联系我们</RouterLink></Link>
              <Link asChild><RouterLink to="/about">关于我们</RouterLink></Link>
              <Text>推荐使用谷歌Chrome浏览器访问本站</Text>
            </HStack>
            {member && (
              <HStack gap="4" ml="auto">
                <MessageBell unread={unread} />
                <ChatEntry />
                <Button size={{ base: 'sm', md: '2xs' }} variant="ghost" color="gray.700" onClick={logout}>
                  退出
                </Button>
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>
      <Container maxW="6xl">
        {/* On a phone the search wraps onto a row of its own under the logo, 登录 and 菜单 (order and a full basis). */}
        <Flex py={{ base: '2', md: '3' }} align="center" justify="space-between" gap={{ base: '2', md: '6' }} wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Link asChild _hover={{ textDecoration: 'none' }} flexShrink="0" mr={{ base: 'auto', md: '0' }}>
            <RouterLink to="/index" aria-label="邮市首页">
              <Heading as="p" size={{ base: 'xl', md: '2xl' }} color="brand.600" letterSpacing="wider" whiteSpace="nowrap">
                邮市
              </Heading>
            </RouterLink>
          </Link>
          <Box order={{ base: 2, md: 0 }} flexBasis={{ base: 'full', md: 'auto' }} flex={{ md: '1' }} display="flex" justifyContent="center" minW="0">
            <HeaderSearch />
          </Box>
          {member ? (
            <Box hideBelow="md">
              <HeaderMember user={user} wallet={wallet} />
            </Box>
          ) : (
            <HStack gap="3" fontSize="sm" visibility={status === 'restoring' ? 'hidden' : 'visible'}>
              <Button size={{ base: 'md', md: 'sm' }} colorPalette="brand" onClick={() => login.open()}>
                登录
              </Button>
              <Link asChild color="brand.fg" minH={{ base: '11', md: 'auto' }} px={{ base: '1', md: '0' }}>
                <RouterLink to="/register">注册</RouterLink>
              </Link>
            </HStack>
          )}
          <MenuButton />
        </Flex>
        <Flex as="nav" aria-label="主导航" align="center" justify="space-between" borderTopWidth="1px" py="2" hideBelow="md" gap="4">
          <HStack gap="5" fontSize="sm" fontWeight="medium" wrap="wrap">
            {tabs.map((tab) =>
              'href' in tab ? (
                <Link key={tab.label} href={tab.href} target="_blank" rel="noopener">
                  {tab.label}
                </Link>
              ) : tab.newWindow ? (
                <Link key={tab.label} href={tab.to} target="_blank" rel="noopener">
                  {tab.label}
                </Link>
              ) : (
                <Link key={tab.label} asChild>
                  <RouterLink to={tab.to}>{tab.label}</RouterLink>
                </Link>
              ),
            )}
          </HStack>
          <HStack gap="2" flexShrink="0">
            {actions.map((action) => (
              <Button key={action.label} size="xs" variant={action.primary ? 'solid' : 'outline'} colorPalette={action.primary ? 'brand' : undefined} onClick={action.run}>
                {action.label}
              </Button>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * 消息 with the unread count. The accessible name is the visible text plus "条未读" (hidden), so what a speech user
 * reads on the screen is what they say to press it.
 */
function MessageBell({ unread }: { unread: number }) {
  return (
    <Link asChild minH={{ base: '11', md: 'auto' }} px={{ base: '2', md: '0' }}>
      <RouterLink to="/person/message">
        消息
        {unread > 0 && (
          <Badge colorPalette="red" variant="solid" size="xs" ml="1" data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
        <VisuallyHidden>{unread > 0 ? '条未读' : '，没有未读'}</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}

/** 私信: member chat's window (on a phone the only way in: the floating button is hidden there), with its unread count. */
function ChatEntry() {
  const chat = useChat();
  return (
    <Button size={{ base: 'sm', md: '2xs' }} variant="ghost" color="gray.700" minH={{ base: '11', md: 'auto' }} onClick={() => chat.open()}>
      私信
      {chat.unread > 0 && (
        <Badge colorPalette="red" variant="solid" size="xs" data-testid="chat-unread-badge">
          {chat.unread > 99 ? '99+' : chat.unread}
        </Badge>
      )}
      <VisuallyHidden>{chat.unread > 0 ? '条未读' : '，没有未读'}</VisuallyHidden>
    </Button>
  );
}

/** The phone menu's code (header-menu.tsx and the dialog frame) comes with the first press, not with the page. */
const menuCode = onDemand(() => import('./header-menu'));

function MenuButton() {
  const code = menuCode.useLoaded();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label="菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        variant="ghost"
        size="lg"
        fontSize="2xl"
        onClick={() => {
          setOpen(true);
          menuCode.load().catch(() => setOpen(false)); // not arrived (network down): the next press tries again
        }}
      >
        ☰
      </IconButton>
      {code && <code.HeaderMenu open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

import { Badge, Box, Button, Container, Flex, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { useLoginDialog } from '../auth';
import { useSession, useSessionActions, agentHome, eliteGate } from '../session';
import { useBasketDialog } from '../market';
import { HeaderMember } from './header-member';
import { HeaderSearch } from './header-search';
import { useGate } from './use-gate';
import { useUnreadCount } from './use-unread-count';
import { SiteLink as RouterLink, type SitePath } from '../site';

/** The main tabs (spec section 2, Header). External ones open the community sites in a new tab. */
/** A tab is a page of the site (or the live room, opened in a window of its own), or another site of ours. */
type Tab = { label: string; to: SitePath; newWindow?: boolean } | { label: string; href: string };
const tabs = (agentPath: SitePath): Tab[] => [
  { label: '新闻主站', to: '/news/{-$type}' },
  { label: '邮票市场', to: '/poster' },
  { label: '行情聊天室', to: '/quotes', newWindow: true },
  { label: '保证金交易', to: '/bond' },
  { label: '社区论坛', href: 'https://bbs.youshi.example/' },
  { label: '评级', href: 'https://rating.youshi.example/' },
  { label: '代理系统', to: agentPath },
  { label: '产品目录', to: '/products' },
];

/** The fixed header: top bar, logo and search, the member area, tabs and the three action buttons. */
export function Header() {
  const { status, user, wallet } = useSession();
  const { logout } = useSessionActions();
  const login = useLoginDialog();
  const gate = useGate();
  const member = status === 'member' && user !== null;
  const unread = useUnreadCount(member);
  const basket = useBasketDialog();

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" boxShadow="sm">
      <Box bg="gray.100" fontSize="xs" color="gray.600">
        <Container maxW="6xl">
          <Flex h="8" align="center" justify="space-between">
            <HStack gap="4">
              <Link asChild><RouterLink to="/index">首页</RouterLink></Link>
              <Link asChild><RouterLink to="/contact">联系我们</RouterLink></Link>
              <Link asChild><RouterLink to="/about">关于我们</RouterLink></Link>
              <Text>推荐使用谷歌Chrome浏览器访问本站</Text>
            </HStack>
            {member && (
              <HStack gap="4">
                <Link asChild aria-label={`消息中心，${unread}条未读`}>
                  <RouterLink to="/person/message">
                    消息
                    {unread > 0 && (
                      <Badge colorPalette="red" variant="solid" size="xs" ml="1" data-testid="unread-badge">
                        {unread > 99 ? '99+' : unread}
                      </Badge>
                    )}
                  </RouterLink>
                </Link>
                <Button size="2xs" variant="ghost" onClick={logout}>
                  退出
                </Button>
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>
      <Container maxW="6xl">
        <Flex py="3" align="center" justify="space-between" gap="6">
          <Link asChild _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/index" aria-label="邮市首页">
              <Heading as="p" size="2xl" color="brand.600" letterSpacing="wider">
                邮市
              </Heading>
            </RouterLink>
          </Link>
          <HeaderSearch />
          {member ? (
            <HeaderMember user={user} wallet={wallet} />
          ) : (
            <HStack gap="3" fontSize="sm" visibility={status === 'restoring' ? 'hidden' : 'visible'}>
              <Button size="sm" colorPalette="brand" onClick={() => login.open()}>
                登录
              </Button>
              <Link asChild color="brand.fg">
                <RouterLink to="/register">注册</RouterLink>
              </Link>
            </HStack>
          )}
        </Flex>
        <Flex as="nav" aria-label="主导航" align="center" justify="space-between" borderTopWidth="1px" py="2">
          <HStack gap="5" fontSize="sm" fontWeight="medium">
            {tabs(agentHome(user)).map((tab) =>
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
          <HStack gap="2">
            <Button size="xs" colorPalette="brand" onClick={() => gate(member ? 'allowed' : 'login', '/person')}>
              进入我的邮市
            </Button>
            <Button size="xs" variant="outline" onClick={() => gate(eliteGate(user), '/person/watch')}>
              盯盘
            </Button>
            <Button size="xs" variant="outline" onClick={() => gate(eliteGate(user), '/trade')}>
              一键扫货
            </Button>
            <Button size="xs" variant="outline" onClick={() => gate(member ? 'allowed' : 'login', basket.open)}>
              扫货篮
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

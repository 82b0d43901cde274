import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { shellMessages as messages } from '../../api/contracts/shell-messages';
import { useSession } from '../session';
import { Breadcrumbs, SideMenu, type SideMenuSection, agentMenu, breadcrumbTrail, menuOwner, personMenu, type SiteRoute } from '../site';

/** The side menu a route is shown with: the personal centre's, an agent variant's, or none. */
function sideMenuOf(route: SiteRoute): { label: string; sections: SideMenuSection[]; current?: string } | null {
  const owner = menuOwner(route);
  if (!owner?.menu) return null;
  if (owner.menu.menu === 'person') {
    return {
      label: '个人中心',
      sections: personMenu().map((group) => ({ title: group.title, entries: group.entries })),
      current: owner.path,
    };
  }
  return { label: '代理系统', sections: [{ entries: agentMenu(owner.menu.menu) }], current: owner.path };
}

/**
 * Every page's frame: document title, breadcrumbs, heading and its side menu. Login-only pages show their content
 * to members only (the route opens the login dialog for visitors).
 */
export function PageFrame({ route, title, children }: { route: SiteRoute; title: string; children?: ReactNode }) {
  const { status } = useSession();
  useEffect(() => {
    document.title = `${title} - 邮市`;
  }, [title]);
  const menu = sideMenuOf(route);
  const locked = route.requiresLogin && status !== 'member';
  const body = (
    <Stack gap="4" flex="1" minW="0">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {locked ? status === 'guest' && <Text color="gray.600">{messages.notLoggedIn}</Text> : children}
    </Stack>
  );
  return (
    <Container maxW="6xl" py="4">
      <Box mb="4">
        <Breadcrumbs trail={breadcrumbTrail(route, title)} />
      </Box>
      {menu && !locked ? (
        <Flex gap={{ base: '3', md: '6' }} align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
          <SideMenu label={menu.label} sections={menu.sections} current={menu.current} />
          {body}
        </Flex>
      ) : (
        body
      )}
    </Container>
  );
}

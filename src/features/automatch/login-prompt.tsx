import { Button, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useLoginDialog } from '../auth';
import { useSession } from '../session';
import { Loading } from '../shared/loading';

/** What a visitor sees where a member's own part of auto-match would be (the order form, my orders and fills). */
export function LoginPrompt({ why, action }: { why: string; action: string }) {
  const login = useLoginDialog();
  return (
    <Stack gap="3" align="flex-start" role="region" aria-label="请先登录" data-testid="match-login-prompt">
      <Text color="gray.700">{why}</Text>
      <Button colorPalette="brand" minH="11" onClick={() => login.open()}>
        {action}
      </Button>
    </Stack>
  );
}

/**
 * A member's own part of a page (its code loaded lazily, so a visitor never loads it): Loading while the session is
 * restored or the code comes, and to a visitor the login prompt instead.
 */
export function MemberPart({ why, action, children }: { why: string; action: string; children: ReactNode }) {
  const { status } = useSession();
  if (status === 'restoring') return <Loading />;
  if (status === 'guest') return <LoginPrompt why={why} action={action} />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

import { Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One white card of auto-match's pages: a section named by its heading. */
export function Panel({ id, title, children, ...layout }: { id: string; title: string; children: ReactNode } & Pick<StackProps, 'gridArea' | 'gap'>) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" bg="white" p={{ base: '3', md: '4' }} borderRadius="md" borderWidth="1px" minW="0" {...layout}>
      <Heading as="h2" id={id} size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Loading } from './loading';

/**
 * The 流程 section of a lifecycle object's detail page (a bond order, a block-trade application, a delivery): its
 * children are the object's lazily loaded process view, so Mermaid loads with the page's data, never with a list.
 */
export function ProcessSection({ children }: { children: ReactNode }) {
  return (
    <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="section" aria-label="流程">
      <Heading as="h2" size="sm">
        流程
      </Heading>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </Stack>
  );
}

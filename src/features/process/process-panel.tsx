import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Loading } from '../shared/loading';

// The process views (and Mermaid behind them) load when a member opens one, never with the page.
const OrderProcess = lazy(() => import('./order-process').then((m) => ({ default: m.OrderProcess })));
const AgentLinkProcess = lazy(() => import('./agent-link-process').then((m) => ({ default: m.AgentLinkProcess })));

/** What a 流程 section draws: an order's path on its machine, or an agent application's. */
export type ProcessSubject = { kind: 'order'; orderId: number } | { kind: 'agentLink'; linkId: number };

/** The 流程 section of an order's or an agent application's page: closed until asked for, then the path drawn. */
export function ProcessPanel({ subject, heading = true }: { subject: ProcessSubject; heading?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-label="流程">
      <Flex align="center" gap="3" mb="2">
        {heading && (
          <Heading as="h3" size="sm">
            流程
          </Heading>
        )}
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? '收起流程图' : '查看流程图'}
        </Button>
      </Flex>
      {open && (
        <Suspense fallback={<Loading />}>
          {subject.kind === 'order' ? <OrderProcess orderId={subject.orderId} /> : <AgentLinkProcess linkId={subject.linkId} />}
        </Suspense>
      )}
    </Box>
  );
}

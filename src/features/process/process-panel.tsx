import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

// The process view (and Mermaid behind it) loads when a member opens it, never with the order page.
const OrderProcess = lazy(() => import('./order-process').then((m) => ({ default: m.OrderProcess })));

/** The 流程 section of an order's pages: closed until asked for, then the order's path drawn on its machine. */
export function ProcessPanel({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-label="流程">
      <Flex align="center" gap="3" mb="2">
        <Heading as="h3" size="sm">
          流程
        </Heading>
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? '收起流程图' : '查看流程图'}
        </Button>
      </Flex>
      {open && (
        <Suspense fallback={<Text color="gray.500">加载中…</Text>}>
          <OrderProcess orderId={orderId} />
        </Suspense>
      )}
    </Box>
  );
}

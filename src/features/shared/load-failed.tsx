import { Button, Stack, Text } from '@chakra-ui/react';

/**
 * A part that could not load: what broke and 重试. The route's error frame (src/routes/route-feedback.tsx) and a
 * block's DataBoundary both say it this way; `testId` tells the route's apart (tests look for the frame's alone).
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  testId,
  title = '页面加载失败',
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
  /** What could not load: the page, or one block of it (加载失败). */
  title?: string;
}) {
  return (
    <Stack role="alert" gap="2" align="flex-start" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {message && <Text color="gray.600">{message}</Text>}
      <Button size="sm" colorPalette="brand" onClick={onRetry} loading={retrying}>
        重试
      </Button>
    </Stack>
  );
}

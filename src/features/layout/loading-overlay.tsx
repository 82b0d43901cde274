import { Box, Text } from '@chakra-ui/react';
import { useSettledAfterNavigation } from './use-after-navigation';

/** Spec sections 2 and 9: 'loading...' shows for about 1 s after each navigation. It never blocks a click. */
export const loadingOverlayMs = 1000;

export function LoadingOverlay() {
  if (useSettledAfterNavigation(loadingOverlayMs)) return null;
  return (
    <Box position="fixed" inset="0" bg="whiteAlpha.500" pointerEvents="none" zIndex="overlay" display="flex" alignItems="center" justifyContent="center">
      <Text role="status" color="gray.600" bg="white" px="4" py="2" borderRadius="md" boxShadow="sm">
        loading...
      </Text>
    </Box>
  );
}

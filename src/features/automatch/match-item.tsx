import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { matchSideNames, type MatchSide } from '../../api/contracts/automatch-names';
import { AppLink } from '../site';
import { sideText } from './match-figures';

/**
 * One of my orders or fills as a card of a list: its side in its colour, the variety (to its book) and what follows
 * it on that line (`tags`), then the rest (`children`).
 */
export function MatchItem({ side, productId, productName, testId, tags, children }: { side: MatchSide; productId: number; productName: string; testId: string; tags?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="li" gap="1" p="3" borderRadius="md" borderWidth="1px" bg="white" listStyleType="none" data-testid={testId} fontVariantNumeric="tabular-nums">
      <Flex gap="2" wrap="wrap" align="center">
        <Text as="span" fontWeight="semibold" color={sideText[side]}>
          {matchSideNames[side]}
        </Text>
        <AppLink to="/auto-match/detail" search={{ productId }} color="gray.800">
          {productName}
        </AppLink>
        {tags}
      </Flex>
      {children}
    </Stack>
  );
}

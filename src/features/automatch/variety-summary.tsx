import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MatchVariety } from '../../api/contracts/automatch';
import { changeDirection } from '../../api/contracts/home-names';
import { PriceChange } from '../board';
import { dayChange, directionText, priceText } from './match-figures';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="medium" whiteSpace="nowrap">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The variety's line above its book: its name, the last price with the day's change and whether the page is live, best
 * bid and ask, today's volume.
 */
export function VarietySummary({ variety, live }: { variety: MatchVariety; live: ReactNode }) {
  const { change, basisPoints } = dayChange(variety);
  return (
    <Stack as="section" aria-label="品种行情" gap="3" bg="white" p={{ base: '3', md: '4' }} borderRadius="md" borderWidth="1px" fontVariantNumeric="tabular-nums">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Stack gap="0" minW="0">
          <Heading as="h2" size="md">
            {variety.productName}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {variety.productCode} · {variety.exteriorName} · 单位：{variety.unitsName}
          </Text>
        </Stack>
        <HStack gap="3" align="baseline" flexWrap="wrap">
          <Text fontSize="2xl" fontWeight="bold" color={directionText[changeDirection(change)]} data-testid="match-last-price">
            {priceText(variety.lastPrice)}
          </Text>
          <PriceChange change={change} basisPoints={basisPoints} />
          {live}
        </HStack>
      </Flex>
      <Flex gap={{ base: '4', md: '8' }} wrap="wrap">
        <Figure label="买一价">{priceText(variety.bestBid)}</Figure>
        <Figure label="卖一价">{priceText(variety.bestAsk)}</Figure>
        <Figure label="昨收">{priceText(variety.previousClose)}</Figure>
        <Figure label="今日成交量">
          {variety.volume}
          {variety.unitsName}
        </Figure>
        <Figure label="挂单笔数">{variety.openOrders}</Figure>
      </Flex>
    </Stack>
  );
}

import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';

/**
 * Where a member is in a process of a few steps (登录, 开户): numbered circles joined by a line, the steps done ticked
 * and filled with the brand colour, the current one ringed. Display only, so it is a plain ordered list with the current
 * step marked aria-current="step": Chakra's Steps draws a tablist meant for switching steps, and without its panels and
 * tabs axe-core reports it as critical. On a narrow screen the steps wrap onto more lines instead of widening the page.
 * `current` is the index of the step under way; steps.length or more means every step is done.
 */
export function StepProgress({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" wrap="wrap" align="center" columnGap="1.5" rowGap="3" m="0" p="0">
      {steps.map((title, index) => {
        const done = index < current;
        const here = index === current;
        const last = index === steps.length - 1;
        return (
          <Flex as="li" key={title} aria-current={here ? 'step' : undefined} align="center" gap="1.5" flex={last ? '0 1 auto' : '1 1 auto'} minW="0">
            {/* The list numbers the steps for a screen reader; the circle is for the eye. */}
            <Flex
              aria-hidden
              flexShrink="0"
              align="center"
              justify="center"
              boxSize="6"
              borderRadius="full"
              borderWidth="2px"
              borderColor={done || here ? 'brand.solid' : 'gray.300'}
              bg={done ? 'brand.solid' : 'white'}
              color={done ? 'brand.contrast' : here ? 'brand.fg' : 'gray.600'}
              fontSize="xs"
              fontWeight="semibold"
            >
              {done ? '✓' : index + 1}
            </Flex>
            <Text fontSize="sm" color={done || here ? 'gray.800' : 'gray.600'} fontWeight={here ? 'semibold' : 'normal'}>
              {title}
              {done && <VisuallyHidden>（已完成）</VisuallyHidden>}
            </Text>
            {!last && <Box aria-hidden flex="1" minW="3" h="2px" borderRadius="full" bg={done ? 'brand.solid' : 'gray.200'} />}
          </Flex>
        );
      })}
    </Flex>
  );
}

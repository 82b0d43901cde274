import { Text } from '@chakra-ui/react';
import type { ConditionGrade } from '../../api/contracts/content-names';
import type { VarietyName } from '../../api/contracts/home-names';
import { AppLink } from '../site';

/** A variety as the rankings and quotes name it: its name (to its price trend), its form, and the grade when it has one. */
export function VarietyLabel({ variety, grade }: { variety: VarietyName; grade?: ConditionGrade }) {
  return (
    <>
      <AppLink to="/trade/price-circle/$id" params={{ id: String(variety.productId) }} color="gray.800">
        {variety.productName}
      </AppLink>
      <Text as="span" color="gray.600" fontSize="xs" ms="2" whiteSpace="nowrap">
        {variety.exteriorName}
        {grade && ` · ${grade}`}
      </Text>
    </>
  );
}

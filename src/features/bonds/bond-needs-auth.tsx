import { Stack, Text } from '@chakra-ui/react';
import { bondMessages } from '../../api/contracts/bond-messages';
import { AppLink } from '../site';

/** What a bond page shows a member without real-name authentication instead of its form (spec section 5). */
export function BondNeedsAuth() {
  return (
    <Stack gap="2" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" role="alert">
      <Text color="orange.fg">{bondMessages.bondNeedsAuth}</Text>
      <AppLink to="/person/authentication" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
        去实名认证
      </AppLink>
    </Stack>
  );
}

import { Text } from '@chakra-ui/react';

/** A form's current error, read out by screen readers (role=alert); nothing when there is none. */
export function ErrorLine({ error }: { error: string | null | undefined }) {
  return error ? (
    <Text role="alert" color="red.600" fontSize="sm">
      {error}
    </Text>
  ) : null;
}

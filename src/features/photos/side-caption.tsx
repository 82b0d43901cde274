import { Text } from '@chakra-ui/react';

/** 正面 / 背面 across a photo tile's foot (a gallery's tile, a button, names it in its label too). */
export function SideCaption({ side }: { side: string | undefined }) {
  if (!side) return null;
  return (
    <Text position="absolute" bottom="0" insetX="0" bg="blackAlpha.700" color="white" fontSize="xs" textAlign="center">
      {side}
    </Text>
  );
}

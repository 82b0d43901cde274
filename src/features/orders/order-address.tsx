import { Text } from '@chakra-ui/react';
import { formatAddress } from '../shared/format';
import type { AddressSnapshot } from '../../api/contracts/trade';
import { FieldRow } from '../shared/field-row';

/**
 * An address the order keeps (the buyer's, where the seller ships; the seller's, where a return goes), in full: the
 * courier needs the receiver's whole phone number. Absent when the member had no default address then.
 */
export function OrderAddress({ label, address, missing }: { label: string; address: AddressSnapshot | null; missing?: string }) {
  if (!address && !missing) return null;
  return (
    <FieldRow label={label}>
      {address ? (
        <Text as="span" data-testid={`order-address-${label}`}>
          {formatAddress(address, 'full')}
        </Text>
      ) : (
        <Text as="span" color="gray.600">
          {missing}
        </Text>
      )}
    </FieldRow>
  );
}

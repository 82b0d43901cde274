import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { maxAddresses, type Address } from '../../api/contracts/addresses';
import { messages } from '../../api/contracts/messages';
import { addressesQueryOptions } from '../../api/addresses/get-addresses';
import { useDeleteAddress } from '../../api/addresses/delete-address';
import { useSetDefaultAddress } from '../../api/addresses/set-default-address';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { maskPhone } from '../shared/format';
import { notify } from '../shared/toaster';
import { AddressFormDialog } from './address-form-dialog';

/** Which dialog is open: the form (new, or editing one), or the question before deleting one. */
type Open = { kind: 'form'; address?: Address } | { kind: 'delete'; address: Address } | null;

function AddressRow({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const setDefault = useSetDefaultAddress();
  const region = [address.province, address.city === '市辖区' ? '' : address.city, address.county].filter(Boolean).join(' ');
  return (
    <Flex data-testid="address" gap="4" align="center" justify="space-between" p="4" borderWidth="1px" borderRadius="md" bg="white">
      <Stack gap="1" minW="0">
        <HStack>
          <Text fontWeight="medium">{address.trueName}</Text>
          <Text color="gray.600">{maskPhone(address.phone)}</Text>
          {address.defaultAddress && <Badge colorPalette="brand">默认</Badge>}
        </HStack>
        <Text color="gray.700">
          {region} {address.address}
        </Text>
        <ErrorLine error={setDefault.isError ? failureMessage(setDefault.error) : null} />
      </Stack>
      <HStack flexShrink={0}>
        {!address.defaultAddress && (
          <Button
            size="xs"
            variant="outline"
            loading={setDefault.isPending}
            onClick={() => setDefault.mutate({ id: address.id }, { onSuccess: () => notify.success(messages.defaultAddressSet) })}
          >
            设为默认
          </Button>
        )}
        <Button size="xs" variant="outline" onClick={onEdit}>
          编辑
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
          删除
        </Button>
      </HStack>
    </Flex>
  );
}

function DeleteDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const remove = useDeleteAddress();
  const confirm = () =>
    remove.mutate(
      { id: address.id },
      {
        onSuccess: () => {
          notify.success(messages.addressDeleted);
          onClose();
        },
      },
    );
  return (
    <AppDialog open onClose={onClose} title="删除收货地址" size="sm" confirm={{ label: '删除', onConfirm: confirm, busy: remove.isPending, danger: true }}>
      <Stack gap="2">
        <Text>
          确定删除收货人“{address.trueName}”的地址吗？
          {address.defaultAddress && '它是您的默认地址，删除后最新添加的地址将成为默认地址。'}
        </Text>
        <ErrorLine error={remove.isError ? failureMessage(remove.error) : null} />
      </Stack>
    </AppDialog>
  );
}

/**
 * 收货地址: the member's own address book (spec sections 2, 5 and 7). The default address is where sellers ship and
 * returns are sent; there is one while any address exists. At most 20.
 */
export function AddressBook() {
  const addresses = useQuery(addressesQueryOptions());
  const [open, setOpen] = useState<Open>(null);
  const list = addresses.data ?? [];
  const full = list.length >= maxAddresses;

  return (
    <Stack gap="3" as="section" aria-label="收货地址">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="sm">
          收货地址
        </Heading>
        <Button size="sm" colorPalette="brand" disabled={full || addresses.isPending} onClick={() => setOpen({ kind: 'form' })}>
          新增收货地址
        </Button>
      </Flex>
      {full && <Text color="gray.600" fontSize="sm">{messages.addressLimit}</Text>}
      {addresses.isError && <ErrorLine error={failureMessage(addresses.error)} />}
      {addresses.isSuccess && list.length === 0 && (
        <Text color="gray.600" py="6" textAlign="center">
          您还没有收货地址。新增一个吧：卖家按您的默认地址发货。
        </Text>
      )}
      {list.map((a) => (
        <AddressRow key={a.id} address={a} onEdit={() => setOpen({ kind: 'form', address: a })} onDelete={() => setOpen({ kind: 'delete', address: a })} />
      ))}
      {open?.kind === 'form' && <AddressFormDialog address={open.address} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && <DeleteDialog address={open.address} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

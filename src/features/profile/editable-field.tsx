import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { useSessionActions } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * One profile field shown with a 修改 button that turns it into an input with 保存 and 取消. Saving is the field's
 * one call (its body checked with the server's schema before sending); the header is refreshed afterwards.
 */
export function EditableField<T>({
  label,
  value,
  shown = value,
  empty = '未填写',
  placeholder,
  mutation,
  toInput,
}: {
  label: string;
  value: string | null;
  /** How the value is shown when it is not being edited (an account masked); the value itself by default. */
  shown?: string | null;
  empty?: string;
  placeholder?: string;
  mutation: UseMutationResult<null, Error, T>;
  /** The call's body from what was typed. */
  toInput: (typed: string) => T;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const { refreshUser } = useSessionActions();
  const editing = typed !== null;
  const save = () =>
    mutation.mutate(toInput(typed ?? ''), {
      onSuccess: () => {
        notify.success(messages.profileSaved);
        setTyped(null);
        refreshUser();
      },
    });

  return (
    <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Text color="gray.600" minW="6em">
        {label}
      </Text>
      {editing ? (
        <form
          aria-label={label}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <HStack>
            <Input size="sm" maxW="xs" aria-label={label} placeholder={placeholder} value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus />
            <Button size="sm" type="submit" colorPalette="brand" loading={mutation.isPending}>
              保存
            </Button>
            <Button size="sm" variant="ghost" onClick={() => (setTyped(null), mutation.reset())}>
              取消
            </Button>
          </HStack>
          <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
        </form>
      ) : (
        <HStack>
          <Text color={shown ? undefined : 'gray.600'}>{shown || empty}</Text>
          <Button size="xs" variant="outline" onClick={() => setTyped(value ?? '')}>
            修改
          </Button>
        </HStack>
      )}
    </Flex>
  );
}

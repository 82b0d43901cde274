import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { useAddToBlacklist } from '../../api/relations/add-to-blacklist';
import { relationQueryOptions } from '../../api/relations/get-relation';
import { useRemoveFromBlacklist } from '../../api/relations/remove-from-blacklist';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * 加入黑名单 / 移出黑名单 for another member (their trader homepage), from relation/verification. Visitors and the
 * member themself see nothing; a member who blocked me is told that I cannot take their offers.
 */
export function BlacklistButton({ targetId }: { targetId: number }) {
  const { status, user } = useSession();
  const other = status === 'member' && user !== null && user.id !== targetId;
  const relation = useQuery({ ...relationQueryOptions(targetId), enabled: other });
  const adding = useAddToBlacklist();
  const removing = useRemoveFromBlacklist();
  if (!other || !relation.data) return null;
  const blacklisted = relation.data.blacklisted;
  const mutation = blacklisted ? removing : adding;

  return (
    <HStack gap="3" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        colorPalette={blacklisted ? 'gray' : 'red'}
        loading={mutation.isPending}
        loadingText={blacklisted ? '移出黑名单' : '加入黑名单'}
        onClick={() =>
          mutation.mutate({ id: targetId }, { onSuccess: () => notify.success(blacklisted ? messages.removedFromBlacklist : messages.addedToBlacklist) })
        }
      >
        {blacklisted ? '移出黑名单' : '加入黑名单'}
      </Button>
      {relation.data.blockedMe && <Text color="red.600">{messages.blockedByPublisher}</Text>}
      <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
    </HStack>
  );
}

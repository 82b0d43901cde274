import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { useAddToBlacklist } from '../../api/relations/add-to-blacklist';
import { findMembersQueryOptions } from '../../api/relations/find-members';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

const authNames = { none: '未认证', personal: '个人认证', merchant: '商户认证' } as const;

/** Finds members by part of a user name or an exact phone (GET /api/user/find) and adds one to my blacklist. */
export function MemberFinder() {
  const [typed, setTyped] = useState('');
  const [condition, setCondition] = useState<string | null>(null);
  const found = useQuery({ ...findMembersQueryOptions(condition ?? ''), enabled: condition !== null });
  const adding = useAddToBlacklist();

  return (
    <Stack gap="2">
      <form
        aria-label="查找会员"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          adding.reset();
          setCondition(typed.trim());
        }}
      >
        <HStack gap="2">
          <Input size="sm" maxW="xs" placeholder="用户名或手机号" aria-label="用户名或手机号" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" size="sm" variant="outline" loading={found.isFetching} loadingText="查找">
            查找
          </Button>
        </HStack>
      </form>
      <ErrorLine error={found.isError ? failureMessage(found.error) : adding.isError ? failureMessage(adding.error) : null} />
      {found.data?.length === 0 && <Text color="gray.600">{messages.memberNotFound}</Text>}
      {found.data?.map((m) => (
        <HStack key={m.id} gap="3" wrap="wrap" data-testid="found-member">
          <Text fontWeight="medium">{m.userName}</Text>
          <Badge>等级 {m.levelId}</Badge>
          <Badge colorPalette={m.authType === 'none' ? 'gray' : 'blue'}>{authNames[m.authType]}</Badge>
          <Text color="gray.600">{m.phone}</Text>
          <Button
            size="xs"
            colorPalette="red"
            variant="outline"
            loading={adding.isPending && adding.variables.id === m.id}
            loadingText="加入"
            onClick={() => adding.mutate({ id: m.id }, { onSuccess: () => notify.success(messages.addedToBlacklist) })}
          >
            加入黑名单
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

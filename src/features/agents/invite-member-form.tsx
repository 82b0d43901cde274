import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addAgentRequest } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { addAgent } from '../../api/agents/agents';
import { ErrorLine } from '../feedback/error-line';
import { notify } from '../feedback/toaster';
import { useSubmission } from '../feedback/use-submission';

/** An agent invites a member (addAgent) by user name or phone; it takes effect when the member approves. */
export function InviteMemberForm() {
  const queryClient = useQueryClient();
  const [userName, setUserName] = useState('');
  const [remark, setRemark] = useState('您好，我是邮市交割代理人，可为您代办邮品收发货与交割。');
  const { busy, error, setError, run } = useSubmission();

  const submit = () => {
    const parsed = addAgentRequest.safeParse({ userName, remark });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    return run(async () => {
      await addAgent(parsed.data);
      notify.success(messages.agentApplied);
      setUserName('');
      await queryClient.invalidateQueries({ queryKey: ['agents'] });
    });
  };

  return (
    <Stack as="form" gap="3" aria-label="邀请客户" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root width="14em">
          <Field.Label>会员用户名或手机号</Field.Label>
          <Input value={userName} onChange={(e) => setUserName(e.target.value)} />
        </Field.Root>
        <Field.Root flex="1" minW="16em">
          <Field.Label>邀请说明</Field.Label>
          <Input maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          发送邀请
        </Button>
      </Flex>
      <ErrorLine error={error} />
    </Stack>
  );
}

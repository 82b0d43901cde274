import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { addAgentRequest } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { useAddAgent } from '../../api/agents/add-agent';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/** An agent invites a member (addAgent) by user name or phone; it takes effect when the member approves. */
export function InviteMemberForm() {
  const [userName, setUserName] = useState('');
  const [remark, setRemark] = useState('您好，我是邮市交割代理人，可为您代办邮品收发货与交割。');
  const invite = useAddAgent();

  // The call checks the server's own rules first and sends nothing if one is broken.
  const submit = () =>
    invite.mutate(
      { userName, remark },
      {
        onSuccess: () => {
          notify.success(messages.agentApplied);
          setUserName('');
        },
      },
    );

  return (
    <Stack as="form" gap="3" aria-label="邀请客户" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root width="14em">
          <Field.Label>会员用户名或手机号</Field.Label>
          <Input maxLength={addAgentRequest.shape.userName.maxLength ?? undefined} value={userName} onChange={(e) => setUserName(e.target.value)} />
        </Field.Root>
        <Field.Root flex="1" minW="16em">
          <Field.Label>邀请说明</Field.Label>
          <Input maxLength={addAgentRequest.shape.remark.maxLength ?? undefined} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={invite.isPending} loadingText="发送邀请">
          发送邀请
        </Button>
      </Flex>
      <ErrorLine error={invite.error && failureMessage(invite.error)} />
    </Stack>
  );
}

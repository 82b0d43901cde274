import { Box, Checkbox, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { applyAgentRequest, defaultApplicationNote } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { useApplyAgent } from '../../api/agents/apply-agent';
import { searchAgentsQueryOptions } from '../../api/agents/search-agents';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * The Apply-agent dialog (spec sections 2 and 5): find an agent by name, say why (required; it starts with a polite
 * request to be set as delivery agent), and whether it should become the default agent once approved.
 */
export function ApplyAgentDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [agentId, setAgentId] = useState<number | null>(null);
  const [remark, setRemark] = useState(defaultApplicationNote);
  const [def, setDef] = useState(false);
  const apply = useApplyAgent();
  const candidates = useQuery(searchAgentsQueryOptions(useDeferredValue(name.trim())));

  // The call checks the server's own rules first (the same schema parses the request there) and sends nothing if one is broken.
  const submit = () =>
    apply.mutate(
      { agentId: agentId ?? undefined, remark, def },
      {
        onSuccess: () => {
          notify.success(messages.agentApplied);
          onClose();
        },
      },
    );

  return (
    <AppDialog
      open
      onClose={onClose}
      title="申请代理"
      confirm={{ label: '提交申请', onConfirm: submit, busy: apply.isPending }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>查找代理人</Field.Label>
          <Input placeholder="输入代理人用户名" value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Stack gap="1" role="radiogroup" aria-label="代理人">
          {candidates.data?.length === 0 && <Text color="gray.600">没有找到代理人</Text>}
          {candidates.data?.map((c) => (
            <Flex
              key={c.id}
              as="button"
              role="radio"
              aria-checked={agentId === c.id}
              aria-disabled={c.linked}
              onClick={() => !c.linked && setAgentId(c.id)}
              align="center"
              justify="space-between"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="md"
              borderColor={agentId === c.id ? 'brand.solid' : 'gray.200'}
              bg={agentId === c.id ? 'brand.subtle' : 'white'}
              opacity={c.linked ? 0.6 : 1}
              cursor={c.linked ? 'not-allowed' : 'pointer'}
            >
              <Text>{c.userName}</Text>
              <Text color="gray.600" fontSize="sm">
                {c.linked ? '已申请或已是您的代理' : `成交 ${c.dealTimes} 笔`}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Field.Root required>
          <Field.Label>申请说明</Field.Label>
          <Textarea maxLength={applyAgentRequest.shape.remark.maxLength ?? undefined} rows={3} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Field.Root>
        <Box>
          <Checkbox.Root checked={def} onCheckedChange={(e) => setDef(e.checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>审核通过后设为默认代理（只能有一个默认代理）</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        <ErrorLine error={apply.error && failureMessage(apply.error)} />
      </Stack>
    </AppDialog>
  );
}

import { Box, Checkbox, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { applyAgentRequest, defaultApplicationNote } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { agentSearchQuery, applyAgent } from '../../api/agents/agents';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { notify } from '../feedback/toaster';
import { useSubmission } from '../feedback/use-submission';

/**
 * The Apply-agent dialog (spec sections 2 and 5): find an agent by name, say why (required; it starts with a polite
 * request to be set as delivery agent), and whether it should become the default agent once approved.
 */
export function ApplyAgentDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [agentId, setAgentId] = useState<number | null>(null);
  const [remark, setRemark] = useState(defaultApplicationNote);
  const [def, setDef] = useState(false);
  const { busy, error, setError, run } = useSubmission();
  const candidates = useQuery(agentSearchQuery(useDeferredValue(name.trim())));

  const submit = () => {
    // The server's own rules, checked before sending: the same schema parses the request there.
    const parsed = applyAgentRequest.safeParse({ agentId: agentId ?? undefined, remark, def });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    return run(async () => {
      await applyAgent(parsed.data);
      notify.success(messages.agentApplied);
      await queryClient.invalidateQueries({ queryKey: ['agents'] });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title="申请代理"
      confirm={{ label: '提交申请', onConfirm: () => void submit(), busy }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>查找代理人</Field.Label>
          <Input placeholder="输入代理人用户名" value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Stack gap="1" role="radiogroup" aria-label="代理人">
          {candidates.data?.length === 0 && <Text color="gray.500">没有找到代理人</Text>}
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
              <Text color="gray.500" fontSize="sm">
                {c.linked ? '已申请或已是您的代理' : `成交 ${c.dealTimes} 笔`}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Field.Root required>
          <Field.Label>申请说明</Field.Label>
          <Textarea maxLength={200} rows={3} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Field.Root>
        <Box>
          <Checkbox.Root checked={def} onCheckedChange={(e) => setDef(e.checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>审核通过后设为默认代理（只能有一个默认代理）</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        <ErrorLine error={error} />
      </Stack>
    </AppDialog>
  );
}

import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentLink } from '../../api/contracts/agents';
import { messages } from '../../api/contracts/messages';
import { sendAgentAction } from '../../api/agents/agents';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { notify } from '../feedback/toaster';
import { useSubmission } from '../feedback/use-submission';
import { ProcessPanel } from '../process/process-panel';
import { availableAgentActions, type AgentAction } from './agent-actions';

const stageColours = { pending: 'orange', active: 'green', closed: 'gray' } as const;

/** Links as the member's side sees them: who, what was asked, the machine's state, the actions offered, the 流程. */
export function AgentLinkList({ links, empty }: { links: AgentLink[]; empty: string }) {
  if (!links.length) return <Text color="gray.500">{empty}</Text>;
  return (
    <Stack gap="3">
      {links.map((link) => (
        <AgentLinkCard key={link.id} link={link} />
      ))}
    </Stack>
  );
}

function AgentLinkCard({ link }: { link: AgentLink }) {
  const queryClient = useQueryClient();
  const { busy, error, run } = useSubmission();
  const [confirming, setConfirming] = useState<AgentAction | null>(null);
  const counterpart = link.side === 'member' ? `代理人：${link.agentName}` : `会员：${link.memberName}`;
  const applicant = link.initiator === link.side ? '我发起的申请' : '对方发起的申请';

  const send = (action: AgentAction) =>
    run(async () => {
      const { path, body } = action.call(link);
      await sendAgentAction(path, body);
      notify.success(messages.operationSucceeded);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['agents'] });
    });

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="agent-link" aria-label={`代理申请 ${link.id}`}>
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="bold">{counterpart}</Text>
        <Badge colorPalette={stageColours[link.stage]} data-testid="agent-link-state">
          {link.stateName}
        </Badge>
        {link.def && <Badge colorPalette="brand">默认</Badge>}
        <Text color="gray.500" fontSize="sm">
          {applicant} · {link.createTime}
        </Text>
      </Flex>
      <Text mt="2" color="gray.700" fontSize="sm">
        申请说明：{link.remark}
        {link.initiator === 'member' && link.wantsDefault ? '（申请设为默认代理）' : ''}
      </Text>
      <Flex mt="3" gap="2" wrap="wrap">
        {availableAgentActions(link).map((action) => (
          <Button
            key={action.event}
            size="xs"
            colorPalette={action.primary ? 'brand' : undefined}
            variant={action.primary ? 'solid' : 'outline'}
            loading={busy && !confirming}
            onClick={() => (action.confirm ? setConfirming(action) : void send(action))}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
      {!confirming && <ErrorLine error={error} />}
      <Box mt="3">
        <ProcessPanel subject={{ kind: 'agentLink', linkId: link.id }} heading={false} />
      </Box>
      {confirming && (
        <AppDialog
          open
          size="sm"
          onClose={() => setConfirming(null)}
          title={confirming.label}
          confirm={{ label: '确定', onConfirm: () => void send(confirming), busy, danger: true }}
        >
          <Stack gap="2">
            <Text>{confirming.confirm}</Text>
            <ErrorLine error={error} />
          </Stack>
        </AppDialog>
      )}
    </Box>
  );
}

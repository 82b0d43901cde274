import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { AgentLink } from '../../api/contracts/agents';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { ProcessPanel } from '../process';
import { agentActionBody, availableAgentActions, type AgentAction } from './agent-actions';
import { newAgentLinkAttempt, useAgentActionActor } from './use-agent-action-actor';

const stageColours = { pending: 'orange', active: 'green', closed: 'gray' } as const;

/**
 * Links as the member's side sees them: who, what was asked, the machine's state, the actions offered, the 流程.
 * Every action runs through the list's one lifecycle action actor: a button chooses it (as the member's side on that
 * link), an action that cannot be undone opens its "are you sure" while the machine is editing, and the busy state
 * and the refusal are the machine's.
 */
export function AgentLinkList({ links, empty }: { links: AgentLink[]; empty: string }) {
  const actor = useAgentActionActor();
  const subject = useSelector(actor, (s) => s.context.subject);
  const call = useSelector(actor, (s) => s.context.call);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const chosenLink = links.find((l) => l.id === subject);
  const chosen = chosenLink && availableAgentActions(chosenLink).find((a) => a.call === call);

  const choose = (link: AgentLink, action: AgentAction) => {
    const body = agentActionBody(action.call, link);
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('editing')) {
      // The same button again after a refusal: the same attempt, sent again.
      if (!action.confirm && snapshot.context.call === action.call && snapshot.context.subject === link.id) {
        return actor.send({ type: 'action.submit', body });
      }
      actor.send({ type: 'action.dismiss' });
    }
    actor.send({ type: 'action.choose', event: action.event, role: link.side, subject: link.id, attempt: newAgentLinkAttempt(link) });
    if (!action.confirm) actor.send({ type: 'action.submit', body });
  };

  if (!links.length) return <Text color="gray.600">{empty}</Text>;
  return (
    <Stack gap="3">
      {links.map((link) => {
        const mine = chosen && chosenLink === link && !chosen.confirm;
        return <AgentLinkCard key={link.id} link={link} busy={Boolean(mine && busy)} error={mine ? error : null} onChoose={(action) => choose(link, action)} />;
      })}
      {chosen?.confirm && chosenLink && (
        <AppDialog
          open
          size="sm"
          onClose={() => actor.send({ type: 'action.dismiss' })}
          title={chosen.label}
          confirm={{ label: '确定', onConfirm: () => actor.send({ type: 'action.submit', body: agentActionBody(chosen.call, chosenLink) }), busy, danger: true }}
        >
          <Stack gap="2">
            <Text>{chosen.confirm}</Text>
            <ErrorLine error={error} />
          </Stack>
        </AppDialog>
      )}
    </Stack>
  );
}

function AgentLinkCard({ link, busy, error, onChoose }: { link: AgentLink; busy: boolean; error: string | null; onChoose: (action: AgentAction) => void }) {
  const counterpart = link.side === 'member' ? `代理人：${link.agentName}` : `会员：${link.memberName}`;
  const applicant = link.initiator === link.side ? '我发起的申请' : '对方发起的申请';

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="agent-link" aria-label={`代理申请 ${link.id}`}>
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="bold">{counterpart}</Text>
        <Badge colorPalette={stageColours[link.stage]} data-testid="agent-link-state">
          {link.stateName}
        </Badge>
        {link.def && <Badge colorPalette="brand">默认</Badge>}
        <Text color="gray.600" fontSize="sm">
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
            loading={busy}
            loadingText={action.label}
            onClick={() => onChoose(action)}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
      <ErrorLine error={error} />
      <Box mt="3">
        <ProcessPanel subject={{ kind: 'agentLink', linkId: link.id }} heading={false} />
      </Box>
    </Box>
  );
}

import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { agentLinkStageNames, agentLinkStages, type AgentLinkStage } from '../../api/contracts/agent-names';
import { agentLinksQueryOptions, type AgentLinkSource } from '../../api/agents/get-agent-links';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { isAgent, useSession } from '../session';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { agentLinkSearch, type AgentVariant } from '../site';
import { AgentLinkList } from './agent-link-list';
import { ApplyAgentDialog } from './apply-agent-dialog';
import { InviteMemberForm } from './invite-member-form';
import { Loading } from '../shared/loading';

/**
 * The agent system's pages that manage links (spec section 2: apply, custom, agents). The default variant is every
 * member's: their applications to agents and their agents. The agent variant is an agent's: the applications to
 * review and the customers.
 */
export function AgentApplyPage({ variant }: { variant: AgentVariant }) {
  return variant === 'agent' ? (
    <AgentsOnly>
      <LinkPage list="myUser" title="客户的代理申请" empty="暂无客户申请" toolbar={<InviteMemberForm />} />
    </AgentsOnly>
  ) : (
    <LinkPage list="myAgent" title="我的代理申请" empty="您还没有申请过代理" toolbar={<ApplyButton />} />
  );
}

/** 我的代理: the member's agents, the default marked, with the calls to change the default or end a link. */
export function MyAgentsPage() {
  return <LinkPage list="myAgent" empty="您还没有代理人" toolbar={<ApplyButton />} initialStage="active" />;
}

/** 客户管理: an agent's customers. */
export function CustomersPage() {
  return (
    <AgentsOnly>
      <LinkPage list="myUser" empty="暂无客户" initialStage="active" />
    </AgentsOnly>
  );
}

function AgentsOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && !isAgent(user)) return <Text color="gray.600">仅代理人可以审核申请和管理客户；您可以在「代理申请」中申请代理人。</Text>;
  return <>{children}</>;
}

function ApplyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="brand" size="sm" onClick={() => setOpen(true)}>
        申请代理
      </Button>
      {open && <ApplyAgentDialog onClose={() => setOpen(false)} />}
    </>
  );
}

const stageTabs: Array<{ value: AgentLinkStage | 'all'; label: string }> = [
  { value: 'all', label: '全部' },
  ...agentLinkStages.map((s) => ({ value: s, label: agentLinkStageNames[s] })),
];

/** A page of links with stage tabs (the stage and the page are the URL's); `title` only where the page's own title does not already say it. */
function LinkPage({ list, title, empty, toolbar, initialStage }: { list: AgentLinkSource; title?: string; empty: string; toolbar?: ReactNode; initialStage?: AgentLinkStage }) {
  const [search, setSearch] = useListSearch(agentLinkSearch);
  // The page's own stage is left out of the URL.
  const ownStage = initialStage ?? 'all';
  const stage = search.stage ?? ownStage;
  const { list: links, page, setPage } = usePagedList((page) => agentLinksQueryOptions(list, { ...page, ...(stage === 'all' ? {} : { stage }) }));
  return (
    <Stack gap="4">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        {title && (
          <Heading as="h2" size="md">
            {title}
          </Heading>
        )}
        {toolbar}
      </Flex>
      <FilterTabs
        label="申请状态"
        value={stage}
        tabs={stageTabs}
        onChange={(next) => setSearch({ stage: next === ownStage ? undefined : next })}
      >
        <Stack gap="4">
          {links.isPending && <Loading />}
          <ErrorLine error={links.error?.message} />
          {links.data && (
            <>
              <AgentLinkList links={links.data.list} empty={empty} />
              {links.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={links.data.total} onChange={setPage} />}
            </>
          )}
        </Stack>
      </FilterTabs>
    </Stack>
  );
}

import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authenticationInfoQueryOptions } from '../../api/authentication/get-authentication-info';
import {
  authenticationKindNames,
  paperLabels,
  stageHints,
  type AuthenticationInfo,
  type AuthenticationKind,
} from '../../api/contracts/authentication';
import { authenticationSnapshots } from '../../machines/authentication.machine';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { FieldRow } from '../shared/field-row';
import { useSessionActions } from '../session';
import { PapersForm } from './papers-form';
import { offers } from '../../machines/lifecycle';
import { ApplicationTimes } from './application-times-rows';
import { Loading } from '../shared/loading';

const tabKinds: AuthenticationKind[] = ['personal', 'merchant'];
const kindTabs = tabKinds.map((k) => ({ value: k, label: authenticationKindNames[k] }));

/**
 * 实名认证 (/person/authentication; /auth-fill shows the personal form only): the member's application rendered by
 * its machine. Where the machine takes a submission from the member (draft: the first one; rejected: the edit, with
 * staff's reason above it) the form shows, 个人认证 | 企业认证 as tabs (tabIndex=1 opens 企业认证); under review,
 * 审核中; approved, 已认证 with the papers masked.
 */
export function AuthenticationPage({ tabIndex, only }: { tabIndex?: 1; only?: AuthenticationKind }) {
  const info = useQuery(authenticationInfoQueryOptions());
  if (info.isPending) return <Loading />;
  if (!info.data) return <ErrorLine error={info.error?.message} />;
  return <ApplicationView info={info.data} tabIndex={tabIndex} only={only} />;
}

function ApplicationView({ info, tabIndex, only }: { info: AuthenticationInfo; tabIndex?: 1; only?: AuthenticationKind }) {
  const { refreshUser } = useSessionActions();
  const application = info.application;
  const snapshot = application ? authenticationSnapshots.resolve(application.stateValue, application.context) : authenticationSnapshots.start();
  const stage = authenticationSnapshots.stage(snapshot);
  const edit = offers(snapshot, 'auth.resubmit', 'member');
  const mayApply = !info.authenticated && (edit || offers(snapshot, 'auth.submit', 'member'));
  const [kind, setKind] = useState<AuthenticationKind>(only ?? (tabIndex === 1 ? 'merchant' : (application?.kind ?? 'personal')));

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="实名认证">
      <Stack direction="row" align="center" gap="3">
        <Heading as="h2" size="sm">
          实名认证
        </Heading>
        <Badge colorPalette={info.authenticated ? 'green' : stage === 'rejected' ? 'red' : stage === 'submitted' ? 'orange' : 'gray'} data-testid="authentication-state">
          {info.authenticated ? '已认证' : (application?.stateName ?? '未认证')}
        </Badge>
      </Stack>
      <Text color="gray.600" fontSize="sm">
        {info.authenticated ? stageHints.approved : stageHints[stage]}
      </Text>
      {application?.rejectReason && stage === 'rejected' && (
        <Box bg="red.50" borderRadius="md" p="3" role="alert">
          <Text color="red.700">驳回原因：{application.rejectReason}</Text>
        </Box>
      )}
      {mayApply ? (
        only ? (
          <PapersForm kind={only} edit={edit} initial={application?.papers} />
        ) : (
          <FilterTabs label="认证类型" value={kind} tabs={kindTabs} onChange={setKind}>
            {/* Both forms stay mounted, the other one hidden, so what was typed into one survives a look at the other. */}
            {tabKinds.map((k) => (
              <Box key={k} hidden={k !== kind}>
                <PapersForm kind={k} edit={edit} initial={application?.kind === k ? application.papers : undefined} onSubmitted={refreshUser} />
              </Box>
            ))}
          </FilterTabs>
        )
      ) : (
        <SubmittedPapers info={info} />
      )}
    </Stack>
  );
}

/** Under review or approved: what was submitted (the id number masked) and the steps so far. */
function SubmittedPapers({ info }: { info: AuthenticationInfo }) {
  const application = info.application;
  if (!application) {
    return <Text>您已通过{info.authType === 'none' ? '实名认证' : authenticationKindNames[info.authType]}。</Text>;
  }
  return (
    <Stack gap="2" data-testid="authentication-papers">
      <FieldRow label="认证类型">{authenticationKindNames[application.kind]}</FieldRow>
      {paperLabels
        .filter(([field]) => application.papers[field])
        .map(([field, label]) => (
          <FieldRow key={field} label={label}>
            {application.papers[field]}
          </FieldRow>
        ))}
      <ApplicationTimes events={application.events} fallback={application.updateTime} />
      {application.events.length > 0 && (
        <Stack gap="1" mt="2" as="ol" aria-label="审核记录">
          {application.events.map((e, i) => (
            <Text as="li" key={i} fontSize="sm" color="gray.600" listStyleType="none">
              {e.time} {e.label}
              {e.reason ? `：${e.reason}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

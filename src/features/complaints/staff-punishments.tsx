import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { staffPunishmentsQueryOptions, useIssuePunishment, useRevokePunishment } from '../../api/complaints/staff-punishments';
import type { PunishmentItem } from '../../api/contracts/complaints';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';
import { PunishmentStateSelect, usePunishmentStateFilter } from './punishment-pages';
import { PunishmentTable } from './punishment-table';
import { emptyTerms, PunishmentTermsFields, termsOf, termsProblem, type TypedTerms } from './punishment-terms-fields';

/** 处罚管理 (/staff/punishments): issue a punishment to a member by user name, and every punishment with 撤销 for those in force. */
export function StaffPunishments() {
  const [state, setState] = usePunishmentStateFilter();
  const { list, page, setPage } = usePagedList((page) => staffPunishmentsQueryOptions({ ...page, ...(state === 'all' ? {} : { state }) }));
  const revoke = useRevokePunishment();
  const [asking, setAsking] = useState<PunishmentItem | null>(null);

  const confirmRevoke = () =>
    asking &&
    revoke.mutate(asking.id, {
      onSuccess: () => {
        notify.success(messages.punishmentRevoked);
        setAsking(null);
      },
    });

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="处罚管理">
      <IssueForm />
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="sm">
          处罚记录
        </Heading>
        <PunishmentStateSelect
          value={state}
          onChange={setState}
        />
      </HStack>
      <PunishmentTable
        result={list}
        page={page}
        onPage={setPage}
        empty="暂无处罚记录"
        action={(p) =>
          p.state === 'active' ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => {
                revoke.reset();
                setAsking(p);
              }}
            >
              撤销
            </Button>
          ) : null
        }
      />
      <AppDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="撤销处罚"
        size="sm"
        confirm={{ label: '撤销处罚', onConfirm: confirmRevoke, busy: revoke.isPending, danger: true }}
      >
        <Stack gap="2">
          <Text>
            撤销对 {asking?.userName} 的{asking?.kindName}（{asking?.reason}）？撤销后限制即时解除，并通知该会员。
          </Text>
          <ErrorLine error={revoke.isError ? failureMessage(revoke.error) : null} />
        </Stack>
      </AppDialog>
    </Stack>
  );
}

/** 处罚会员: the member by user name, and the terms. */
function IssueForm() {
  const issue = useIssuePunishment();
  const [userName, setUserName] = useState('');
  const [terms, setTerms] = useState<TypedTerms>(emptyTerms);
  const [checked, setChecked] = useState(false);
  const nameIssue = userName.trim() === '' ? messages.choosePunishedMember : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (nameIssue || termsProblem(terms)) return;
    issue.mutate(
      { userName: userName.trim(), ...termsOf(terms) },
      {
        onSuccess: () => {
          notify.success(messages.punishmentIssued);
          setUserName('');
          setTerms(emptyTerms);
          setChecked(false);
        },
      },
    );
  };

  return (
    <form aria-label="处罚会员" onSubmit={submit} noValidate>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="sm">
          处罚会员
        </Heading>
        <Field.Root invalid={checked && Boolean(nameIssue)}>
          <Field.Label>会员用户名</Field.Label>
          <Input size="sm" maxW="64" value={userName} onChange={(e) => setUserName(e.target.value)} />
          <Field.ErrorText>{checked && nameIssue}</Field.ErrorText>
        </Field.Root>
        <PunishmentTermsFields value={terms} onChange={setTerms} checked={checked} />
        <ErrorLine error={issue.isError ? failureMessage(issue.error) : null} />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={issue.isPending}>
          确认处罚
        </Button>
      </Stack>
    </form>
  );
}

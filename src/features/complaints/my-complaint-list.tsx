import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { myComplaintsQueryOptions, type MyComplaintKind as ListName } from '../../api/complaints/get-complaints';
import { useWithdrawComplaint } from '../../api/complaints/withdraw-complaint';
import type { MyComplaint } from '../../api/contracts/complaints';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Pager } from '../shared/pager';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { ComplaintBody, ComplaintHeading } from './complaint-body';
import { Loading } from '../shared/loading';

const empty: Record<ListName, string> = { made: '您还没有提交过投诉', against: '暂无针对您的投诉', trade: '您的交易暂无投诉' };

/**
 * One of the member's own complaint lists (投诉与处罚's tabs, 我的留言), newest first: each complaint in full (the
 * member is a party: the photos are shown), 撤回 on the member's own pending ones after asking.
 */
export function MyComplaintList({ list }: { list: ListName }) {
  const { list: complaints, rows, page, setPage } = usePagedList((page) => myComplaintsQueryOptions(list, page));
  const withdraw = useWithdrawComplaint();
  const [asking, setAsking] = useState<MyComplaint | null>(null);

  const confirmWithdraw = () =>
    asking &&
    withdraw.mutate(asking.id, {
      onSuccess: () => {
        notify.success(messages.complaintWithdrawn);
        setAsking(null);
      },
    });

  return (
    <Stack gap="3">
      {complaints.isError && <ErrorLine error={failureMessage(complaints.error)} />}
      {complaints.isPending && <Loading />}
      {complaints.data && rows.length === 0 && (
        <Box py="6" textAlign="center" color="gray.600">
          {empty[list]}
        </Box>
      )}
      {rows.map((c) => (
        <Stack key={c.id} gap="2" p="4" borderWidth="1px" borderRadius="md" bg="white" data-testid="my-complaint" as="article" aria-label={c.title}>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <ComplaintHeading complaint={c} as="h3" />
            <Flex gap="3" align="center">
              <Text fontSize="sm" color="gray.600">
                {c.role === 'complainant' ? '我投诉的' : '投诉我的'}
              </Text>
              {c.state !== 'withdrawn' && (
                <AppLink to="/bulletin/$id" params={{ id: String(c.id) }} colorPalette="brand" fontSize="sm">
                  公示页
                </AppLink>
              )}
              {c.withdrawable && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => {
                    withdraw.reset();
                    setAsking(c);
                  }}
                >
                  撤回
                </Button>
              )}
            </Flex>
          </Flex>
          <ComplaintBody complaint={c} />
        </Stack>
      ))}
      {complaints.data && complaints.data.total > 0 && (
        <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={complaints.data.total} onChange={setPage} />
      )}
      <AppDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="撤回投诉"
        size="sm"
        confirm={{ label: '撤回', onConfirm: confirmWithdraw, busy: withdraw.isPending, danger: true }}
      >
        <Stack gap="2">
          <Text>撤回后平台将不再处理「{asking?.title}」，该投诉也不会在投诉专栏公示。确定撤回吗？</Text>
          <ErrorLine error={withdraw.isError ? failureMessage(withdraw.error) : null} />
        </Stack>
      </AppDialog>
    </Stack>
  );
}

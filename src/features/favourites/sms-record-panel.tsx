import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { smsDirectionNames, smsKindNames, smsStateNames } from '../../api/contracts/favourite-names';
import { messages } from '../../api/contracts/messages';
import { smsRecordsQueryOptions, useSmsRecordAction } from '../../api/favourites/favourites';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { notify } from '../shared/toaster';
import { usePagedList } from '../shared/use-paged-list';

/**
 * 短信记录 (the message centre's tab; spec section 7): what the platform texted me and what I texted favourite members,
 * newest first, the phone masked; 重发 where it may be sent again, 删除.
 */
export function SmsRecordPanel() {
  const { list, rows, page, setPage } = usePagedList((p) => smsRecordsQueryOptions(p));
  const action = useSmsRecordAction();
  return (
    <Stack gap="3" as="section" aria-label="短信记录">
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message ?? (action.error ? failureMessage(action.error) : null)} />
      {list.data && rows.length === 0 && <Text color="gray.600">暂无短信记录</Text>}
      <Stack gap="2" role="list" aria-label="短信列表">
        {rows.map((r) => (
          <Box key={r.id} role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="sms-record">
            <HStack gap="2" wrap="wrap">
              <Badge>{smsDirectionNames[r.direction]}</Badge>
              <Badge variant="outline">{smsKindNames[r.kind]}</Badge>
              <Text fontSize="sm">
                {r.phone}
                {r.userName ? `（${r.userName}）` : ''}
              </Text>
              <Text fontSize="sm" color={r.state === 'failed' ? 'red.700' : 'gray.600'}>
                {smsStateNames[r.state]}
              </Text>
              <Text ml="auto" fontSize="sm" color="gray.600">
                {r.createTime}
              </Text>
            </HStack>
            <Text mt="2" color="gray.700" wordBreak="break-all">
              {r.content}
            </Text>
            <Flex mt="2" gap="2" wrap="wrap" align="center">
              {r.beans > 0 && (
                <Text fontSize="sm" color="gray.600">
                  {formatBeans(r.beans)} 金豆
                </Text>
              )}
              {r.resendable && (
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  loading={action.isPending && action.variables.id === r.id && action.variables.action === 'resend'}
                  onClick={() => action.mutate({ action: 'resend', id: r.id }, { onSuccess: () => notify.success(messages.smsResent) })}
                >
                  重发
                </Button>
              )}
              <Button
                size="sm"
                minH="11"
                variant="outline"
                colorPalette="red"
                loading={action.isPending && action.variables.id === r.id && action.variables.action === 'del'}
                onClick={() =>
                  action.mutate(
                    { action: 'del', id: r.id },
                    {
                      onSuccess: () => notify.success(messages.smsRecordDeleted),
                    },
                  )
                }
              >
                删除
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

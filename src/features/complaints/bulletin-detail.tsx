import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { complaintDetailQuery } from '../../api/complaints/get-complaints';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { AppLink } from '../site';
import { ComplaintBody, ComplaintHeading } from './complaint-body';

/** 投诉详情 (/bulletin/{id}): the complaint as the column shows it, its photos for the parties and staff, the decision. */
export function BulletinDetail({ id }: { id: number }) {
  const detail = useQuery(complaintDetailQuery(id));
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="article" aria-label="投诉详情">
      {detail.isPending && <Text color="gray.600">加载中…</Text>}
      {detail.isError && <ErrorLine error={failureMessage(detail.error)} />}
      {detail.data && (
        <>
          <ComplaintHeading complaint={detail.data} />
          <ComplaintBody complaint={detail.data} />
        </>
      )}
      <AppLink to="/bulletin" colorPalette="brand" fontSize="sm">
        返回投诉专栏
      </AppLink>
    </Stack>
  );
}

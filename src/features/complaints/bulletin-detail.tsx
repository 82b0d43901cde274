import { Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { complaintDetailQueryOptions } from '../../api/complaints/get-complaints';
import { AppLink } from '../site';
import { ComplaintBody, ComplaintHeading } from './complaint-body';
import { DataBoundary } from '../shared/data-boundary';

/** 投诉详情 (/bulletin/{id}): the complaint as the column shows it, its photos for the parties and staff, the decision. */
export function BulletinDetail({ id }: { id: number }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="article" aria-label="投诉详情">
      <DataBoundary>
        <Complaint id={id} />
      </DataBoundary>
      <AppLink to="/bulletin" colorPalette="brand" fontSize="sm">
        返回投诉专栏
      </AppLink>
    </Stack>
  );
}

/** What the route's loader started loading, once it is here (DataBoundary shows the wait and a failure). */
function Complaint({ id }: { id: number }) {
  const { data: detail } = useSuspenseQuery(complaintDetailQueryOptions(id));
  return (
    <>
      <ComplaintHeading complaint={detail} />
      <ComplaintBody complaint={detail} />
    </>
  );
}

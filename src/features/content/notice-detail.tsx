import { Badge, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { noticeQueryOptions } from '../../api/content/notices';
import { DataBoundary } from '../shared/data-boundary';
import { RichText } from './rich-text';
import { SiteLink as RouterLink } from '../site';

/** /announcement/{id}: one notice in full, read in its DataBoundary, with the way back to the list painted at once. */
export function NoticeDetailPage({ id }: { id: number }) {
  return (
    <Stack gap="3">
      <DataBoundary>
        <Notice id={id} />
      </DataBoundary>
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/announcement/{-$id}" params={{ id: undefined }}>
          返回公告列表
        </RouterLink>
      </Link>
    </Stack>
  );
}

function Notice({ id }: { id: number }) {
  const n = useSuspenseQuery(noticeQueryOptions(id)).data;
  return (
    <Stack as="article" aria-label={n.title} gap="3" bg="white" p="6" borderRadius="md" borderWidth="1px">
      <Heading as="h2" size="xl" textAlign="center">
        {n.title}
      </Heading>
      <HStack justify="center" gap="3" color="gray.600" fontSize="sm" pb="3" borderBottomWidth="1px">
        {n.pinned && <Badge colorPalette="red">置顶</Badge>}
        <Text>发布时间：{n.publishTime}</Text>
      </HStack>
      <RichText html={n.content} label="公告内容" />
    </Stack>
  );
}

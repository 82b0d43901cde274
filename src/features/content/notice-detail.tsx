import { Badge, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { noticeQueryOptions } from '../../api/content/notices';
import { ErrorLine } from '../shared/error-line';
import { RichText } from './rich-text';
import { SiteLink as RouterLink } from '../site';

/** /announcement/{id}: one notice in full, with the way back to the list. */
export function NoticeDetailPage({ id }: { id: number }) {
  const notice = useQuery(noticeQueryOptions(id));
  const n = notice.data;
  return (
    <Stack as="article" aria-label={n?.title ?? '公告'} gap="3" bg="white" p="6" borderRadius="md" borderWidth="1px">
      <ErrorLine error={notice.error?.message} />
      {notice.isPending && <Skeleton h="40" />}
      {n && (
        <>
          <Heading as="h2" size="xl" textAlign="center">
            {n.title}
          </Heading>
          <HStack justify="center" gap="3" color="gray.600" fontSize="sm" pb="3" borderBottomWidth="1px">
            {n.pinned && <Badge colorPalette="red">置顶</Badge>}
            <Text>发布时间：{n.publishTime}</Text>
          </HStack>
          <RichText html={n.content} label="公告内容" />
        </>
      )}
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/announcement/{-$id}" params={{ id: undefined }}>
          返回公告列表
        </RouterLink>
      </Link>
    </Stack>
  );
}

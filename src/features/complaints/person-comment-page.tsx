import { Stack, Text } from '@chakra-ui/react';
import { MyComplaintList } from './my-complaint-list';

/**
 * 我的留言 (/person/comment): what the member published through 留言 (leaveMessage): their complaints, newest first,
 * with 撤回 while the platform has not yet decided one.
 */
export function PersonCommentPage() {
  return (
    <Stack gap="3" as="section" aria-label="我的留言">
      <Text fontSize="sm" color="gray.600">
        您提交的投诉留言。平台处理前可以撤回；处理结果会通过站内信通知您。
      </Text>
      <MyComplaintList list="made" />
    </Stack>
  );
}

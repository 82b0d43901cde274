import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ComplaintDetail } from '../../api/contracts/complaints';
import { formatYuan } from '../shared/format';
import { FieldRow } from '../shared/field-row';
import { AppLink } from '../site';
import { complaintStateColours } from './state-colours';
import { Loading } from '../shared/loading';

// The gallery and its image viewer come only where photos are shown (the parties and staff): a visitor never loads them.
const PhotoGallery = lazy(() => import('../photos').then((m) => ({ default: m.PhotoGallery })));

/** A complaint's heading line: kind, state, title. */
export function ComplaintHeading({ complaint, as = 'h2' }: { complaint: ComplaintDetail; as?: 'h2' | 'h3' }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline">{complaint.kindName}</Badge>
      <Badge colorPalette={complaintStateColours[complaint.state]} data-testid="complaint-state">
        {complaint.stateName}
      </Badge>
      <Heading as={as} size="sm">
        {complaint.title}
      </Heading>
    </HStack>
  );
}

/**
 * What a complaint says and what became of it: who complained about whom, the text as written (plain text, line
 * breaks kept), the evidence photos for those who may see them, the order, staff's decision and any punishment.
 */
export function ComplaintBody({ complaint }: { complaint: ComplaintDetail }) {
  return (
    <Stack gap="3">
      <Stack gap="1">
        <FieldRow label="投诉人">{complaint.complainant}</FieldRow>
        <FieldRow label="被投诉人">{complaint.respondent.name}</FieldRow>
        <FieldRow label="投诉时间">{complaint.createTime}</FieldRow>
        {complaint.order && (
          <FieldRow label="相关订单">
            {complaint.order.productName} ¥{formatYuan(complaint.order.amount)}（{complaint.order.stateName}，{complaint.order.createTime}）
          </FieldRow>
        )}
      </Stack>
      <Box as="section" aria-label="投诉内容">
        <Text whiteSpace="pre-wrap" data-testid="complaint-content">
          {complaint.content}
        </Text>
      </Box>
      {complaint.photoCount > 0 && (
        <Box as="section" aria-label="证据图片">
          <Text color="gray.600" fontSize="sm" mb="1">
            证据图片（{complaint.photoCount}张）
          </Text>
          {complaint.photosShown ? (
            <Suspense fallback={<Loading />}>
              <PhotoGallery keys={complaint.photos} alt={`投诉「${complaint.title}」的证据图片`} />
            </Suspense>
          ) : (
            <Text color="gray.600" fontSize="sm">
              证据图片仅投诉双方和平台工作人员可见
            </Text>
          )}
        </Box>
      )}
      <Decision complaint={complaint} />
    </Stack>
  );
}

function Decision({ complaint }: { complaint: ComplaintDetail }) {
  if (complaint.state === 'pending') return <Text color="orange.fg">平台正在处理，处理结果将在此公示。</Text>;
  if (complaint.state === 'withdrawn') return <Text color="gray.600">投诉人已撤回该投诉。</Text>;
  return (
    <Box as="section" aria-label="处理结果" bg="gray.50" p="3" borderRadius="md">
      <Text fontWeight="semibold">
        处理结果：{complaint.stateName}
        {complaint.decideTime && (
          <Text as="span" fontWeight="normal" color="gray.600" fontSize="sm" ms="2">
            {complaint.decideTime}
          </Text>
        )}
      </Text>
      <Text whiteSpace="pre-wrap" mt="1" data-testid="complaint-decision">
        {complaint.decision}
      </Text>
      {complaint.punishments.map((p) => (
        <Text key={p.id} mt="1" fontSize="sm">
          处罚：
          <AppLink to="/punishment/$id" params={{ id: String(p.id) }} colorPalette="brand">
            {p.kindName}，{p.period}
          </AppLink>
          （{p.stateName}）
        </Text>
      ))}
    </Box>
  );
}

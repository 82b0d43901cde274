import { Badge, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authenticationReviewQuery } from '../../api/authentication/staff-authentications';
import { useReviewAuthentication } from '../../api/authentication/review-authentication';
import { authenticationKindNames, paperLabels, rejectAuthenticationRequest, type AuthenticationReview as Review } from '../../api/contracts/authentication';
import { messages } from '../../api/contracts/messages';
import { authenticationSnapshots } from '../../machines/authentication.machine';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { notify } from '../shared/toaster';
import { PrivateImage } from './private-image';
import { stageColours } from './stage-colours';
import { offers } from '../../machines/lifecycle';

/** 审核详情: the papers in full, the pictures, the history, and 通过 / 驳回 where the machine takes them from staff. */
export function AuthenticationReview({ id }: { id: number }) {
  const review = useQuery(authenticationReviewQuery(id));
  if (review.isPending) return <Text color="gray.500">加载中…</Text>;
  if (!review.data) return <ErrorLine error={review.error?.message} />;
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: Review }) {
  const decide = useReviewAuthentication();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const snapshot = authenticationSnapshots.resolve(review.stateValue, review.context);
  const mayApprove = offers(snapshot, 'auth.approve', 'operator');
  const mayReject = offers(snapshot, 'auth.reject', 'operator');
  const parsedReason = rejectAuthenticationRequest.shape.reason.safeParse(reason);
  const reasonError = checked && !parsedReason.success ? parsedReason.error.issues[0]!.message : null;

  const approve = () => decide.mutate({ pass: true, id: review.id }, { onSuccess: () => notify.success(messages.authApproveDone) });
  const reject = () => {
    setChecked(true);
    if (!parsedReason.success) return;
    decide.mutate(
      { pass: false, id: review.id, reason },
      {
        onSuccess: () => {
          notify.success(messages.authRejectDone);
          setRejecting(false);
        },
      },
    );
  };

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="审核详情">
      <Flex align="center" gap="3">
        <Heading as="h2" size="sm">
          {review.userName}的{authenticationKindNames[review.kind]}
        </Heading>
        <Badge colorPalette={stageColours[review.stage]} data-testid="review-state">
          {review.stateName}
        </Badge>
      </Flex>
      <Stack gap="2">
        <FieldRow label="会员等级">{review.level}级</FieldRow>
        {paperLabels
          .filter(([field]) => review.papers[field])
          .map(([field, label]) => (
            <FieldRow key={field} label={label}>
              {review.papers[field]}
            </FieldRow>
          ))}
        <FieldRow label="提交时间">{review.updateTime}</FieldRow>
        {review.rejectReason && <FieldRow label="驳回原因">{review.rejectReason}</FieldRow>}
      </Stack>
      <Flex gap="3" wrap="wrap">
        {review.photos.length ? review.photos.map((p) => <PrivateImage key={p.url} url={p.url} label={p.label} />) : <Text color="gray.500">未上传证件照片</Text>}
      </Flex>
      {review.events.length > 0 && (
        <Stack gap="1" as="ol" aria-label="审核记录">
          {review.events.map((e, i) => (
            <Text as="li" key={i} fontSize="sm" color="gray.600" listStyleType="none">
              {e.time} {e.label}
              {e.reason ? `：${e.reason}` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <ErrorLine error={decide.isError && !rejecting ? failureMessage(decide.error) : null} />
      {(mayApprove || mayReject) && (
        <Flex gap="3">
          {mayApprove && (
            <Button colorPalette="brand" loading={decide.isPending && decide.variables.pass} loadingText="通过" onClick={approve}>
              通过
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
              驳回
            </Button>
          )}
        </Flex>
      )}
      <AppDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="驳回认证申请"
        size="sm"
        confirm={{ label: '驳回', onConfirm: reject, busy: decide.isPending, danger: true }}
      >
        <Field.Root required invalid={Boolean(reasonError)}>
          <Field.Label>驳回原因</Field.Label>
          <Textarea value={reason} maxLength={200} rows={4} placeholder="请说明需要会员修改的内容" onChange={(e) => setReason(e.target.value)} />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
        <ErrorLine error={decide.isError ? failureMessage(decide.error) : null} />
      </AppDialog>
    </Stack>
  );
}

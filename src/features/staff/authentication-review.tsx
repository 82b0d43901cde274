import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { authenticationReviewQueryOptions } from '../../api/authentication/staff-authentications';
import { authenticationKindNames, paperLabels, type AuthenticationReview as Review } from '../../api/contracts/authentication';
import { authenticationSnapshots } from '../../machines/authentication.machine';
import { ApplicationTimes } from '../authentication';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { FieldRow } from '../shared/field-row';
import { PrivateImage } from './private-image';
import { stageColours } from './stage-colours';
import { offers } from '../../machines/lifecycle';
import { authenticationKeys } from '../../api/authentication/keys';
import { Loading } from '../shared/loading';

/**
 * 审核详情: the papers in full, when they were submitted and decided, the pictures (each opens in the image viewer), the
 * history, and 通过 / 驳回 where the machine takes them from staff.
 */
export function AuthenticationReviewPage({ id }: { id: number }) {
  const review = useQuery(authenticationReviewQueryOptions(id));
  if (review.isPending) return <Loading />;
  if (!review.data) return <ErrorLine error={review.error?.message} />;
  return <ReviewView review={review.data} />;
}

function ReviewView({ review }: { review: Review }) {
  const queryClient = useQueryClient();
  const actor = useLifecycleActionActor<Review>('authentication', (now) => {
    queryClient.setQueryData(authenticationReviewQueryOptions(now.id).queryKey, now);
    void queryClient.invalidateQueries({ queryKey: authenticationKeys.queues() });
  });
  const approving = useSelector(actor, (s) => s.hasTag('busy') && s.context.call?.event === 'auth.approve');
  const approveError = useSelector(actor, (s) => (s.context.call?.event === 'auth.approve' ? s.context.error : null));
  const snapshot = authenticationSnapshots.resolve(review.stateValue, review.context);
  const mayApprove = offers(snapshot, 'auth.approve', 'operator');
  const mayReject = offers(snapshot, 'auth.reject', 'operator');
  // Approving is the page itself (the papers and photos in front of staff): one press sends it.
  const approve = () => {
    chooseAction(actor, 'authentication', review.id, 'auth.approve', 'operator');
    actor.send({ type: 'action.submit', body: { id: review.id } });
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
        <ApplicationTimes events={review.events} fallback={review.updateTime} />
        {review.rejectReason && <FieldRow label="驳回原因">{review.rejectReason}</FieldRow>}
      </Stack>
      <Flex gap="3" wrap="wrap">
        {review.photos.length ? review.photos.map((p) => <PrivateImage key={p.url} url={p.url} label={p.label} />) : <Text color="gray.600">未上传证件照片</Text>}
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
      <ErrorLine error={approveError} />
      {(mayApprove || mayReject) && (
        <Flex gap="3">
          {mayApprove && (
            <Button colorPalette="brand" loading={approving} loadingText="通过" onClick={approve}>
              通过
            </Button>
          )}
          {mayReject && (
            <Button variant="outline" colorPalette="red" onClick={() => chooseAction(actor, 'authentication', review.id, 'auth.reject', 'operator')}>
              驳回
            </Button>
          )}
        </Flex>
      )}
      <ActionDialog
        actor={actor}
        event="auth.reject"
        title="驳回认证申请"
        confirmLabel="驳回"
        danger
        body={({ reason }) => ({ id: review.id, reason })}
        reason={{ label: '驳回原因', placeholder: '请说明需要会员修改的内容', maxLength: 200 }}
      />
    </Stack>
  );
}

import { Button, Field, HStack, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { complaintOrdersQueryOptions } from '../../api/complaints/get-complaints';
import { usePublishComplaint } from '../../api/complaints/publish-complaint';
import { complaintContentLimits, complaintTitleLimits, fitsLimits } from '../../api/contracts/complaint-rules';
import type { ComplaintOrders, ComplaintPublishRequest } from '../../api/contracts/complaints';
import { complaintKindNames, type ComplaintKind } from '../../api/contracts/content-names';
import { messages } from '../../api/contracts/messages';
import { useLoginDialog } from '../auth';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { useAppNavigate } from '../site';
import { Loading } from '../shared/loading';

// The upload field comes with the form, after its first paint (it brings the upload contract with it).
const PhotosField = lazy(() => import('../photos').then((m) => ({ default: m.PhotosField })));

const frame = {
  bg: 'white',
  p: '5',
  borderRadius: 'md',
  borderWidth: '1px',
} as const;

/**
 * 投诉 (/complaint/{id}): a complaint about member {id}, about one of the member's own orders with them (交易投诉,
 * offered first when there are any) or about the member (会员投诉), with up to nine evidence photos. A visitor is asked
 * to log in first.
 */
export function ComplaintFormPage({ memberId }: { memberId: number }) {
  const { status, user } = useSession();
  const login = useLoginDialog();
  if (status === 'restoring') return <Loading />;
  if (status === 'guest' || !user) {
    return (
      <Stack gap="3" {...frame} align="flex-start" role="region" aria-label="请先登录">
        <Text>投诉需要登录后提交，以便平台核实并通知您处理结果。</Text>
        <Button colorPalette="brand" onClick={() => login.open()}>
          登录后投诉
        </Button>
      </Stack>
    );
  }
  if (user.id === memberId) return <ErrorLine error={messages.cannotComplainSelf} />;
  return <ComplaintFormLoader memberId={memberId} />;
}

function ComplaintFormLoader({ memberId }: { memberId: number }) {
  const choice = useQuery(complaintOrdersQueryOptions(memberId));
  if (choice.isPending) return <Loading />;
  if (!choice.data) return <ErrorLine error={failureMessage(choice.error)} />;
  return <ComplaintForm choice={choice.data} />;
}

/** The first rule the typed complaint breaks, as the contract words it; null when it may be sent. */
function firstProblem(
  kind: ComplaintKind,
  orderId: number | null,
  title: string,
  content: string,
): { field: 'order' | 'title' | 'content'; message: string } | null {
  if (kind === 'trade' && orderId === null) return { field: 'order', message: messages.chooseComplaintOrder };
  if (!fitsLimits(title, complaintTitleLimits)) return { field: 'title', message: messages.complaintTitleRule };
  if (!fitsLimits(content, complaintContentLimits)) return { field: 'content', message: messages.complaintContentRule };
  return null;
}

function ComplaintForm({ choice }: { choice: ComplaintOrders }) {
  const navigate = useAppNavigate();
  const publish = usePublishComplaint();
  const [kind, setKind] = useState<ComplaintKind>(choice.orders.length > 0 ? 'trade' : 'member');
  const [orderId, setOrderId] = useState<number | null>(choice.orders[0]?.id ?? null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const problem = checked ? firstProblem(kind, orderId, title, content) : null;
  const errorOf = (field: 'order' | 'title' | 'content') => (problem?.field === field ? problem.message : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (firstProblem(kind, orderId, title, content)) return;
    const common = { title, content, photos };
    const body: ComplaintPublishRequest =
      kind === 'trade' ? { kind, orderId: orderId!, ...common } : { kind, respondentId: choice.member.id, ...common };
    publish.mutate(body, {
      onSuccess: (filed) => {
        notify.success(messages.complaintPublished);
        void navigate({
          to: '/bulletin/$id',
          params: { id: String(filed.id) },
        });
      },
    });
  };

  return (
    <form aria-label="投诉表单" onSubmit={submit} noValidate>
      <Stack gap="4" {...frame}>
        <Text>
          投诉对象：
          <Text as="span" fontWeight="semibold" data-testid="respondent-name">
            {choice.member.name}
          </Text>
        </Text>
        <RadioGroup.Root value={kind} onValueChange={(e) => setKind(e.value as ComplaintKind)} aria-label="投诉类型">
          <HStack gap="4">
            {(['trade', 'member'] as const).map((k) => (
              <RadioGroup.Item key={k} value={k} disabled={k === 'trade' && choice.orders.length === 0}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{complaintKindNames[k]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {kind === 'trade' && (
          <Field.Root required invalid={Boolean(errorOf('order'))}>
            <Field.Label>相关订单</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={orderId ?? ''} onChange={(e) => setOrderId(e.target.value ? Number(e.target.value) : null)}>
                {choice.orders.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.createTime.slice(0, 10)} {o.side === 'buyer' ? '买入' : '卖出'} {o.productName} ¥{formatYuan(o.amount)}（{o.stateName}）
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Field.ErrorText>{errorOf('order')}</Field.ErrorText>
          </Field.Root>
        )}
        {choice.orders.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            您与该会员没有可投诉的订单，可以提交会员投诉。
          </Text>
        )}
        <Field.Root required invalid={Boolean(errorOf('title'))}>
          <Field.Label>投诉标题</Field.Label>
          <Input
            value={title}
            maxLength={complaintTitleLimits.max}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="一句话说明问题，如：收到的邮票与描述不符"
          />
          <Field.HelperText>
            {complaintTitleLimits.min}-{complaintTitleLimits.max}个字
          </Field.HelperText>
          <Field.ErrorText>{errorOf('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorOf('content'))}>
          <Field.Label>投诉内容</Field.Label>
          <Textarea
            value={content}
            rows={6}
            maxLength={complaintContentLimits.max * 2}
            onChange={(e) => setContent(e.target.value)}
            placeholder="请写明经过、时间和您的诉求，平台将据此核实"
          />
          <Field.HelperText>
            {complaintContentLimits.min}-{complaintContentLimits.max}
            个字，投诉人姓名在投诉专栏中隐去部分文字
          </Field.HelperText>
          <Field.ErrorText>{errorOf('content')}</Field.ErrorText>
        </Field.Root>
        <Suspense fallback={<Loading />}>
          <PhotosField kind="complaint" label="证据图片" value={photos} onChange={setPhotos} />
        </Suspense>
        <ErrorLine error={publish.isError ? failureMessage(publish.error) : null} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={publish.isPending}>
          提交投诉
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Field, Flex, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { createActor } from 'xstate';
import { ApiRequestError } from '../../api/client';
import { messages } from '../../api/contracts/messages';
import type { Listing } from '../../api/contracts/trade';
import { creditBusinessCode, deliveryMethodNames, deliveryMethods, tradeWayNames, tradeWays, type CreditLineKind, type PublishType } from '../../api/contracts/trade-names';
import { maxFlawsLength, maxRemarkLength } from '../../api/contracts/trade-rules';
import { creditUsageQueryOptions } from '../../api/trade/credit';
import { productSearchQueryOptions, publishListing } from '../../api/trade/publish';
import { publishOfferMachine, type PublishDraft, type PublishOfferContext, type PublishOfferInput } from '../../machines/publish-offer.machine';
import { useGoAuthPrompt } from '../auth';
import { PhotosField } from '../photos';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { useFormDraft, useKeptDraft, type DraftOf } from '../shared/form-drafts';
import { TableScroll } from '../shared/table-scroll';
import { notify } from '../shared/toaster';
import { formatYuan } from '../shared/format';
import { useSession } from '../session';
import { publishStartOf, publishTypeNames } from './my-listing-actions';
import { useAppNavigate } from '../site';
import { tradeKeys } from '../../api/trade/keys';
import { GradeOptions } from '../shared/grade-options';

const creditKindTitles: Record<CreditLineKind, string> = {
  buy: '买单额度',
  sell: '卖单额度',
  order: '交易额度',
};

/** An offer of mine the form starts from: `update` edits it, `republish` publishes its terms again as a new offer. */
export interface PublishFrom {
  listing: Listing;
  mode: 'update' | 'republish';
}

/**
 * /publish (buy offer), /publish?type=sale (sell offer), and /person/myOrder/update|republish/{id} (`from`): renders
 * the publish machine and sends it the form. Started from an offer, product and kind are the offer's and fixed.
 */
export function PublishForm({ publishType, from }: { publishType: PublishType; from?: PublishFrom }) {
  const { user } = useSession();
  if (!user) return null;
  const input: PublishOfferInput = from
    ? { publishType: from.listing.publishType, levelId: user.levelId, from: publishStartOf(from.listing), editId: from.mode === 'update' ? from.listing.id : undefined }
    : { publishType, levelId: user.levelId };
  // One draft per kind of new offer, and per offer edited or published again.
  const form = from ? `publish-${from.mode}-${from.listing.id}` : `publish-${publishType}`;
  return <PublishFormFor key={user.id} input={input} from={from} kept={{ member: user.id, form }} />;
}

/** What of the form is kept as the draft: what the member typed and chose, the photos as their upload keys. */
const draftOf = ({ fields, tradeWays, deliveryMethods, photos }: PublishOfferContext): PublishDraft => ({ fields, tradeWays, deliveryMethods, photos });

function PublishFormFor({ input, from, kept }: { input: PublishOfferInput; from?: PublishFrom; kept: DraftOf }) {
  const { publishType } = input;
  // Kept across a reload or Back (a photo is an upload already made: its key is kept, its preview is that key's
  // thumbnail), forgotten once published and on logout. The form's start without a draft tells a change from none.
  const draft = useFormDraft<PublishDraft>(kept);
  const [start] = useState(() => JSON.stringify(draftOf(createActor(publishOfferMachine, { input }).getSnapshot().context)));
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const goAuth = useGoAuthPrompt();
  const actor = useActorRef(
    publishOfferMachine.provide({
      actions: {
        publish: (_, request) => {
          publishListing(request).then(
            ({ id }) => actor.send({ type: 'publish.succeeded', id }),
            (e: unknown) => {
              const data = e instanceof ApiRequestError ? (e.data as { kind?: CreditLineKind } | null) : null;
              if (data?.kind) actor.send({ type: 'credit.insufficient', kind: data.kind });
              else
                actor.send({
                  type: 'publish.failed',
                  message: e instanceof Error ? e.message : messages.internalError,
                });
            },
          );
        },
        published: (_, { id }) => {
          draft.keep(null);
          notify.success(from?.mode === 'update' ? messages.operationSucceeded : messages.published);
          void queryClient.invalidateQueries({ queryKey: tradeKeys.myListings() });
          void queryClient.invalidateQueries({ queryKey: tradeKeys.market() });
          // Started from one of my offers: back to my offer's page (the edited one, or the new one).
          if (from) void navigate({ to: '/person/myOrder/$id', params: { id: String(id) } });
          else void navigate({ to: '/trade/$id', params: { id: String(id) } });
        },
        goAuthenticate: () => goAuth.open(),
        goUpgrade: () => void navigate({ to: '/person/vip' }),
      },
    }),
    { input: { ...input, draft: draft.saved ?? undefined } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const typed = draftOf(c);
  useKeptDraft(draft.keep, typed, !snapshot.matches('published') && JSON.stringify(typed) !== start);
  const [keyword, setKeyword] = useState('');
  // Started from an offer the product is fixed: no picker, no search.
  const products = useQuery({ ...productSearchQueryOptions(keyword), enabled: !from });

  if (snapshot.matches('needsAuthentication') || snapshot.matches('needsVip')) {
    return (
      <Stack gap="3" data-testid="publish-refused">
        <Text>{c.error}</Text>
        {snapshot.matches('needsAuthentication') && (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => actor.send({ type: 'publishOffer.goAuth' })}>
            去认证
          </Button>
        )}
        {snapshot.matches('needsVip') && (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => actor.send({ type: 'publishOffer.goVip' })}>
            升级VIP
          </Button>
        )}
      </Stack>
    );
  }

  const field = (name: 'productId' | 'price' | 'quantity' | 'remark' | 'grade' | 'flaws') => ({
    value: c.fields[name],
    onChange: (e: { target: { value: string } }) => actor.send({ type: 'field.changed', field: name, value: e.target.value }),
  });

  const title = `${from?.mode === 'update' ? '修改' : from ? '重新发布' : '发布'}${publishTypeNames[publishType]}`;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'publishOffer.submit' });
      }}
    >
      <Stack gap="4" maxW="lg" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="publish-form">
        <Text fontWeight="medium">
          {title}：{publishType === 1 ? '您出售邮品，买家通过扫货篮下单' : '您求购邮品，卖家通过扫货篮成交'}
        </Text>
        {from ? (
          // The offer's product and kind stay: the server refuses an edit that changes them.
          <Flex gap="2" data-testid="publish-fixed-product">
            <Text color="gray.600">邮品</Text>
            <Text>
              {from.listing.productName}（{from.listing.exteriorName}，{from.listing.unitsName}）
            </Text>
          </Flex>
        ) : (
          <Field.Root required>
            <Field.Label>邮品</Field.Label>
            <Input placeholder="输入名称或志号筛选，如 T46" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label="筛选邮品" />
            <NativeSelect.Root>
              <NativeSelect.Field aria-label="邮品" {...field('productId')}>
                <option value="">请选择邮品</option>
                {products.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}（{p.exterior}，{p.unit}）
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Flex gap="4">
          <Field.Root required>
            <Field.Label>单价（元）</Field.Label>
            <Input inputMode="decimal" {...field('price')} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>数量</Field.Label>
            <Input inputMode="numeric" {...field('quantity')} />
          </Field.Root>
        </Flex>
        {/* Not a Field: checkboxes in one Field share its control id, so each label would tick the first box. */}
        <Stack gap="1.5" role="group" aria-label="交易方式">
          <Text fontSize="sm" fontWeight="medium">
            交易方式
          </Text>
          <Flex gap="4" wrap="wrap">
            {tradeWays.map((w) => (
              <Checkbox.Root key={w} checked={c.tradeWays.includes(w)} onCheckedChange={() => actor.send({ type: 'tradeWay.toggled', tradeWay: w })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{tradeWayNames[w]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Stack>
        <Stack gap="1.5" role="group" aria-label="交收方式">
          <Text fontSize="sm" fontWeight="medium">
            交收方式
          </Text>
          <Flex gap="4" wrap="wrap">
            {deliveryMethods.map((d) => (
              <Checkbox.Root
                key={d}
                checked={c.deliveryMethods.includes(d)}
                onCheckedChange={() => actor.send({ type: 'delivery.toggled', deliveryMethod: d })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{deliveryMethodNames[d]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Stack>
        {/* 品相 beside the form (外观) of the product: collectors price a 全品 and a 中品 very differently. */}
        <Flex gap="4">
          <Field.Root required maxW="40">
            <Field.Label>品相</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('grade')}>
                <GradeOptions />
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>瑕疵说明</Field.Label>
            <Input maxLength={maxFlawsLength} placeholder="如：右下角短齿、背面轻微黄斑；无则不填" {...field('flaws')} />
          </Field.Root>
        </Flex>
        <PhotosField kind="product" label="实物图片" value={c.photos} onChange={(photos) => actor.send({ type: 'photos.changed', photos })} />
        <Field.Root>
          <Field.Label>备注</Field.Label>
          <Textarea maxLength={maxRemarkLength} {...field('remark')} />
        </Field.Root>
        <ErrorLine error={c.error} />
        {/* loadingText keeps the button's name while it is busy (a bare spinner has none for a screen reader). */}
        <Button type="submit" colorPalette="brand" loading={snapshot.matches('submitting')} loadingText={from?.mode === 'update' ? '保存修改' : '发布'}>
          {from?.mode === 'update' ? '保存修改' : '发布'}
        </Button>
        {c.creditKind && <CreditInsufficientDialog kind={c.creditKind} onClose={() => actor.send({ type: 'dialog.closed' })} />}
      </Stack>
    </form>
  );
}

/** The credit-insufficient dialog (spec section 2): what holds the line, so the member can finish or withdraw it. */
function CreditInsufficientDialog({ kind, onClose }: { kind: CreditLineKind; onClose: () => void }) {
  const usage = useQuery(creditUsageQueryOptions(creditBusinessCode[kind]));
  return (
    <AppDialog open onClose={onClose} title={`${creditKindTitles[kind]}不足`} size="md">
      <Stack gap="3">
        <Text>{messages.creditInsufficient}，以下挂牌或订单正在占用额度：</Text>
        {usage.data?.length === 0 && <Text color="gray.600">暂无占用</Text>}
        {usage.data && usage.data.length > 0 && (
          <TableScroll label="额度占用明细">
            <Table.Root size="sm" variant="outline">
              <Table.Body>
                {usage.data.map((u) => (
                  <Table.Row key={`${u.tradeId}:${u.orderId}`}>
                    <Table.Cell>{u.productNames}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">¥{formatYuan(u.amount)}</Table.Cell>
                    <Table.Cell>{u.stateName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{u.createTime}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </Stack>
    </AppDialog>
  );
}

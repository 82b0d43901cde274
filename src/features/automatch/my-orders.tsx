import { Badge, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { refreshAfterMatch } from '../../api/automatch/place-match-order';
import { openMatchOrdersQueryOptions } from '../../api/automatch/my-matches';
import type { MatchOrder, MatchOrderResult } from '../../api/contracts/automatch';
import { matchSideNames, matchStageNames } from '../../api/contracts/automatch-names';
import { fenToYuanText } from '../../api/contracts/display';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { offers } from '../../machines/lifecycle';
import { matchOrderSnapshots } from '../../machines/match-order.machine';
import { ActionDialog, chooseAction, useActionRules, useLifecycleActionActor, type LifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { MatchItem } from './match-item';
import { priceText } from './match-figures';

const tap = { minH: '44px' } as const;

/** What an order still holds: the balance for a buy (price × units left), its units on the book for a sell. */
const holdText = (order: MatchOrder) => (order.side === 'buy' ? `冻结 ${priceText(order.held)}` : `挂出 ${order.held} 件`);

/** The actions the match-order machine offers the member on the order now (its stage, with how much has filled). */
function offered(order: MatchOrder) {
  const snapshot = matchOrderSnapshots.resolve(order.stage, { quantity: order.quantity, filled: order.filled });
  return { amend: offers(snapshot, 'match.amend', 'member'), cancel: offers(snapshot, 'match.cancel', 'member') };
}

function OrderCard({ order, onAmend, onCancel }: { order: MatchOrder; onAmend: () => void; onCancel: () => void }) {
  const may = offered(order);
  return (
    <MatchItem
      side={order.side}
      productId={order.productId}
      productName={order.productName}
      testId="my-match-order"
      tags={
        <>
          <Text as="span" color="gray.600" fontSize="xs">
            {order.exteriorName}
          </Text>
          <Badge colorPalette={order.stage === 'partiallyFilled' ? 'orange' : 'gray'}>{matchStageNames[order.stage]}</Badge>
        </>
      }
    >
      <Text fontSize="sm">
        委托价 {priceText(order.price)} · 数量 {order.quantity} 件 · 已成交 {order.filled} 件{order.averagePrice !== null && `（均价 ${priceText(order.averagePrice)}）`} · {holdText(order)}
      </Text>
      <Text fontSize="xs" color="gray.600">
        委托时间 {order.createTime} · 有效期至 {order.expireTime} · 服务费 {order.feeBeans > 0 ? `${formatBeans(order.feeBeans)} 金豆` : '免费'}
      </Text>
      {(may.amend || may.cancel) && (
        <Flex gap="2" wrap="wrap" pt="1">
          {may.amend && (
            <Button size="sm" variant="outline" onClick={onAmend} {...tap}>
              改价
            </Button>
          )}
          {may.cancel && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel} {...tap}>
              撤单
            </Button>
          )}
        </Flex>
      )}
    </MatchItem>
  );
}

/** 改价 / 减量: the new price or fewer units, as typed (the form opens with the order's own). */
interface AmendTyped {
  price: string;
  quantity: string;
}

/**
 * The amend's body: only what changed, since a price sent again, even the same one, would lose the order its place in
 * time (docs/adr/0041); nothing changed is the contract's own rule (请修改委托价或减少委托数量).
 */
function amendBody(order: MatchOrder | undefined, typed: AmendTyped) {
  if (!order) return {};
  const price = typed.price.trim() === fenToYuanText(order.price) ? undefined : (yuanToFen(typed.price) ?? Number.NaN);
  const quantity = typed.quantity.trim() === String(order.quantity) ? undefined : Number(typed.quantity);
  return { id: order.id, price, quantity };
}

function AmendFields({ actor, order, typed, onType }: { actor: LifecycleActionActor; order: MatchOrder | undefined; typed: AmendTyped; onType: (typed: AmendTyped) => void }) {
  // The broken rule itself is said on the dialog's line (ActionDialog); the field it belongs to is marked beside it.
  const { rules } = useActionRules(actor, ['price', 'quantity']);
  return (
    <Stack gap="3">
      {order && (
        <Text fontSize="sm" color="gray.700">
          {matchSideNames[order.side]} {order.productName}，委托价 {priceText(order.price)}，已成交 {order.filled} / {order.quantity} 件。改价后按新价格重新排队（可能立即成交）；减量保留排队位置。
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root invalid={Boolean(rules.price)}>
          <Field.Label>新委托价（元）</Field.Label>
          <Input inputMode="decimal" minH="11" value={typed.price} onChange={(e) => onType({ ...typed, price: e.target.value })} />
        </Field.Root>
        <Field.Root invalid={Boolean(rules.quantity)}>
          <Field.Label>委托数量（件）</Field.Label>
          <Input inputMode="numeric" minH="11" value={typed.quantity} onChange={(e) => onType({ ...typed, quantity: e.target.value })} />
          <Field.HelperText>只能减少，且须多于已成交数量</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 我的委托: my orders still on a book (all varieties, or one), each with 改价 and 撤单 where the match-order machine
 * offers them; both are lifecycle calls sent through the one action machine, an idempotency key per opened form.
 */
export function MyOrders({ productId }: { productId?: number }) {
  const client = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useQuery(openMatchOrdersQueryOptions(productId, page));
  const actor = useLifecycleActionActor<MatchOrderResult>('matchOrder', (result) => void refreshAfterMatch(client, result.order.productId));
  const chosenId = useSelector(actor, (s) => (s.matches('idle') ? null : s.context.subject));
  const [typed, setTyped] = useState<AmendTyped>({ price: '', quantity: '' });
  const rows = list.data?.list ?? [];
  const chosen = rows.find((order) => order.id === chosenId);
  const amend = (order: MatchOrder) => {
    setTyped({ price: fenToYuanText(order.price), quantity: String(order.quantity) });
    chooseAction(actor, 'matchOrder', order.id, 'match.amend', 'member');
  };
  return (
    <Stack gap="3">
      {list.isPending && <Loading />}
      <ErrorLine error={list.isError ? failureMessage(list.error) : null} />
      {list.data && rows.length === 0 && <Text color="gray.600">没有进行中的委托。</Text>}
      <Stack as="ul" gap="2" p="0" m="0" aria-label="我的委托">
        {rows.map((order) => (
          <OrderCard key={order.id} order={order} onAmend={() => amend(order)} onCancel={() => chooseAction(actor, 'matchOrder', order.id, 'match.cancel', 'member')} />
        ))}
      </Stack>
      {list.data && list.data.total > page.pageSize && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      <ActionDialog actor={actor} event="match.cancel" title="撤单" confirmLabel="确定撤单" danger body={() => ({ id: chosenId })}>
        {chosen && (
          <Text>
            撤销{matchSideNames[chosen.side]} {chosen.productName} 未成交的 {chosen.quantity - chosen.filled} 件
            {chosen.side === 'buy' ? `，冻结的 ${priceText(chosen.held)} 退回余额` : '，挂出的邮品不再出售'}。已成交的部分不受影响。
          </Text>
        )}
      </ActionDialog>
      <ActionDialog actor={actor} event="match.amend" title="改价 / 减量" confirmLabel="确定修改" body={() => amendBody(chosen, typed)}>
        <AmendFields actor={actor} order={chosen} typed={typed} onType={setTyped} />
      </ActionDialog>
    </Stack>
  );
}

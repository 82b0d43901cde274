import { Button, Checkbox, Flex, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ApiRequestError } from '../../api/client';
import { messages } from '../../api/contracts/messages';
import { tradeWayNames, type DeliveryMethod, type TradeWay } from '../../api/contracts/trade';
import { clearBasket, confirmBasket, deleteBasketItem, getBasket } from '../../api/trade/basket';
import { offeredDeliveryMethods, offeredTradeWays, scanBasketMachine, type BasketMember } from '../../machines/scan-basket.machine';
import { AppDialog } from '../feedback/app-dialog';
import { ErrorLine } from '../feedback/error-line';
import { formatYuan } from '../format/format';
import { useSession, useSessionActions } from '../session';
import { BasketDialogContext } from './basket-context';

const failure = (e: unknown) => (e instanceof ApiRequestError ? e.message : messages.internalError);

/** The scan basket dialog for every page, opened by the header and by "加入扫货篮" (spec section 2, Other dialogs). */
export function BasketDialogProvider({ children }: { children: ReactNode }) {
  const { user, wallet } = useSession();
  const member: BasketMember = { levelId: user?.levelId ?? 1, goldCoin: wallet?.goldCoin ?? user?.goldCoin ?? 0, dealTimes: user?.dealTimes ?? 0 };
  const queryClient = useQueryClient();
  const { refreshWallet } = useSessionActions();
  const actor = useActorRef(
    scanBasketMachine.provide({
      actions: {
        loadItems: () => {
          getBasket().then(
            (items) => actor.send({ type: 'ITEMS.LOADED', items }),
            (e: unknown) => actor.send({ type: 'ITEMS.FAILED', message: failure(e) }),
          );
        },
        deleteItems: (_, { ids }) => {
          Promise.all(ids.map((id) => deleteBasketItem(id)))
            .then(() => getBasket())
            .then(
              (items) => actor.send({ type: 'DONE', items }),
              (e: unknown) => actor.send({ type: 'FAILED', message: failure(e) }),
            );
        },
        clearItems: () => {
          clearBasket().then(
            () => actor.send({ type: 'DONE', items: [] }),
            (e: unknown) => actor.send({ type: 'FAILED', message: failure(e) }),
          );
        },
        submit: (_, payload) => {
          confirmBasket(payload).then(
            (result) => actor.send({ type: 'SUBMIT.SUCCEEDED', result }),
            (e: unknown) => actor.send({ type: 'FAILED', message: failure(e) }),
          );
        },
        scanned: () => {
          refreshWallet();
          void queryClient.invalidateQueries({ queryKey: ['market'] });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
        },
      },
    }),
    { input: { member } },
  );
  // Another member (login, logout) starts from a closed, empty basket; the same member's wallet changes follow.
  useEffect(() => actor.send({ type: 'CLOSE' }), [actor, user?.id]);
  useEffect(() => actor.send({ type: 'MEMBER.UPDATED', member }), [actor, member.levelId, member.goldCoin, member.dealTimes]);
  const value = useMemo(() => ({ open: () => actor.send({ type: 'OPEN' }) }), [actor]);
  return (
    <BasketDialogContext.Provider value={value}>
      {children}
      <BasketDialog actor={actor} />
    </BasketDialogContext.Provider>
  );
}

/** Renders the basket machine's state and sends it the member's actions. */
function BasketDialog({ actor }: { actor: ActorRefFrom<typeof scanBasketMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const navigate = useNavigate();
  const c = snapshot.context;
  const open = !snapshot.matches('closed');
  const step2 = snapshot.matches('confirmed');
  const busy = snapshot.matches('submitting') || snapshot.matches('deleting') || snapshot.matches('clearing');
  const tradeWays = offeredTradeWays(c);
  const deliveryMethods = offeredDeliveryMethods(c);

  return (
    <AppDialog open={open} onClose={() => actor.send({ type: 'CLOSE' })} title={step2 ? '扫货结果' : '扫货篮'} size="lg">
      {step2 && c.result ? (
        <Stack gap="3" data-testid="basket-result">
          <Text color="green.600">{c.result.tradeMessage}</Text>
          <Table.Root size="sm" variant="outline">
            <Table.Body>
              {c.result.tradeBaskets.map((b) => (
                <Table.Row key={b.orderId}>
                  <Table.Cell>订单 {b.orderId}</Table.Cell>
                  <Table.Cell>{b.productName}</Table.Cell>
                  <Table.Cell>× {b.quantity}</Table.Cell>
                  <Table.Cell>¥{formatYuan(b.amount)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => {
                        actor.send({ type: 'CLOSE' });
                        void navigate({ to: '/person/order/detail/$id', params: { id: String(b.orderId) }, search: { from: 'my-order' } });
                      }}
                    >
                      查看订单
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text>
            合计 ¥{formatYuan(c.result.amount)}（{tradeWayNames[c.result.tradeWay]}）{c.result.otherCharges > 0 && `，匿名服务费 ${c.result.otherCharges} 金豆`}
          </Text>
        </Stack>
      ) : (
        <Stack gap="4">
          {c.notice && <Text color="green.600">{c.notice}</Text>}
          {snapshot.matches('loading') && <Text color="gray.500">加载中…</Text>}
          {!snapshot.matches('loading') && c.items.length === 0 && <Text color="gray.500">扫货篮是空的，去邮票市场挑选吧</Text>}
          {c.items.length > 0 && (
            <Table.Root size="sm" variant="outline" data-testid="basket-items">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Checkbox.Root checked={c.selected.length === c.items.length} onCheckedChange={() => actor.send({ type: 'TOGGLE_ALL' })} aria-label="全选">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>邮品</Table.ColumnHeader>
                  <Table.ColumnHeader>单价</Table.ColumnHeader>
                  <Table.ColumnHeader>数量</Table.ColumnHeader>
                  <Table.ColumnHeader>可成交</Table.ColumnHeader>
                  <Table.ColumnHeader>发布者</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {c.items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Checkbox.Root checked={c.selected.includes(item.id)} onCheckedChange={() => actor.send({ type: 'TOGGLE', id: item.id })} aria-label={`选择 ${item.productName}`}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell>
                      {item.publishType === 1 ? '买入 ' : '卖出 '}
                      {item.productName}（{item.exteriorName}）
                    </Table.Cell>
                    <Table.Cell>¥{formatYuan(item.price)}</Table.Cell>
                    <Table.Cell>
                      <Input
                        size="xs"
                        width="16"
                        aria-label={`${item.productName} 数量`}
                        value={c.quantities[item.id] ?? ''}
                        onChange={(e) => actor.send({ type: 'QUANTITY.CHANGED', id: item.id, value: e.target.value })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      {item.lastNum} {item.unitsName}
                    </Table.Cell>
                    <Table.Cell>{item.publisher}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <Flex gap="4" wrap="wrap">
            <Choice
              label="支付方式"
              value={c.tradeWay ?? ''}
              options={tradeWays}
              onChange={(code) => actor.send({ type: 'PAYMENT.CHOSEN', tradeWay: code as TradeWay })}
            />
            <Choice
              label="交收方式"
              value={c.deliveryMethod ?? ''}
              options={deliveryMethods}
              onChange={(code) => actor.send({ type: 'DELIVERY.CHOSEN', deliveryMethod: code as DeliveryMethod })}
            />
            <Checkbox.Root checked={c.anonymous} onCheckedChange={() => actor.send({ type: 'ANONYMOUS.TOGGLED' })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>匿名扫货</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
          <Textarea placeholder="给对方留言（选填）" maxLength={200} value={c.message} onChange={(e) => actor.send({ type: 'MESSAGE.CHANGED', value: e.target.value })} />
          <ErrorLine error={c.error} />
          <HStack justify="space-between">
            <HStack>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'DELETE_SELECTED' })}>
                删除所选
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'CLEAR' })}>
                清空
              </Button>
            </HStack>
            <Button colorPalette="brand" loading={busy} onClick={() => actor.send({ type: 'SUBMIT' })}>
              确认扫货
            </Button>
          </HStack>
        </Stack>
      )}
    </AppDialog>
  );
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: Array<{ code: string; showName: string }>; onChange: (code: string) => void }) {
  return (
    <Flex align="center" gap="2">
      <Text>{label}</Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">请选择</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.showName}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Flex>
  );
}

import { Button, Checkbox, Flex, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { agentOptionsQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import { agentInstructions, type AgentInstruction } from '../../api/contracts/agent-delivery-names';
import { basketConfirmRequest, type DeliveryMethod, type TradeWay } from '../../api/contracts/trade';
import {
  agentFeeTotal,
  agentOffered,
  chosenAgent,
  offeredDeliveryMethods,
  offeredTradeWays,
  type scanBasketMachine,
} from '../../machines/scan-basket.machine';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { TableScroll } from '../shared/table-scroll';
import { Loading } from '../shared/loading';

/**
 * Step 1 of the scan basket (spec sections 4 and 5): rows and quantities, the payment and delivery ways every selected
 * row offers, anonymous, a message, and the machine's messages. It renders the machine and sends it the member's
 * actions; the rules are the machine's. `oneOffer` (/trade/confirm/{id}): the one row is already selected, so there
 * is nothing to tick, delete or clear. It reads the member's delivery agents and hands them to the machine, which
 * offers them for an online order sent by post (交割代理, docs/adr/0044).
 */
export function BasketEditStep({ actor, oneOffer = false }: { actor: ActorRefFrom<typeof scanBasketMachine>; oneOffer?: boolean }) {
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const editing = snapshot.matches('editing');
  const agents = useQuery({ ...agentOptionsQueryOptions(), enabled: editing });
  // The machine keeps the very list it was given: a new answer (or a machine that has not heard of it) is sent once.
  useEffect(() => {
    if (editing && agents.data && agents.data !== c.agentOptions) actor.send({ type: 'agent.optionsLoaded', options: agents.data });
  }, [actor, editing, agents.data, c.agentOptions]);
  const busy = snapshot.matches('submitting') || snapshot.matches('deleting') || snapshot.matches('clearing');
  const tradeWays = offeredTradeWays(c);
  const deliveryMethods = offeredDeliveryMethods(c);

  return (
    <Stack gap="4">
      {c.notice && <Text color="green.fg">{c.notice}</Text>}
      {snapshot.matches('loading') && <Loading />}
      {!oneOffer && !snapshot.matches('loading') && c.items.length === 0 && <Text color="gray.600">扫货篮是空的，去邮票市场挑选吧</Text>}
      {c.items.length > 0 && (
        <TableScroll label="扫货篮邮品">
          <Table.Root size="sm" variant="outline" data-testid="basket-items">
            <Table.Header whiteSpace="nowrap">
              <Table.Row>
                {!oneOffer && (
                  <Table.ColumnHeader>
                    <Checkbox.Root checked={c.selected.length === c.items.length} onCheckedChange={() => actor.send({ type: 'scanBasket.toggleAll' })} aria-label="全选">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader minW="32">邮品</Table.ColumnHeader>
                <Table.ColumnHeader>单价</Table.ColumnHeader>
                <Table.ColumnHeader>数量</Table.ColumnHeader>
                <Table.ColumnHeader>可成交</Table.ColumnHeader>
                <Table.ColumnHeader>发布者</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {c.items.map((item) => (
                <Table.Row key={item.id}>
                  {!oneOffer && (
                    <Table.Cell>
                      <Checkbox.Root checked={c.selected.includes(item.id)} onCheckedChange={() => actor.send({ type: 'scanBasket.toggle', id: item.id })} aria-label={`选择 ${item.productName}`}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    {item.publishType === 1 ? '买入 ' : '卖出 '}
                    {item.productName}（{item.exteriorName}）
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">¥{formatYuan(item.price)}</Table.Cell>
                  <Table.Cell>
                    <Input
                      size="xs"
                      width="16"
                      aria-label={`${item.productName} 数量`}
                      value={c.quantities[item.id] ?? ''}
                      onChange={(e) => actor.send({ type: 'quantity.changed', id: item.id, value: e.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {item.lastNum} {item.unitsName}
                  </Table.Cell>
                  <Table.Cell>{item.publisher}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <Flex gap="4" wrap="wrap">
        <Choice label="支付方式" value={c.tradeWay ?? ''} options={tradeWays} onChange={(code) => actor.send({ type: 'payment.chosen', tradeWay: code as TradeWay })} />
        <Choice
          label="交收方式"
          value={c.deliveryMethod ?? ''}
          options={deliveryMethods}
          onChange={(code) => actor.send({ type: 'delivery.chosen', deliveryMethod: code as DeliveryMethod })}
        />
        <Checkbox.Root checked={c.anonymous} onCheckedChange={() => actor.send({ type: 'anonymous.toggled' })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>匿名扫货</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {agentOffered(c) && <AgentChoice actor={actor} />}
      <Textarea placeholder="给对方留言（选填）" maxLength={basketConfirmRequest.shape.confirmMessage.unwrap().maxLength ?? undefined} value={c.message} onChange={(e) => actor.send({ type: 'message.changed', value: e.target.value })} />
      {c.warning && (
        <Text role="status" color="orange.fg" fontSize="sm">
          ⚠ {c.warning}
        </Text>
      )}
      <ErrorLine error={c.error} />
      {/* On a phone the buttons wrap: 确认扫货 goes to a line of its own rather than past the dialog's edge. */}
      <HStack justify="space-between" wrap="wrap">
        <HStack wrap="wrap">
          {!oneOffer && (
            <>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'scanBasket.deleteSelected' })}>
                删除所选
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'scanBasket.clear' })}>
                清空
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'scanBasket.refresh' })}>
            刷新
          </Button>
        </HStack>
        <Button colorPalette="brand" loading={busy} loadingText={oneOffer ? '确认成交' : '确认扫货'} onClick={() => actor.send({ type: 'scanBasket.submit' })}>
          {oneOffer ? '确认成交' : '确认扫货'}
        </Button>
      </HStack>
    </Stack>
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

const instructionLabels: Record<AgentInstruction, string> = { forward: '转寄给我', hold: '代为保管' };

/**
 * 交割代理: none or one of my agents (the default marked, each with its fee), what the agent does once the stamps pass,
 * and the fees this confirmation takes from my balance (one order per selected row).
 */
function AgentChoice({ actor }: { actor: ActorRefFrom<typeof scanBasketMachine> }) {
  const c = useSelector(actor, (s) => s.context);
  const agent = chosenAgent(c);
  return (
    <Flex gap="3" wrap="wrap" align="center" data-testid="basket-agent">
      <Flex align="center" gap="2">
        <Text>交割代理</Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="交割代理"
            value={agent ? String(agent.agentId) : ''}
            onChange={(e) => actor.send({ type: 'agent.chosen', agentId: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">不使用代理</option>
            {c.agentOptions.map((o) => (
              <option key={o.agentId} value={String(o.agentId)}>
                {o.userName}（¥{formatYuan(o.fee)}/单）{o.isDefault ? ' 默认' : ''}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Flex>
      {agent && (
        <>
          <Flex align="center" gap="2">
            <Text>验货后</Text>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label="验货后" value={c.instruction} onChange={(e) => actor.send({ type: 'agent.instructionChosen', instruction: e.target.value as AgentInstruction })}>
                {agentInstructions.map((i) => (
                  <option key={i} value={i}>
                    {instructionLabels[i]}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Flex>
          <Text fontSize="sm" data-testid="basket-agent-fee">
            代理费 ¥{formatYuan(agent.fee)} × {c.selected.length} 单 = ¥{formatYuan(agentFeeTotal(c))}，确认时从余额支付
          </Text>
        </>
      )}
    </Flex>
  );
}

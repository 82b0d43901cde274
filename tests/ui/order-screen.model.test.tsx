import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { fenToYuanText } from '../../src/api/contracts/display';
import { callSending } from '../../src/api/contracts/lifecycle-calls';
import type { Side } from '../../src/api/contracts/trade';
import { orderActions } from '../../src/features/orders/order-actions';
import { lifecycleActionMachine, type LifecycleActionEvent } from '../../src/machines/lifecycle-action.machine';
import { stateLabel } from '../../src/machines/order-lifecycles';
import { orderMachine, type OrderEvent } from '../../src/machines/order.machine';
import { coveringPaths, machineGraph, transitionName, transitionPaths, uncovered, type ModelOptions } from '../machines/coverage';
import { actionModel } from '../machines/action-models';
import { orderModel } from '../machines/lifecycle-models';
import { useFakeServer } from './fake-server';
import { callsTo, fakeOrderApiHandlers, fakeOrderApiState, makeOrder, releaseHeld } from './fake-order-api';
import { logIn, renderAppAt } from './render-app';
import { tradeKeys } from '../../src/api/trade/keys';

/**
 * Model-based test of the order page (/person/order/detail/{id}), against the fake order API whose orders run the
 * real order machine. Two machines make the paths:
 *
 * - lifecycle-action.machine: one action (立即付款) chosen, refused by its schema, sent (the call held, so the
 *   page's sending state is on screen), refused by the server, retried, dismissed, applied. After every step the
 *   dialog shows the machine's state: open or not, busy or not, the machine's error.
 * - order.machine: a covering set of its paths made of member events (every transition a buyer or a seller can
 *   take), each event done through the page by the member who sends it: the action's button (or 申请退款's page),
 *   its form filled, confirmed. After every step, the member sees the machine's state: its label and exactly the
 *   actions the machine accepts from them.
 *
 * The last tests prove the paths cover the action machine, and every member transition of the order machine.
 */
const { api, state: orderApi } = useFakeServer(fakeOrderApiState, fakeOrderApiHandlers);
beforeEach(() => logIn(api));
// A path may end with a call still held: let it go before the fake's state is reset.
afterEach(() => releaseHeld(orderApi));

const loading = { timeout: 8000 };
const detailPath = '/person/order/detail/1';
const payPassword = '246810';
type App = ReturnType<typeof renderAppAt>;
type User = ReturnType<typeof userEvent.setup>;

const actionBar = () => screen.getByTestId('order-actions');
/** The labels of the actions offered, in display order; none when the action bar is absent. */
const offeredLabels = () => {
  const bar = screen.queryByTestId('order-actions');
  return bar ? Array.from(bar.children, (el) => el.textContent ?? '') : [];
};
const stateShown = () => screen.getByTestId('order-state').textContent;

// ---------------------------------------------------------------------------------------------------------------
// The action dialog follows lifecycle-action.machine.

type ActionSnapshot = SnapshotFrom<typeof lifecycleActionMachine>;
const payCall = callSending('order', 'order.pay', 'buyer')!;
// The shared alphabet (tests/machines/action-models.ts): the buyer pays; the seller's choice is refused.
const actionPaths = transitionPaths(lifecycleActionMachine, actionModel);

/** What the buyer does on an order awaiting payment for an action event; the fake API answers as the path says. */
async function performAction(user: User, event: LifecycleActionEvent) {
  const dialog = () => screen.getByRole('dialog', { name: '立即付款' });
  switch (event.type) {
    case 'action.choose':
      return user.click(within(actionBar()).getByRole('button', { name: '立即付款' }));
    case 'action.dismiss':
      return user.click(within(dialog()).getByRole('button', { name: '取消' }));
    case 'action.submit': {
      const field = within(dialog()).getByLabelText(/支付密码/);
      await user.clear(field);
      await user.type(field, String(event.body.payPassword));
      // A body the schema accepts is sent: the call waits until the path says how the server answers.
      orderApi.hold = true;
      return user.click(within(dialog()).getByRole('button', { name: '确定' }));
    }
    case 'action.succeeded':
      return act(() => releaseHeld(orderApi));
    case 'action.failed':
      orderApi.fail.set(payCall.path, event.message);
      return act(() => releaseHeld(orderApi));
  }
}

/** The dialog shows the action machine's state; the order has moved on once the payment succeeded. */
async function expectDialog(snapshot: ActionSnapshot, paid: boolean) {
  await waitFor(() => {
    const dialog = screen.queryByRole('dialog', { name: '立即付款' });
    if (snapshot.matches('idle')) expect(dialog).toBeNull();
    else {
      expect(dialog).not.toBeNull();
      // Found by its text: a busy button's spinner takes its accessible name.
      const confirm = within(dialog!).getAllByRole('button').find((b) => b.textContent?.includes('确定'));
      expect(confirm?.hasAttribute('data-loading')).toBe(snapshot.hasTag('busy'));
      expect(within(dialog!).queryByRole('alert')?.textContent ?? null).toBe(snapshot.context.error);
    }
    expect(stateShown()).toBe(paid ? '待发货' : '待付款');
  }, loading);
}

describe('the order action dialog follows lifecycle-action.machine', () => {
  it.each(actionPaths.map((p) => [p.description, p] as const))(
    '%s',
    async (_, path) => {
      orderApi.orders.set(1, makeOrder(1, 'buyer', []));
      const user = userEvent.setup();
      renderAppAt(detailPath);
      await screen.findByTestId('order-detail', {}, loading);
      // Which opened dialog each call was made from: one attempt (idempotency key) per opened dialog.
      let opened = 0;
      const callsFrom: number[] = [];
      await expectDialog(path.snapshots[0]!, false);
      for (const [index, event] of path.events.entries()) {
        if (event.type === 'action.choose' && path.snapshots[index + 1]!.matches('editing')) opened += 1;
        await performAction(user, event);
        const next = path.snapshots[index + 1]!;
        if (next.matches('sending')) callsFrom.push(opened);
        await expectDialog(next, path.events.slice(0, index + 1).some((e) => e.type === 'action.succeeded'));
      }
      await waitFor(() => expect(callsTo(orderApi, payCall.path)).toHaveLength(callsFrom.length));
      const keys = callsTo(orderApi, payCall.path).map((c) => c.idempotencyKey);
      for (const [i, key] of keys.entries()) {
        expect(key).toMatch(/^1:order\.pay:/);
        for (const [j, other] of keys.entries()) expect(key === other, `calls ${i} and ${j}`).toBe(callsFrom[i] === callsFrom[j]);
      }
    },
    60_000,
  );

  it('the replayed paths cover every state and transition of the action machine', () => {
    expect(uncovered(lifecycleActionMachine, [{ input: actionModel.input, paths: actionPaths }])).toEqual({ states: [], transitions: [] });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The order page follows order.machine, one member event at a time.

type OrderSnapshot = SnapshotFrom<typeof orderMachine>;
const amount = makeOrder(1, 'buyer', []).amount;
const memberSides: Side[] = ['buyer', 'seller'];

/** Payloads a member can type on the page (the fake's reasons and express company), meeting and missing each guard. */
const payloads: Partial<Record<OrderEvent['type'], Array<Record<string, unknown>>>> = {
  'order.ship': [{ expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }],
  'refund.ship': [{ expressCompany: '顺丰速运', trackingNo: 'SF9876543210' }],
  'order.evaluate': [{ score: 1, comment: '品相很好，发货快' }],
  'cancel.apply': [{ reason: '拍错了/不想要了' }],
  'refund.apply': [
    { reason: '品相与描述不符', amount, withReturn: true },
    { reason: '少发/漏发', amount: 3_000, withReturn: false },
  ],
};

/** Every event a member sends through a call of theirs (the call table), with `at` fixed as the model's clock. */
const memberEvents = orderActions.flatMap((action) =>
  memberSides
    .filter((by) => callSending('order', action.event, by))
    .flatMap((by) => (payloads[action.event as OrderEvent['type']] ?? [{}]).map((p) => ({ type: action.event, by, at: 0, ...p }) as OrderEvent)),
);
const memberModel: ModelOptions<typeof orderMachine> = {
  ...orderModel,
  input: { amount, publisherSide: 'seller' },
  events: () => memberEvents,
};
const orderPaths = coveringPaths(orderMachine, memberModel.input, transitionPaths(orderMachine, memberModel));

/** What `side` is offered in `snapshot`: the actions whose events the machine accepts from them, in display order. */
const offeredBy = (snapshot: OrderSnapshot, side: Side) =>
  orderActions.filter((a) => memberEvents.some((e) => e.type === a.event && e.by === side && snapshot.can(e))).map((a) => a.label);

/** The member sees the machine's state: its label, the side they are, and exactly the actions offered to them. */
async function expectOrder(snapshot: OrderSnapshot, side: Side) {
  await waitFor(() => {
    expect(stateShown()).toBe(stateLabel(snapshot));
    expect(screen.getByText(side === 'buyer' ? '我是买家' : '我是卖家')).toBeInTheDocument();
    expect(offeredLabels()).toEqual(offeredBy(snapshot, side));
  }, loading);
}

/** The order page as `side` sees it: the other member opens the same order (the fake answers from their side). */
async function openAs(app: App, side: Side) {
  const order = orderApi.orders.get(1)!;
  if (order.side !== side) orderApi.orders.set(1, { ...order, side });
  if (app.router.state.location.pathname !== detailPath) await act(() => app.router.navigate({ to: '/person/order/detail/$id', params: { id: '1' } }));
  if (order.side !== side) await act(() => app.queryClient.invalidateQueries({ queryKey: tradeKeys.order(1) }));
  await screen.findByTestId('order-detail', {}, loading);
}

/** What the member does for an order event: the action's button, its form, 确定 (or 申请退款's own page). */
async function performOrder(user: User, app: App, event: OrderEvent & Record<string, unknown>) {
  if (event.type === 'refund.apply') {
    await user.click(within(actionBar()).getByRole('link', { name: '申请退款' }));
    const form = await screen.findByRole('form', { name: '申请退款' }, loading);
    await waitFor(() => within(form).getByRole('option', { name: String(event.reason) }));
    await user.selectOptions(within(form).getByLabelText(/退款原因/), String(event.reason));
    const amountField = within(form).getByLabelText(/退款金额/);
    await user.clear(amountField);
    await user.type(amountField, fenToYuanText(Number(event.amount)));
    if (!event.withReturn) await user.click(within(form).getByText('仅退款，不退货'));
    await user.click(within(form).getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(detailPath), loading);
    return;
  }
  const action = orderActions.find((a) => a.event === event.type)!;
  await user.click(within(actionBar()).getByRole('button', { name: action.label }));
  const dialog = await screen.findByRole('dialog', { name: action.label }, loading);
  const inDialog = within(dialog);
  switch (action.form) {
    case 'payPassword':
      await user.type(inDialog.getByLabelText(/支付密码/), payPassword);
      break;
    case 'ship':
      await waitFor(() => inDialog.getByRole('option', { name: String(event.expressCompany) }));
      await user.selectOptions(inDialog.getByLabelText(/快递公司/), String(event.expressCompany));
      await user.type(inDialog.getByLabelText(/快递单号/), String(event.trackingNo));
      break;
    case 'cancelReason':
      await waitFor(() => inDialog.getByRole('option', { name: String(event.reason) }));
      await user.selectOptions(inDialog.getByLabelText(/取消原因/), String(event.reason));
      break;
    case 'evaluate':
      await user.selectOptions(inDialog.getByRole('combobox'), String(event.score));
      await user.type(inDialog.getByLabelText(/评价内容/), String(event.comment));
      break;
    default:
      break;
  }
  await user.click(inDialog.getByRole('button', { name: '确定' }));
  if (event.type === 'order.receive') {
    // Receipt confirmed: the page goes on to 交易成功; the member comes back to the order.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/person/order/success/1'), loading);
    await screen.findByTestId('trade-success', {}, loading);
    await act(() => app.router.navigate({ to: '/person/order/detail/$id', params: { id: '1' } }));
  }
  await waitFor(() => expect(screen.queryByRole('dialog', { name: action.label })).toBeNull(), loading);
}

describe('the order page follows order.machine through the member events', () => {
  it.each(orderPaths.map((p) => [p.description, p] as const))(
    '%s',
    async (_, path) => {
      orderApi.orders.set(1, makeOrder(1, 'buyer', []));
      const user = userEvent.setup();
      const app = renderAppAt(detailPath);
      await screen.findByTestId('order-detail', {}, loading);
      await expectOrder(path.snapshots[0]!, 'buyer');
      for (const [index, event] of path.events.entries()) {
        const side = event.by as Side;
        await openAs(app, side);
        await expectOrder(path.snapshots[index]!, side);
        await performOrder(user, app, event as OrderEvent & Record<string, unknown>);
        await expectOrder(path.snapshots[index + 1]!, side);
      }
      // Each event was one call, from its member's side, of the call table.
      const sent = orderApi.calls.filter((c) => c.path.startsWith('/api/trade/') && c.method === 'POST');
      expect(sent.map((c) => c.path)).toEqual(path.events.map((e) => callSending('order', e.type, e.by)!.path));
    },
    180_000,
  );

  it('the paths take every state, and every transition a member can take: only deadlines and staff decisions are left', () => {
    const notMembers = machineGraph(orderMachine)
      .transitions.filter((t) => !(t.meta as { roles?: string[] } | undefined)?.roles?.some((r) => r === 'buyer' || r === 'seller'))
      .map(transitionName);
    expect(notMembers.length).toBeGreaterThan(0);
    expect(uncovered(orderMachine, [{ input: memberModel.input, paths: orderPaths }])).toEqual({ states: [], transitions: notMembers });
  });
});

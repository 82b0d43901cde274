import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { highlightOf, machineMarkdown, mermaidDiagram, transitionRows } from '../../src/machines/machine-diagram';
import { machineGraph, walk } from '../../src/machines/machine-graph';
import { orderMachine } from '../../src/machines/order.machine';
import { docsDir, findMachines, machineDocs, staleDocs } from './machine-docs';

/**
 * The committed docs/machines are what the machines generate (`npm run docs:machines`): a machine cannot change
 * without its diagram and table.
 */
describe('docs/machines', () => {
  it('is exactly what the machines generate: no page changed, missing or left over (else: npm run docs:machines)', async () => {
    expect(staleDocs(await machineDocs())).toEqual([]);
  });

  it('has a page for every machine of every src/machines/*.machine.ts file', async () => {
    const found = await findMachines();
    const files = readdirSync(join('src', 'machines')).filter((f) => f.endsWith('.machine.ts'));
    expect(new Set(found.map((f) => f.source.split('/').at(-1)))).toEqual(new Set(files));
    const docs = await machineDocs();
    for (const { machine } of found) expect(docs.has(join(docsDir, `${machine.id}.md`)), machine.id).toBe(true);
  });

  it('notices a machine that changed, a page that is missing and one left over (the check can fail)', async () => {
    const docs = await machineDocs();
    const order = join(docsDir, 'order.md');
    // The order machine with one more state renders a different page than the committed one.
    const changed = createMachine({ ...orderMachine.config, states: { ...orderMachine.config.states, archived: { type: 'final' } } } as never);
    const withChange = new Map(docs).set(order, machineMarkdown(changed, 'src/machines/order.machine.ts'));
    expect(staleDocs(withChange)).toEqual([order]);
    const withNewMachine = new Map(docs).set(join(docsDir, 'newMachine.md'), '# newMachine');
    expect(staleDocs(withNewMachine)).toEqual([join(docsDir, 'newMachine.md')]);
    const withoutOrder = new Map(docs);
    withoutOrder.delete(order);
    expect(staleDocs(withoutOrder)).toEqual([order]);
  });
});

describe('a machine as a table and a diagram', () => {
  const rows = transitionRows(orderMachine, { paymentHours: 24 });
  const row = (from: string, event: string) => rows.filter((r) => r.from === from && r.event === event);

  it('lists every transition once, with roles, guard in words, money and the deadline that fires it', () => {
    expect(rows).toHaveLength(machineGraph(orderMachine).transitions.length);
    expect(row('awaitingPayment', 'order.pay')).toEqual([
      { from: 'awaitingPayment', event: 'order.pay', to: 'awaitingShipment', roles: 'buyer', guard: 'payment password', money: 'buyer → escrow (orderAmount)', deadline: '' },
    ]);
    expect(row('awaitingPayment', 'order.paymentDeadlinePassed')[0]).toMatchObject({ roles: 'system', to: 'closed', deadline: 'fired by paymentHours (24 h)' });
    expect(row('awaitingReceipt.refundRequested', 'refund.confirm').map((r) => [r.to, r.guard])).toEqual([
      ['awaitingReceipt.awaitingReturn', 'a return was asked for'],
      ['refunded', 'no return'],
    ]);
  });

  it('draws an order’s path: its states visited and current, its transitions numbered in order', () => {
    const events = [
      { type: 'order.pay', by: 'buyer' },
      { type: 'cancel.apply', by: 'buyer', reason: '不想要了' },
      { type: 'cancel.agree', by: 'seller' },
    ];
    const path = walk(orderMachine, { amount: 1000, publisherSide: 'seller' }, events as never);
    const diagram = mermaidDiagram(orderMachine, highlightOf(path));
    expect(diagram.text).toContain('awaitingPayment --> awaitingShipment : #1 order.pay');
    expect(diagram.text).toContain('awaitingShipment_open --> awaitingShipment_cancelRequested : #2 cancel.apply');
    expect(diagram.text).toContain('awaitingShipment_cancelRequested --> cancelled : #3 cancel.agree [the other side applied]');
    expect(diagram.text).toContain('class cancelled current');
    expect(diagram.text).toMatch(/class [\w,]*awaitingShipment_cancelRequested[\w,]* visited/);
    // Each numbered edge is the n-th arrow of the text: Mermaid draws it as <id>-edge<n>.
    const arrows = diagram.text.split('\n').filter((l) => l.includes(' --> '));
    for (const { transition, arrow } of diagram.edges) {
      if (path.steps.some((s) => s.transition === transition)) expect(arrows[arrow]).toMatch(/: #\d/);
    }
  });
});

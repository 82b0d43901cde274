import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SnapshotFrom } from 'xstate';
import { conditionGrades } from '../../src/api/contracts/content-names';
import { messages } from '../../src/api/contracts/messages';
import { thumbUrl } from '../../src/api/contracts/profile';
import { creditBusinessCode, deliveryMethodNames, deliveryMethods, maxFlawsLength, tradeWayNames, tradeWays, type CreditUsage } from '../../src/api/contracts/trade';
import { toaster } from '../../src/features/shared/toast-list';
import { PublishForm } from '../../src/features/market/publish-form';
import {
  publishOfferMachine,
  publishRequestOf,
  type PublishOfferEvent,
  type PublishOfferInput,
} from '../../src/machines/publish-offer.machine';
import { verifiedUser } from '../machines/models';
import { coveringPaths, transitionPaths, uncovered, type ModelPath } from '../machines/coverage';
import { editingModel, levelOneBuyModel, levelThreeSellModel, levelTwoSellModel, ownOffer, ownOfferId } from '../machines/market-models';
import { listing } from './fake-trade-api';
import { useFakeServer } from './fake-server';
import { heldCalls, type HeldAnswer } from './held-calls';
import { logIn } from './render-app';
import { renderInRouter } from './render-in-router';
import { imageFile } from './image-files';

/**
 * Model-based test of the publish form: paths generated from publish-offer.machine.ts, one run per kind of member the
 * form treats differently (market-models.ts publishModels), are replayed on the real PublishForm against MSW. Each
 * event is what the member does (choose, type, tick, click) or how the server answers the publish call, which is held
 * until the path says; after every step the screen must show the machine's state. A covering subset of each run's
 * paths is replayed (every transition at least once); the last test proves the runs together cover the machine.
 */
type Snapshot = SnapshotFrom<typeof publishOfferMachine>;
type Path = ModelPath<typeof publishOfferMachine>;
type Router = ReturnType<typeof renderInRouter>['router'];

/** The member's own offer the editing run starts from (market-models.ts ownOffer), as the offer calls answer it. */
const ownListing = listing(ownOfferId, {
  productId: ownOffer.productId,
  productName: 'T46 庚申年猴票',
  price: ownOffer.price,
  quantity: ownOffer.quantity,
  tradeWays: ownOffer.tradeWays.map((code) => ({ code, showName: tradeWayNames[code] })),
  deliveryMethods: ownOffer.deliveryMethods.map((code) => ({ code, showName: deliveryMethodNames[code] })),
  remark: ownOffer.remark,
  grade: ownOffer.grade,
  flaws: ownOffer.flaws,
  photos: ownOffer.photos,
});

/** What the catalogue search answers: the model's product 4 among others. */
const products = [
  { id: 4, code: 'T46', name: 'T46 庚申年猴票', exterior: '单枚', unit: '枚' },
  { id: 58, code: 'T58', name: 'T58 辛酉年鸡票', exterior: '单枚', unit: '枚' },
];
const remarkMaxLength = 200;

/**
 * The photos after removing some (the field's 删除 buttons) and uploading others (one choice of files, added in order):
 * what a member can make of `before` in one step, or null.
 */
function photoStep(before: readonly string[], after: readonly string[]) {
  const kept = before.filter((key) => after.includes(key));
  const added = after.slice(kept.length);
  const sameOrder = kept.every((key, i) => after[i] === key) && added.every((key) => !before.includes(key));
  if (!sameOrder || (kept.length === before.length && added.length === 0)) return null;
  return { removed: before.filter((key) => !after.includes(key)), added };
}

/**
 * Whether a member can do this on the screen: the product is fixed when editing, the picker offers the product, a
 * native select fires no change for the option already chosen, a field cannot be changed to what it holds, the grade
 * select offers the grades only, the remark box takes at most 200 characters and the flaws box 100 (so those rules are
 * the server's and the machine's, never the member's), and photos are removed or added, never reordered.
 */
const performable = (input: PublishOfferInput) => (path: Path) =>
  path.events.every((event, index) => {
    if (event.type === 'photos.changed') return photoStep(path.snapshots[index]!.context.photos, event.photos) !== null;
    if (event.type !== 'field.changed') return true;
    const fields = path.snapshots[index]!.context.fields;
    if (fields[event.field] === event.value) return false;
    if (event.field === 'productId') return !input.from && products.some((p) => String(p.id) === event.value);
    if (event.field === 'grade') return (conditionGrades as readonly string[]).includes(event.value);
    if (event.field === 'remark') return event.value.length <= remarkMaxLength;
    if (event.field === 'flaws') return event.value.length <= maxFlawsLength;
    return true;
  });

/** One run per kind of member the form treats differently, each with the covering subset of its performable paths. */
const runs = (
  [
    ['a VIP publishing a sell offer', levelThreeSellModel],
    ['level 2 asking to sell', levelTwoSellModel],
    ['level 1 asking to buy', levelOneBuyModel],
    ['a VIP editing their sell offer', editingModel],
  ] as const
).map(([name, model]) => {
  const input = model.input!;
  const performablePaths = transitionPaths(publishOfferMachine, model).filter(performable(input));
  return { name, input, paths: coveringPaths(publishOfferMachine, input, performablePaths) };
});

const stepName = (event: PublishOfferEvent): string => {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
};

const { api, state: publishApi } = useFakeServer(
  () => ({ held: heldCalls(), creditUsage: [] as CreditUsage[], usageQueries: [] as string[], uploadKeys: [] as string[] }),
  (state) => [
    http.get('*/api/search/product/name/page', () => HttpResponse.json({ code: 200, msg: 'ok', data: products })),
    // Each photo chosen is stored under the next key the path names.
    http.post('*/api/upload/productImage', () => {
      const key = state.uploadKeys.shift()!;
      return HttpResponse.json({ code: 200, msg: messages.uploadSucceeded, data: { key, url: `/uploads/${key}`, thumbUrl: thumbUrl(key), width: 800, height: 600 } });
    }),
    http.post('*/api/user/trade/edit', ({ request }) => state.held.wait('publish', request)),
    http.get('*/api/creditLine/useList', ({ request }) => {
      state.usageQueries.push(new URL(request.url).searchParams.get('operateType') ?? '');
      return HttpResponse.json({ code: 200, msg: 'ok', data: state.creditUsage });
    }),
  ],
);
// The toaster is one for the module and shows 3 at most: each path starts without the last one's toasts.
afterEach(() => act(() => toaster.remove()));

const creditTitles = { buy: '买单额度不足', sell: '卖单额度不足', order: '交易额度不足' } as const;
const typeNames = { 0: '买单', 1: '卖单' } as const;
const formTitle = (input: PublishOfferInput) => `${input.editId ? '修改' : '发布'}${typeNames[input.publishType]}`;
/** Where a published offer is shown: an edited one on my offer's page, a new one on the market's. */
const publishedPath = (input: PublishOfferInput, id: number) => (input.from ? `/person/myOrder/${id}` : `/trade/${id}`);

/** The form, also while the credit dialog makes the rest of the page inert. */
const form = (input: PublishOfferInput) => within(screen.getByRole('form', { name: formTitle(input), hidden: true }));
const submitButton = (input: PublishOfferInput) => form(input).getByText(input.editId ? '保存修改' : '发布').closest('button')!;
/** Whether a checkbox looks ticked (its drawn box) and says so (its input). */
const ticked = (checkbox: HTMLElement) => {
  const drawn = checkbox.closest('[data-part="root"]')!.getAttribute('data-state') === 'checked';
  expect((checkbox as HTMLInputElement).checked).toBe(drawn);
  return drawn;
};
const box = (input: PublishOfferInput, group: '交易方式' | '交收方式', name: string) =>
  within(form(input).getByRole('group', { name: group, hidden: true })).getByRole('checkbox', { name, hidden: true });

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** What the member does for `event`, or how the server answers the publish call. */
async function perform(user: ReturnType<typeof userEvent.setup>, event: PublishOfferEvent, before: Snapshot, input: PublishOfferInput, router: Router) {
  switch (event.type) {
    case 'field.changed': {
      const f = form(input);
      if (event.field === 'productId') {
        const picker = f.getByRole('combobox', { name: '邮品' });
        await waitFor(() => expect(within(picker).getByRole('option', { name: new RegExp(`^${products[0]!.name}`) })).toBeInTheDocument());
        return user.selectOptions(picker, event.value);
      }
      if (event.field === 'grade') return user.selectOptions(f.getByRole('combobox', { name: '品相' }), event.value);
      const label = { price: '单价（元）', quantity: '数量', remark: '备注', flaws: '瑕疵说明' }[event.field];
      return retype(user, f.getByLabelText(label), event.value);
    }
    case 'photos.changed': {
      const { removed, added } = photoStep(before.context.photos, event.photos)!;
      // The last first, so the earlier ones keep their numbers.
      for (const key of removed.reverse()) {
        await user.click(form(input).getByRole('button', { name: `删除第${before.context.photos.indexOf(key) + 1}张` }));
      }
      if (added.length === 0) return;
      publishApi.uploadKeys = [...added];
      const files = added.map((key) => imageFile(`${key}.png`));
      await user.upload(form(input).getByLabelText('上传实物图片'), files);
      await waitFor(() => expect(publishApi.uploadKeys).toEqual([]));
      return;
    }
    case 'tradeWay.toggled':
      return user.click(box(input, '交易方式', tradeWayNames[event.tradeWay]));
    case 'delivery.toggled':
      return user.click(box(input, '交收方式', deliveryMethodNames[event.deliveryMethod]));
    case 'publishOffer.submit':
      return user.click(submitButton(input));
    case 'publish.succeeded':
      return answerPublish(before, { ok: { id: event.id } });
    case 'publish.failed':
      return answerPublish(before, { fail: event.message });
    case 'credit.insufficient':
      publishApi.creditUsage = [
        { orderId: null, tradeId: 12, productNames: 'T58 辛酉年鸡票', amount: 150_000, createTime: '2026-11-20 09:00:00', stateName: '挂单中', state: 'open' },
      ];
      await answerPublish(before, {
        fail: messages.creditInsufficient,
        data: { businessCode: creditBusinessCode[event.kind], kind: event.kind, remain: 0, needed: 300 },
      });
      // The dialog asks what holds that line.
      await waitFor(() => expect(publishApi.usageQueries).toEqual([String(creditBusinessCode[event.kind])]));
      return;
    case 'dialog.closed':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    case 'publishOffer.goAuth':
      await user.click(screen.getByRole('button', { name: '去认证' }));
      // The go-authentication prompt, with its own way to real-name authentication.
      expect(await screen.findByText(messages.notAuthenticated)).toBeInTheDocument();
      return;
    case 'publishOffer.goVip':
      await user.click(screen.getByRole('button', { name: '升级VIP' }));
      // To the VIP page.
      await waitFor(() => expect(router.state.location.pathname).toBe('/person/vip'));
      return;
  }
}

/** Lets the publish call through; it must have sent exactly the offer the machine asked for. */
async function answerPublish(submitting: Snapshot, answer: HeldAnswer) {
  const [call] = await publishApi.held.answer('publish', answer);
  expect(call!.body).toEqual(publishRequestOf(submitting.context));
}

/** The screen shows the machine's state, and nothing of another. */
async function expectScreen(snapshot: Snapshot, input: PublishOfferInput, router: Router) {
  const c = snapshot.context;
  if (snapshot.matches('needsAuthentication') || snapshot.matches('needsVip')) {
    await waitFor(() => {
      const refusal = screen.getByTestId('publish-refused');
      expect(refusal).toHaveTextContent(c.error!);
      expect(within(refusal).queryByRole('button', { name: '去认证', hidden: true }) !== null).toBe(snapshot.matches('needsAuthentication'));
      expect(within(refusal).queryByRole('button', { name: '升级VIP', hidden: true }) !== null).toBe(snapshot.matches('needsVip'));
      expect(screen.queryByRole('form', { hidden: true })).toBeNull();
    });
    return;
  }
  if (snapshot.matches('published')) {
    await waitFor(() => expect(router.state.location.pathname).toBe(publishedPath(input, c.publishedId!)));
    expect(await screen.findByText(input.editId ? messages.operationSucceeded : messages.published)).toBeInTheDocument();
    return;
  }
  await waitFor(() => {
    // Usable unless the credit dialog is over it.
    if (!snapshot.matches('creditInsufficient')) screen.getByRole('form', { name: formTitle(input) });
    const f = form(input);
    if (input.from) {
      expect(f.getByTestId('publish-fixed-product')).toHaveTextContent(ownListing.productName);
      expect(f.queryByRole('combobox', { name: '邮品', hidden: true })).toBeNull();
    } else {
      expect(f.getByRole('combobox', { name: '邮品', hidden: true })).toHaveValue(c.fields.productId);
    }
    expect(f.getByLabelText('单价（元）')).toHaveValue(c.fields.price);
    expect(f.getByLabelText('数量')).toHaveValue(c.fields.quantity);
    expect(f.getByLabelText('备注')).toHaveValue(c.fields.remark);
    expect(f.getByRole('combobox', { name: '品相', hidden: true })).toHaveValue(c.fields.grade);
    expect(f.getByLabelText('瑕疵说明')).toHaveValue(c.fields.flaws);
    const shown = f.queryAllByRole('img', { name: /^实物图片 第\d+张$/, hidden: true }).map((img) => img.getAttribute('src'));
    expect(shown).toEqual(c.photos.map(thumbUrl));
    for (const w of tradeWays) expect(ticked(box(input, '交易方式', tradeWayNames[w]))).toBe(c.tradeWays.includes(w));
    for (const d of deliveryMethods) expect(ticked(box(input, '交收方式', deliveryMethodNames[d]))).toBe(c.deliveryMethods.includes(d));
    if (c.error) expect(f.getByRole('alert', { hidden: true })).toHaveTextContent(c.error);
    else expect(f.queryByRole('alert', { hidden: true })).toBeNull();
    expect(submitButton(input).hasAttribute('data-loading')).toBe(snapshot.matches('submitting'));
    if (snapshot.matches('creditInsufficient')) {
      const dialog = within(screen.getByRole('dialog', { name: creditTitles[c.creditKind!] }));
      dialog.getByText(`${messages.creditInsufficient}，以下挂牌或订单正在占用额度：`);
      dialog.getByText(publishApi.creditUsage[0]!.productNames);
    } else {
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
}

describe.each(runs.map((run) => [run.name, run] as const))('the publish form follows publish-offer.machine: %s', (_, run) => {
  it.each(run.paths.map((p) => [p.events.map(stepName).join(' → '), p] as const))('%s', async (__, path) => {
    const { input } = run;
    logIn(api, { ...verifiedUser, levelId: input.levelId });
    const user = userEvent.setup();
    const { router } = renderInRouter(
      input.from ? <PublishForm publishType={input.publishType} from={{ listing: ownListing, mode: 'update' }} /> : <PublishForm publishType={input.publishType} />,
      { path: '/publish' },
    );
    await expectScreen(path.snapshots[0]!, input, router);
    for (const [index, event] of path.events.entries()) {
      await perform(user, event, path.snapshots[index]!, input, router);
      await expectScreen(path.snapshots[index + 1]!, input, router);
    }
  });
});

describe('the replayed paths', () => {
  it('take every transition and reach every state of the machine, the runs together', () => {
    expect(uncovered(publishOfferMachine, runs.map((r) => ({ input: r.input, paths: r.paths })))).toEqual({ states: [], transitions: [] });
  });
});

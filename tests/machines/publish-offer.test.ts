import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import { publishOfferMachine, type PublishFormFields, type PublishOfferInput } from '../../src/machines/publish-offer.machine';
import { transitionPaths, uncovered, type ModelOptions } from './coverage';
import { editingModel, levelTwoSellModel, longFlaws, longRemark, ownOffer, ownOfferId, photoKeys, publishModels } from './market-models';

/**
 * Publishing a buy or sell offer, editing one or publishing an old one again (spec sections 5 and 6): who may, the
 * form's rules with their spec messages, the credit line, and what the browser is asked to do (spies supplied with
 * `.provide`). coverage.test.ts proves that publishModels reach every state and transition; here, that the proof
 * notices a gap and that the editing member alone goes through the whole form.
 */
const start = (input: PublishOfferInput) => {
  const effects = { publish: vi.fn(), published: vi.fn(), goAuthenticate: vi.fn(), goUpgrade: vi.fn() };
  const actor = createActor(
    publishOfferMachine.provide({
      actions: {
        publish: (_, p) => effects.publish(p),
        published: (_, p) => effects.published(p),
        goAuthenticate: effects.goAuthenticate,
        goUpgrade: effects.goUpgrade,
      },
    }),
    { input },
  ).start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const fill = (field: keyof PublishFormFields, value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, effects, context, state, fill };
};

describe('the publish form', () => {
  it('sends level 1 to authentication, with the message', () => {
    const { actor, effects, context, state } = start({ publishType: 0, levelId: 1 });
    expect(state()).toBe('needsAuthentication');
    expect(context().error).toBe(messages.levelOneMustAuthenticate);
    expect(actor.getSnapshot().can({ type: 'publishOffer.submit' })).toBe(false);
    actor.send({ type: 'publishOffer.goAuth' });
    expect(effects.goAuthenticate).toHaveBeenCalledOnce();
  });

  it('lets level 2 publish buy offers but not sell offers, offering the VIP upgrade; level 3 may sell', () => {
    const seller = start({ publishType: 1, levelId: 2 });
    expect(seller.state()).toBe('needsVip');
    expect(seller.context().error).toBe(messages.levelTwoCannotSell);
    expect(seller.actor.getSnapshot().can({ type: 'publishOffer.submit' })).toBe(false);
    seller.actor.send({ type: 'publishOffer.goVip' });
    expect(seller.effects.goUpgrade).toHaveBeenCalledOnce();
    const buyer = start({ publishType: 0, levelId: 2 });
    expect(buyer.state()).toBe('editing');
    expect(buyer.context().error).toBeNull();
    expect(start({ publishType: 1, levelId: 3 }).state()).toBe('editing');
  });

  it('checks the form in order with the spec messages, and sends nothing', () => {
    const { actor, effects, context, state, fill } = start({ publishType: 1, levelId: 3 });
    const refused = (expected: string) => {
      actor.send({ type: 'publishOffer.submit' });
      expect(context().error).toBe(expected);
      expect(state()).toBe('editing');
    };
    refused(messages.chooseProduct);
    fill('productId', '0');
    refused(messages.chooseProduct);
    fill('productId', '4');
    refused(messages.enterPrice);
    for (const price of ['0', '1.234', 'abc', '-5', '0.00']) {
      fill('price', price);
      refused(messages.enterPrice);
    }
    fill('price', '12.5');
    for (const quantity of ['', '0', '1.5', '100001', 'x']) {
      fill('quantity', quantity);
      refused(messages.enterQuantity);
    }
    fill('quantity', '100000');
    actor.send({ type: 'tradeWay.toggled', tradeWay: 'online' });
    refused(messages.chooseTradeWay);
    actor.send({ type: 'tradeWay.toggled', tradeWay: 'offline' });
    actor.send({ type: 'delivery.toggled', deliveryMethod: 'express' });
    refused(messages.chooseDeliveryMethod);
    actor.send({ type: 'delivery.toggled', deliveryMethod: 'pickup' });
    fill('remark', longRemark);
    refused(messages.remarkTooLong);
    expect(effects.publish).not.toHaveBeenCalled();
    fill('remark', '邮'.repeat(200));
    fill('grade', '');
    refused(messages.chooseGrade);
    fill('grade', '八五品');
    refused(messages.chooseGrade);
    fill('grade', '上品');
    fill('flaws', longFlaws);
    refused(messages.flawsTooLong);
    fill('flaws', ` ${'折'.repeat(100)} `);
    actor.send({ type: 'photos.changed', photos: [photoKeys[0], photoKeys[0]] });
    refused(messages.tooManyPhotos);
    actor.send({ type: 'photos.changed', photos: Array.from({ length: 10 }, (_, i) => `offerPhotoKey0000000000${i}.webp`) });
    refused(messages.tooManyPhotos);
    actor.send({ type: 'photos.changed', photos: [...photoKeys] });
    expect(effects.publish).not.toHaveBeenCalled();
    actor.send({ type: 'publishOffer.submit' });
    expect(state()).toBe('submitting');
    expect(effects.publish).toHaveBeenCalledOnce();
  });

  it('publishes the price in fen with one piece and the default ways, shows a failure, then reports the new offer', () => {
    const { actor, effects, context, state, fill } = start({ publishType: 0, levelId: 2 });
    expect(context()).toMatchObject({
      editId: null,
      fields: { productId: '', price: '', quantity: '1', remark: '', grade: '全品', flaws: '' },
      tradeWays: ['online'],
      deliveryMethods: ['express'],
      photos: [],
    });
    fill('productId', '4');
    fill('price', '12.5');
    fill('remark', ' 全品 ');
    actor.send({ type: 'delivery.toggled', deliveryMethod: 'registered' });
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledWith({
      publishType: 0,
      productId: 4,
      price: 1250,
      quantity: 1,
      tradeWays: ['online'],
      deliveryMethods: ['express', 'registered'],
      remark: '全品',
      grade: '全品',
      flaws: '',
      photos: [],
    });
    actor.send({ type: 'publish.failed', message: messages.invalidRequest });
    expect(state()).toBe('editing');
    expect(context().error).toBe(messages.invalidRequest);
    fill('quantity', ' 3 ');
    expect(context().error).toBeNull();
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenLastCalledWith(expect.objectContaining({ price: 1250, quantity: 3 }));
    expect(effects.published).not.toHaveBeenCalled();
    actor.send({ type: 'publish.succeeded', id: 7 });
    expect(state()).toBe('published');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.published).toHaveBeenCalledWith({ id: 7 });
    expect(context().publishedId).toBe(7);
  });

  it('sends the grade, the flaws trimmed and the photos in the order chosen', () => {
    const { actor, effects, fill } = start({ publishType: 1, levelId: 3 });
    fill('productId', '4');
    fill('price', '88');
    fill('grade', '中品');
    fill('flaws', ' 背面轻微黄斑 ');
    actor.send({ type: 'photos.changed', photos: [photoKeys[1], photoKeys[0]] });
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledWith(expect.objectContaining({ grade: '中品', flaws: '背面轻微黄斑', photos: [photoKeys[1], photoKeys[0]] }));
  });

  it('opens the credit-insufficient dialog when the line is short; closing it returns to the form', () => {
    const { actor, effects, context, state, fill } = start({ publishType: 1, levelId: 3 });
    fill('productId', '4');
    fill('price', '150');
    fill('quantity', '2');
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledWith(expect.objectContaining({ publishType: 1, price: 15000, quantity: 2 }));
    actor.send({ type: 'credit.insufficient', kind: 'sell' });
    expect(state()).toBe('creditInsufficient');
    expect(context()).toMatchObject({ creditKind: 'sell', error: messages.creditInsufficient });
    expect(actor.getSnapshot().can({ type: 'publishOffer.submit' })).toBe(false);
    actor.send({ type: 'dialog.closed' });
    expect(state()).toBe('editing');
    expect(context().creditKind).toBeNull();
    expect(effects.published).not.toHaveBeenCalled();
  });
});

describe('editing or republishing an offer', () => {
  it('starts the form from the offer, its price shown in yuan', () => {
    const { context, state } = start({ publishType: 1, levelId: 3, editId: ownOfferId, from: ownOffer });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({
      editId: ownOfferId,
      fields: { productId: '4', price: '12.50', quantity: '3', remark: '全品', grade: '全品', flaws: '' },
      tradeWays: ['offline'],
      deliveryMethods: ['pickup', 'express'],
      photos: [photoKeys[0]],
      error: null,
    });
  });

  it.each([
    [5, '0.05'],
    [100, '1.00'],
    [15000, '150.00'],
    [123456789, '1234567.89'],
  ])('shows %i fen as %s yuan, and sends it back unchanged', (fen, yuan) => {
    const { actor, effects, context } = start({ publishType: 0, levelId: 2, from: { ...ownOffer, price: fen } });
    expect(context().fields.price).toBe(yuan);
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledWith(expect.objectContaining({ price: fen }));
  });

  it("sends the offer's id with the edited request", () => {
    const { actor, effects, fill } = start({ publishType: 1, levelId: 3, editId: ownOfferId, from: ownOffer });
    fill('price', '13');
    actor.send({ type: 'tradeWay.toggled', tradeWay: 'online' });
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledWith({
      id: ownOfferId,
      publishType: 1,
      productId: 4,
      price: 1300,
      quantity: 3,
      tradeWays: ['offline', 'online'],
      deliveryMethods: ['pickup', 'express'],
      remark: '全品',
      grade: '全品',
      flaws: '',
      photos: [photoKeys[0]],
    });
    actor.send({ type: 'publish.succeeded', id: ownOfferId });
    expect(effects.published).toHaveBeenCalledWith({ id: ownOfferId });
  });

  it('publishes an old offer again as a new one, without an id', () => {
    const { actor, effects, context } = start({ publishType: 1, levelId: 3, from: ownOffer });
    expect(context().editId).toBeNull();
    actor.send({ type: 'publishOffer.submit' });
    expect(effects.publish).toHaveBeenCalledOnce();
    expect(effects.publish.mock.calls[0]![0]).toStrictEqual({
      publishType: 1,
      productId: 4,
      price: 1250,
      quantity: 3,
      tradeWays: ['offline'],
      deliveryMethods: ['pickup', 'express'],
      remark: '全品',
      grade: '全品',
      flaws: '',
      photos: [photoKeys[0]],
    });
  });

  it('leaves the offer it started from untouched when the ways are toggled', () => {
    const from = structuredClone(ownOffer);
    const { actor } = start({ publishType: 1, levelId: 3, editId: ownOfferId, from });
    actor.send({ type: 'tradeWay.toggled', tradeWay: 'offline' });
    actor.send({ type: 'delivery.toggled', deliveryMethod: 'pickup' });
    expect(from).toEqual(ownOffer);
  });

  it('still refuses a level 2 member a sell offer, and sends level 1 to authentication', () => {
    expect(start({ publishType: 1, levelId: 2, editId: ownOfferId, from: ownOffer }).state()).toBe('needsVip');
    expect(start({ publishType: 0, levelId: 1, editId: ownOfferId, from: ownOffer }).state()).toBe('needsAuthentication');
  });
});

describe('the publish form coverage proof', () => {
  const run = (model: ModelOptions<typeof publishOfferMachine>) => ({ input: model.input, paths: transitionPaths(publishOfferMachine, model) });

  it('notices that needsVip goes unreached without the level 2 seller', () => {
    const withoutSeller = uncovered(publishOfferMachine, publishModels.filter((m) => m !== levelTwoSellModel).map(run));
    expect(withoutSeller).toEqual({
      states: ['publishOffer.needsVip'],
      transitions: ['publishOffer.checking --always [mayNotSell]--> publishOffer.needsVip', 'publishOffer.needsVip --publishOffer.goVip--> (stays)'],
    });
  });

  it('takes the editing member through every state and transition of the form', () => {
    expect(uncovered(publishOfferMachine, [run(editingModel)])).toEqual({
      states: ['publishOffer.needsAuthentication', 'publishOffer.needsVip'],
      transitions: [
        'publishOffer.checking --always [mustAuthenticate]--> publishOffer.needsAuthentication',
        'publishOffer.checking --always [mayNotSell]--> publishOffer.needsVip',
        'publishOffer.needsAuthentication --publishOffer.goAuth--> (stays)',
        'publishOffer.needsVip --publishOffer.goVip--> (stays)',
      ],
    });
  });
});

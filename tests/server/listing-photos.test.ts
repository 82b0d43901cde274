import { count, eq } from 'drizzle-orm';
import { messages } from '../../src/api/contracts/messages';
import type { UploadReply } from '../../src/api/contracts/profile';
import type { Listing, Page } from '../../src/api/contracts/trade';
import type { OrderContext } from '../../src/machines/order.machine';
import { listings, orders } from '../../server/src/db/schema';
import { get, post } from './helpers';
import {
  act,
  closeChecked,
  newOrder,
  orderOf,
  payPassword,
  productId,
  step,
  stranger,
  trader,
  tradingApp,
  type Trader,
} from './trade-helpers';
import { picture, upload } from './upload-helpers';
import type { TestApp } from './helpers';

/**
 * Offers carry their condition grade (品相), the flaws noted and up to nine photos; a refund carries evidence photos
 * (issue 15). Photos are keys of the member's own uploads of the right kind: anything else is refused with nothing
 * written.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
let other: Trader;
let t58: number;
beforeAll(async () => {
  ({ t, s, b } = await tradingApp());
  other = await trader(t, stranger);
  t58 = await productId(t);
});
afterAll(() => closeChecked(t));

const uploadOf = async (who: Trader, kind: 'productImage' | 'complaintImage' | 'identityImage' | 'userImage') =>
  (await upload<UploadReply>(t, `/api/upload/${kind}`, { bytes: await picture('jpeg', 64, 48) }, who.token)).data.key;
const photosOf = async (who: Trader, n: number) => {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) keys.push(await uploadOf(who, 'productImage'));
  return keys;
};
const offer = (extra: Record<string, unknown>) => ({
  publishType: 1,
  productId: t58,
  price: 15_000,
  quantity: 2,
  tradeWays: ['online'],
  deliveryMethods: ['express'],
  ...extra,
});
const publishCall = (who: Trader | undefined, body: Record<string, unknown>) => post<{ id: number }>(t, '/api/user/trade/edit', body, { token: who?.token });
const listingCount = async () => (await t.db.select({ n: count() }).from(listings))[0]!.n;
const rowOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('an offer’s grade, flaws and photos', () => {
  it('are stored as published and carried by every listing reply: detail, market row, my listings, the edit form', async () => {
    const photos = await photosOf(s, 3);
    const reply = await publishCall(s, offer({ grade: '上品', flaws: '  右下角短齿一枚，背胶轻微氧化 ', photos }));
    expect([reply.code, reply.msg]).toEqual([200, messages.published]);
    const { id } = reply.data;
    const expected = { id, grade: '上品', flaws: '右下角短齿一枚，背胶轻微氧化', photos };
    expect(await rowOf(id)).toMatchObject({ grade: '上品', flaws: '右下角短齿一枚，背胶轻微氧化', photos });

    expect((await get<Listing>(t, `/api/user/order/trade/info/${id}`)).data).toMatchObject(expected);
    expect((await get<Listing>(t, `/api/user/trade/edit/detail/${id}`, { token: s.token })).data).toMatchObject(expected);
    const market = await post<Page<Listing>>(t, '/api/trade/whole/list', { productId: t58 });
    expect(market.data.list.find((l) => l.id === id)).toMatchObject(expected);
    const mine = await post<Page<Listing>>(t, '/api/user/trade/list/all', {}, { token: s.token });
    expect(mine.data.list.find((l) => l.id === id)).toMatchObject(expected);
  });

  it('default to 全品, no flaws and no photos', async () => {
    const { data } = await publishCall(s, offer({}));
    expect((await get<Listing>(t, `/api/user/order/trade/info/${data.id}`)).data).toMatchObject({ grade: '全品', flaws: '', photos: [] });
  });

  it('are refused when not the publisher’s own product photos, whatever else is right, with nothing written', async () => {
    const mine = await photosOf(s, 1);
    const cases: Array<[string, string[]]> = [
      ['another member’s product photo', [await uploadOf(other, 'productImage')]],
      ['the publisher’s own identity papers', [await uploadOf(s, 'identityImage')]],
      ['the publisher’s avatar', [await uploadOf(s, 'userImage')]],
      ['the publisher’s complaint evidence', [await uploadOf(s, 'complaintImage')]],
      ['a key never uploaded', [...mine, 'AAAAAAAAAAAAAAAAAAAAAAAA.webp']],
    ];
    const before = await listingCount();
    for (const [name, photos] of cases) {
      const reply = await publishCall(s, offer({ photos }));
      expect([reply.status, reply.msg], name).toEqual([404, messages.notYourUpload]);
    }
    expect(await listingCount()).toBe(before);
  });

  it.each([
    ['ten photos', async () => photosOf(s, 10), messages.tooManyPhotos],
    ['one photo twice', async () => (await photosOf(s, 1)).flatMap((key) => [key, key]), messages.tooManyPhotos],
    ['a key not of our form', async () => ['../../etc/passwd'], messages.chooseImage],
    ['not a list', async () => 'photo.webp', messages.chooseImage],
  ])('refuse %s with the Chinese message', async (_, photos, message) => {
    const before = await listingCount();
    const reply = await publishCall(s, offer({ photos: await photos() }));
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect(await listingCount()).toBe(before);
  });

  it.each([
    ['a grade outside the list', { grade: '九品' }, messages.chooseGrade],
    ['a grade that is no text', { grade: 1 }, messages.chooseGrade],
    ['flaws over 100 characters', { flaws: '折'.repeat(101) }, messages.flawsTooLong],
    ['flaws that are no text', { flaws: ['折痕'] }, messages.flawsTooLong],
  ])('refuse %s with its Chinese message', async (_, extra, message) => {
    const before = await listingCount();
    const reply = await publishCall(s, offer(extra));
    expect([reply.status, reply.msg]).toEqual([400, message]);
    expect(await listingCount()).toBe(before);
  });

  it('take 100 characters of flaws and nine photos', async () => {
    const photos = await photosOf(s, 9);
    const reply = await publishCall(s, offer({ grade: '中品', flaws: '折'.repeat(100), photos }));
    expect(reply.code).toBe(200);
    expect(await rowOf(reply.data.id)).toMatchObject({ grade: '中品', flaws: '折'.repeat(100), photos });
  });

  it('are not published by a visitor', async () => {
    const before = await listingCount();
    expect((await publishCall(undefined, offer({ photos: await photosOf(s, 1) }))).status).toBe(401);
    expect(await listingCount()).toBe(before);
  });
});

describe('editing an offer’s photos', () => {
  it('keeps them when sent back, changes grade, flaws and photos when changed, and refuses another member’s photo unchanged', async () => {
    const [first, second, third] = await photosOf(s, 3);
    const { data } = await publishCall(s, offer({ grade: '全品', photos: [first, second] }));
    const edit = (extra: Record<string, unknown>) => publishCall(s, offer({ id: data.id, ...extra }));

    expect((await edit({ grade: '全品', photos: [first, second], price: 16_000 })).code).toBe(200);
    expect(await rowOf(data.id)).toMatchObject({ price: 16_000, photos: [first, second] });

    expect((await edit({ grade: '中品', flaws: '有折痕', photos: [third, first] })).code).toBe(200);
    expect(await rowOf(data.id)).toMatchObject({ grade: '中品', flaws: '有折痕', photos: [third, first] });

    const refused = await edit({ grade: '上品', photos: [third, await uploadOf(other, 'productImage')] });
    expect([refused.status, refused.msg]).toEqual([404, messages.notYourUpload]);
    expect(await rowOf(data.id)).toMatchObject({ grade: '中品', flaws: '有折痕', photos: [third, first] });

    // Another member cannot edit the offer, even with photos of their own.
    const stranger = await publishCall(other, offer({ id: data.id, photos: await photosOf(other, 1) }));
    expect([stranger.status, stranger.msg]).toEqual([404, messages.listingNotYours]);
    expect(await rowOf(data.id)).toMatchObject({ photos: [third, first] });

    expect((await edit({ photos: [] })).code).toBe(200);
    expect(await rowOf(data.id)).toMatchObject({ grade: '全品', flaws: '', photos: [] });
  });
});

describe('a refund’s evidence photos', () => {
  /** An order paid and shipped: the buyer may ask for a refund. */
  async function shippedOrder(): Promise<number> {
    const orderId = await newOrder(t, s, b, 20_000);
    await step(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await step(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    return orderId;
  }
  const refund = { reason: '品相与描述不符', amount: 5_000, withReturn: true };
  const stateOf = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('are kept with the refund and shown to the buyer and the seller', async () => {
    const orderId = await shippedOrder();
    const photos = [await uploadOf(b, 'complaintImage'), await uploadOf(b, 'complaintImage')];
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, ...refund, photos });
    for (const who of [b, s]) {
      const { context } = await orderOf(t, who, orderId);
      expect((context as unknown as OrderContext).refund).toEqual({ ...refund, photos });
    }
  });

  it('are none when the buyer sends none', async () => {
    const orderId = await shippedOrder();
    await step(t, b, '/api/trade/refunds/buyer/apply', { orderId, ...refund });
    expect(((await orderOf(t, b, orderId)).context as unknown as OrderContext).refund).toEqual({ ...refund, photos: [] });
  });

  it('are refused when not the buyer’s own complaint uploads, or too many, and the order does not move', async () => {
    const orderId = await shippedOrder();
    const before = await stateOf(orderId);
    const cases: Array<[string, unknown, number, string]> = [
      ['the seller’s evidence', [await uploadOf(s, 'complaintImage')], 404, messages.notYourUpload],
      ['an offer photo', [await uploadOf(b, 'productImage')], 404, messages.notYourUpload],
      ['identity papers', [await uploadOf(b, 'identityImage')], 404, messages.notYourUpload],
      ['ten photos', Array.from({ length: 10 }, (_, i) => `evidencePhotoKey0000000${i}.webp`), 400, messages.tooManyPhotos],
      ['a bad key', ['x.exe'], 400, messages.chooseImage],
    ];
    for (const [name, photos, status, msg] of cases) {
      const reply = await act(t, b, '/api/trade/refunds/buyer/apply', { orderId, ...refund, photos });
      expect([reply.status, reply.msg], name).toEqual([status, msg]);
    }
    const after = await stateOf(orderId);
    expect([after.stateValue, after.context, after.version]).toEqual([before.stateValue, before.context, before.version]);
  });

  it('do not let the seller or a stranger apply for a refund', async () => {
    const orderId = await shippedOrder();
    const before = await stateOf(orderId);
    for (const who of [s, other]) {
      const reply = await act(t, who, '/api/trade/refunds/buyer/apply', { orderId, ...refund, photos: [await uploadOf(who, 'complaintImage')] });
      expect(reply.code, who.name).not.toBe(200);
    }
    expect((await stateOf(orderId)).version).toBe(before.version);
  });
});

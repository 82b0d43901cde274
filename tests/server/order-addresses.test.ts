import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { receivingAddresses } from '../../server/src/db/schema';
import type { AddressSnapshot } from '../../src/api/contracts/trade';
import { get, type TestApp } from './helpers';
import { act, closeChecked, newOrder, orderOf, payPassword, stranger, trader, type Trader, tradingApp } from './trade-helpers';

/**
 * An order keeps the buyer's default address from the moment it is confirmed (the seller ships there) and the seller's
 * default address from the moment a return is agreed (the buyer sends the item there): copies, so a later edit of an
 * address book never moves a parcel already on its way. Only the order's two parties see them.
 */
let t: TestApp;
let s: Trader;
let b: Trader;
beforeEach(async () => ({ t, s, b } = await tradingApp()));
afterEach(() => closeChecked(t));

const home: AddressSnapshot = { trueName: '周建国', phone: '13800000005', province: '江苏省', city: '南京市', county: '玄武区', address: '中山路18号2单元301室' };
const shop: AddressSnapshot = { trueName: '陈金陵', phone: '13800000003', province: '上海市', city: '上海市', county: '黄浦区', address: '福州路424号' };

/** Written straight into the address book: the address calls have their own tests (addresses.test.ts). */
async function setDefault(userId: number, a: AddressSnapshot) {
  await t.db.delete(receivingAddresses).where(eq(receivingAddresses.userId, userId));
  const now = t.clock.now();
  await t.db.insert(receivingAddresses).values({ userId, ...a, provinceId: 1, cityId: 2, countyId: 3, isDefault: true, createdAt: now, updatedAt: now });
}

describe('the addresses an order keeps', () => {
  it('the buyer’s default address at confirmation, shown to both parties, unchanged by a later edit', async () => {
    await setDefault(b.id, home);
    const orderId = await newOrder(t, s, b, 5_000);
    await setDefault(b.id, { ...home, address: '新街口1号' });
    expect((await orderOf(t, s, orderId)).buyerAddress).toEqual(home);
    expect((await orderOf(t, b, orderId)).buyerAddress).toEqual(home);
    expect((await orderOf(t, s, orderId)).returnAddress).toBeNull();
    const outsider = await trader(t, stranger);
    expect((await get(t, `/api/user/order/info?orderId=${orderId}`, { token: outsider.token })).status).toBe(404);
  });

  it('none when the buyer had no default address', async () => {
    await t.db.delete(receivingAddresses).where(eq(receivingAddresses.userId, b.id));
    const orderId = await newOrder(t, s, b, 5_000);
    expect((await orderOf(t, s, orderId)).buyerAddress).toBeNull();
  });

  it('the seller’s default address once a return is agreed, not before', async () => {
    await setDefault(s.id, shop);
    const orderId = await newOrder(t, s, b, 40_000);
    await act(t, b, '/api/trade/online/buyer/pay', { orderId, payPassword });
    await act(t, s, '/api/trade/online/seller/ship', { orderId, expressCompany: '顺丰速运', trackingNo: 'SF123456789' });
    await act(t, b, '/api/trade/refunds/buyer/apply', { orderId, reason: '品相不符', amount: 30_000, withReturn: true });
    expect((await orderOf(t, b, orderId)).returnAddress).toBeNull();
    expect((await act(t, s, '/api/trade/refunds/seller/confirm', { orderId })).data.stateName).toBe('待退货');
    await setDefault(s.id, { ...shop, address: '南京东路1号' });
    expect((await orderOf(t, b, orderId)).returnAddress).toEqual(shop);
    await act(t, b, '/api/trade/refunds/buyer/ship', { orderId, expressCompany: '中国邮政', trackingNo: 'EMS12345678' });
    expect((await orderOf(t, s, orderId)).returnAddress).toEqual(shop);
  });
});

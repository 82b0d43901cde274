import { and, count, desc, eq, ne } from 'drizzle-orm';
import { maxAddresses, type Address, type AddressInput } from '../../../src/api/contracts/addresses';
import type { Db } from '../db/database';
import { receivingAddresses, users } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { areaTree } from './areas';
import type { Clock } from './clock';

/**
 * 收货地址 (spec sections 3, 5 and 7): a member's own address book. While a member has any address exactly one is the
 * default: the first becomes it, setting another moves it, deleting it promotes the newest remaining one. Every change
 * runs in one transaction holding the member's row, so parallel calls of one member queue (the limit of 20 and the
 * one default hold under a burst; the unique index receiving_addresses_one_default is the last word).
 */

type AddressRow = typeof receivingAddresses.$inferSelect;
/** What is stored of a form: its fields with the region's ids and names (addressColumns). */
export type AddressColumns = ReturnType<typeof addressColumns>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    trueName: row.trueName,
    phone: row.phone,
    province: row.province,
    city: row.city,
    county: row.county,
    address: row.address,
    defaultAddress: row.isDefault,
    addressArr: [String(row.provinceId), String(row.cityId), String(row.countyId)],
  };
}

/** The names of [province, city, county] when they are one chain of the area tree (a county under its city...). */
export function areaChain([provinceId, cityId, countyId]: readonly string[]): { province: string; city: string; county: string } | null {
  const province = areaTree(3).find((p) => p.id === provinceId);
  const city = province?.child?.find((c) => c.id === cityId);
  const county = city?.child?.find((c) => c.id === countyId);
  return province && city && county ? { province: province.areaName, city: city.areaName, county: county.areaName } : null;
}

/** The stored columns of a form's fields; refused with regionInvalid when the region is not one chain of the tree. */
export function addressColumns(fields: Pick<AddressInput, 'trueName' | 'phone' | 'addressArr' | 'address'>) {
  const names = areaChain(fields.addressArr);
  if (!names) throw badRequest('regionInvalid');
  const [provinceId, cityId, countyId] = fields.addressArr.map(Number) as [number, number, number];
  return { trueName: fields.trueName, phone: fields.phone, address: fields.address, provinceId, cityId, countyId, ...names };
}

/** Newest default first, then newest first. */
export async function listAddresses(db: Db, userId: number, onlyDefault = false): Promise<Address[]> {
  const mine = eq(receivingAddresses.userId, userId);
  const rows = await db
    .select()
    .from(receivingAddresses)
    .where(onlyDefault ? and(mine, eq(receivingAddresses.isDefault, true)) : mine)
    .orderBy(desc(receivingAddresses.isDefault), desc(receivingAddresses.id));
  return rows.map(toAddress);
}

/** Queues this member's address changes behind each other (FOR NO KEY UPDATE: foreign keys to the row still pass). */
async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function countOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(receivingAddresses).where(eq(receivingAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Refuses before an SMS code is spent on an address that could not be kept; addAddress checks again, holding the lock. */
export async function assertRoomForAnother(db: Db, userId: number): Promise<void> {
  if ((await countOf(db, userId)) >= maxAddresses) throw badRequest('addressLimit');
}

/** The member's own address, or notFound: someone else's id is answered exactly as one that does not exist. */
export async function ownAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(receivingAddresses)
    .where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.userId, userId)))
    .limit(1);
  if (!row) throw notFound('addressNotFound');
  return row;
}

async function clearDefault(tx: Db, userId: number, now: Date, except: number): Promise<void> {
  await tx
    .update(receivingAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(receivingAddresses.userId, userId), eq(receivingAddresses.isDefault, true), ne(receivingAddresses.id, except)));
}

async function makeDefault(tx: Db, userId: number, id: number, now: Date): Promise<AddressRow> {
  await clearDefault(tx, userId, now, id);
  const [row] = await tx.update(receivingAddresses).set({ isDefault: true, updatedAt: now }).where(eq(receivingAddresses.id, id)).returning();
  return row!;
}

/** A new address; `asDefault` makes it the default (the first one is the default anyway). */
export async function addAddress(db: Db, clock: Clock, userId: number, columns: AddressColumns, asDefault: boolean): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const held = await countOf(tx, userId);
    if (held >= maxAddresses) throw badRequest('addressLimit');
    const now = clock();
    const [row] = await tx
      .insert(receivingAddresses)
      .values({ userId, ...columns, isDefault: false, createdAt: now, updatedAt: now })
      .returning();
    // The first address is the default whatever the form said.
    return toAddress(held === 0 || asDefault ? await makeDefault(tx, userId, row!.id, now) : row!);
  });
}

/**
 * Changes an address. Ticking 设为默认地址 makes it the default; unticking it on the default changes nothing about the
 * default (another address becomes the default only when the member chooses it), so a member never has none.
 */
export async function editAddress(db: Db, clock: Clock, userId: number, id: number, columns: AddressColumns, asDefault: boolean): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await ownAddress(tx, userId, id);
    const now = clock();
    const [row] = await tx.update(receivingAddresses).set({ ...columns, updatedAt: now }).where(eq(receivingAddresses.id, id)).returning();
    return toAddress(asDefault ? await makeDefault(tx, userId, id, now) : row!);
  });
}

export async function setDefaultAddress(db: Db, clock: Clock, userId: number, id: number): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await ownAddress(tx, userId, id);
    return toAddress(await makeDefault(tx, userId, id, clock()));
  });
}

/** Deleting the default promotes the newest remaining address, in the same transaction. */
export async function deleteAddress(db: Db, clock: Clock, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await ownAddress(tx, userId, id);
    await tx.delete(receivingAddresses).where(eq(receivingAddresses.id, id));
    if (!row.isDefault) return;
    const [newest] = await tx
      .select({ id: receivingAddresses.id })
      .from(receivingAddresses)
      .where(eq(receivingAddresses.userId, userId))
      .orderBy(desc(receivingAddresses.id))
      .limit(1);
    if (newest) await makeDefault(tx, userId, newest.id, clock());
  });
}

import { and, eq, ne } from 'drizzle-orm';
import { ApiCode } from '../../../src/api/contracts/envelope';
import { normalizePhone, phoneError } from '../../../src/api/contracts/validation';
import type { ProfileDetails } from '../../../src/api/contracts/profile';
import { uploadUrl } from '../../../src/api/contracts/profile';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/pg-error';
import { users } from '../db/schema';
import { ApiError, badRequest } from '../http/api-error';
import { minutes, type Clock } from './clock';
import { findMemberByPhone } from './members';
import { readSignedPayload, signPayload } from './secrets';
import type { Member } from './sessions';
import { consumeSmsCode } from './sms-codes';
import { ownUpload } from './uploads';

/*
 * The member's own profile (spec section 7, "Profile, addresses and cards"). Every function changes the logged-in
 * member's row only; a write to users drops the session read cache by itself (docs/adr/0020).
 */

const taken = (key: 'userNameTaken' | 'phoneTaken') => new ApiError(ApiCode.conflict, key);

export function profileDetails(m: Member): ProfileDetails {
  return { activeCity: m.activeCity, alipayAccount: m.alipayAccount, creditScore: m.creditScore };
}

/** A new user name, unless another member has it (the unique index decides a race). */
export async function modifyUserName(db: Db, member: Member, userName: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, userName), ne(users.id, member.id)))
    .limit(1);
  if (other) throw taken('userNameTaken');
  try {
    await db.update(users).set({ userName }).where(eq(users.id, member.id));
  } catch (error) {
    if (isUniqueViolation(error, 'users_user_name_key')) throw taken('userNameTaken');
    throw error;
  }
}

export async function modifyActiveCity(db: Db, member: Member, activeCity: string): Promise<void> {
  await db.update(users).set({ activeCity }).where(eq(users.id, member.id));
}

/** The Alipay account cash-outs are paid to; a phone is kept in its 11-digit form. */
export async function addAlipayAccount(db: Db, member: Member, account: string): Promise<void> {
  const alipayAccount = phoneError(account) === null ? normalizePhone(account) : account;
  await db.update(users).set({ alipayAccount }).where(eq(users.id, member.id));
}

/** The avatar: one of the member's own avatar uploads (kind 'user'); anyone else's key is not found. */
export async function modifyPicture(db: Db, member: Member, key: string): Promise<{ url: string }> {
  await ownUpload(db, member, key, 'user');
  await db.update(users).set({ headImg: key }).where(eq(users.id, member.id));
  return { url: uploadUrl(key) };
}

/*
 * Changing the bound phone takes two codes: one to the current phone (checkModifyPhone), then one to the new phone
 * (modifyPhone). The first step answers a ticket signed with the server secret, naming the member and the phone that
 * was proven, for 10 minutes. It is good for one change: once the phone has changed it no longer names the member's
 * phone, and the change itself is conditional on the phone still being the proven one.
 */
const ticketPurpose = 'modifyPhone';
const ticketLifetimeMs = minutes(10);

interface PhoneContext {
  db: Db;
  clock: Clock;
  secret: string;
}

export async function checkModifyPhone({ db, clock, secret }: PhoneContext, member: Member, code: string): Promise<string> {
  await consumeSmsCode(db, clock, member.phone, 'oldPhone', code);
  return signPayload(secret, { p: ticketPurpose, uid: member.id, phone: member.phone, exp: clock().getTime() + ticketLifetimeMs });
}

export async function modifyPhone(
  { db, clock, secret }: PhoneContext,
  member: Member,
  request: { ticket: string; phone: string; code: string },
): Promise<void> {
  const ticket = readSignedPayload(secret, request.ticket);
  const forMember = ticket?.p === ticketPurpose && ticket.uid === member.id && ticket.phone === member.phone;
  if (!forMember || typeof ticket.exp !== 'number' || ticket.exp <= clock().getTime()) throw badRequest('phoneTicketInvalid');
  if (await findMemberByPhone(db, request.phone)) throw taken('phoneTaken');
  await consumeSmsCode(db, clock, request.phone, 'newPhone', request.code);
  let changed;
  try {
    changed = await db
      .update(users)
      .set({ phone: request.phone, phoneVerified: true })
      .where(and(eq(users.id, member.id), eq(users.phone, member.phone)))
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw taken('phoneTaken');
    throw error;
  }
  if (changed.length === 0) throw badRequest('phoneTicketInvalid');
}

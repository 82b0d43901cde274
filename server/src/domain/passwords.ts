import argon2 from 'argon2';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keepNewest } from './keep-newest';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow for an attacker, ~27 ms of a core for us. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

async function argon2Verify(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Passwords this process verified in the last few minutes, so a member who pays, then confirms receipt, waits for
 * argon2 once and not at every step (docs/adr/0020). Kept under the stored hash (its own salt inside; a new password
 * is a new hash, so a changed password is never matched): an HMAC of the password under a key that lives only in
 * this process's memory, never the password. Only a right password is kept, so every wrong guess still pays argon2's
 * full price and counts against the attempt limits as before.
 */
const rememberFor = 5 * 60_000;
const rememberAtMost = 10_000;
const macKey = randomBytes(32);
const remembered = new Map<string, { mac: Buffer; at: number }>();
const macOf = (password: string) => createHmac('sha256', macKey).update(password).digest();

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const now = Date.now();
  const kept = remembered.get(hash);
  if (kept && now - kept.at < rememberFor && timingSafeEqual(kept.mac, macOf(password))) return true;
  const right = await argon2Verify(hash, password);
  if (right) {
    keepNewest(remembered, hash, { mac: macOf(password), at: now }, rememberAtMost);
  }
  return right;
}

/** Verified against when the account does not exist, so a wrong account and a wrong password take the same time. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await argon2Verify(await dummyHash, password);
  return false;
}

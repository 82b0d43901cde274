import argon2 from 'argon2';
import { afterEach, vi } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../server/src/domain/passwords';

afterEach(() => vi.restoreAllMocks());

describe('password checks', () => {
  it('runs argon2 once for a right password checked again, and every time for a wrong one', async () => {
    const hash = await hashPassword('246810');
    const argon = vi.spyOn(argon2, 'verify');
    expect(await verifyPassword(hash, '246810')).toBe(true);
    expect(await verifyPassword(hash, '246810')).toBe(true);
    expect(argon).toHaveBeenCalledTimes(1);
    expect(await verifyPassword(hash, '135790')).toBe(false);
    expect(await verifyPassword(hash, '135790')).toBe(false);
    expect(argon).toHaveBeenCalledTimes(3);
  });

  it('never matches a remembered password against a new hash (a changed password, another member)', async () => {
    const old = await hashPassword('246810');
    expect(await verifyPassword(old, '246810')).toBe(true);
    const renewed = await hashPassword('864200');
    expect(await verifyPassword(renewed, '246810')).toBe(false);
    expect(await verifyPassword(renewed, '864200')).toBe(true);
  });

  it('checks the stand-in hash of a missing account with argon2 every time, whatever was tried before', async () => {
    const argon = vi.spyOn(argon2, 'verify');
    expect(await burnPasswordCheck('not-a-real-password-0')).toBe(false);
    expect(await burnPasswordCheck('not-a-real-password-0')).toBe(false);
    expect(argon).toHaveBeenCalledTimes(2);
  });
});

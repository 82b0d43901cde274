import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressInfosQuery, addressParams, addressRequest, type Address } from '../../../src/api/contracts/addresses';
import type { AppContext } from '../context';
import { addAddress, addressColumns, assertRoomForAnother, deleteAddress, editAddress, listAddresses, ownAddress, setDefaultAddress } from '../domain/addresses';
import { consumeSmsCode } from '../domain/sms-codes';
import type { Member } from '../domain/sessions';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/**
 * 收货地址 (spec section 7, "Profile, addresses and cards"): the logged-in member's own address book only; someone
 * else's id is answered as one that does not exist. Saving an address spends an SMS code sent to the member's own
 * bound phone (purpose 'address'), so a stolen session alone cannot redirect deliveries.
 */
export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const idOf = (request: FastifyRequest) => parse(addressParams, request.params).id;
  /** Spent last, once everything else about the body is known to be savable, so a refused body costs no code. */
  const spendCode = (member: Member, code: string) => consumeSmsCode(db, clock, member.phone, 'address', code);

  app.get('/api/receiving/infos', async (request) => {
    const member = await requireMember(ctx, request);
    const { state } = parse(addressInfosQuery, request.query);
    return ok<Address[]>(await listAddresses(db, member.id, state === 1));
  });

  app.get('/api/receiving/all', async (request) => {
    const member = await requireMember(ctx, request);
    return ok<Address[]>(await listAddresses(db, member.id));
  });

  app.post('/api/receiving/add', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(addressRequest, request.body);
    const columns = addressColumns(body);
    await assertRoomForAnother(db, member.id);
    await spendCode(member, body.code);
    return ok(await addAddress(db, clock, member.id, columns, body.defaultAddress), 'addressSaved');
  });

  app.post('/api/receiving/edit/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const id = idOf(request);
    const body = parse(addressRequest, request.body);
    const columns = addressColumns(body);
    await ownAddress(db, member.id, id);
    await spendCode(member, body.code);
    return ok(await editAddress(db, clock, member.id, id, columns, body.defaultAddress), 'addressSaved');
  });

  app.post('/api/receiving/del/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await deleteAddress(db, clock, member.id, idOf(request));
    return ok(null, 'addressDeleted');
  });

  app.post('/api/receiving/setDef/:id', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await setDefaultAddress(db, clock, member.id, idOf(request)), 'defaultAddressSet');
  });
}

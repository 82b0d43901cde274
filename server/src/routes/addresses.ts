import { z } from 'zod';
import { addressInfosQuery, addressParams, addressRequest, addressSchema } from '../../../src/api/contracts/addresses';
import type { AppContext } from '../context';
import { addAddress, addressColumns, assertRoomForAnother, deleteAddress, editAddress, listAddresses, ownAddress, setDefaultAddress } from '../domain/addresses';
import { consumeSmsCode } from '../domain/sms-codes';
import type { Member } from '../domain/sessions';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 收货地址 (spec section 7, "Profile, addresses and cards"): the logged-in member's own address book only; someone
 * else's id is answered as one that does not exist. Saving an address spends an SMS code sent to the member's own
 * bound phone (purpose 'address'), so a stolen session alone cannot redirect deliveries.
 */
export function addressRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  /** Spent last, once everything else about the body is known to be savable, so a refused body costs no code. */
  const spendCode = (member: Member, code: string) => consumeSmsCode(db, clock, member.phone, 'address', code);

  gated(app, ctx, 'member', (member) => {
    const addresses = answer(z.array(addressSchema));
    const address = answer(addressSchema);

    member.get('/api/receiving/infos', { schema: { querystring: addressInfosQuery, response: addresses } }, async (request) =>
      ok(await listAddresses(db, memberOf(request).id, request.query.state === 1)),
    );

    member.get('/api/receiving/all', { schema: { response: addresses } }, async (request) => ok(await listAddresses(db, memberOf(request).id)));

    member.post('/api/receiving/add', { schema: { body: addressRequest, response: address } }, async (request) => {
      const caller = memberOf(request);
      const columns = addressColumns(request.body);
      await assertRoomForAnother(db, caller.id);
      await spendCode(caller, request.body.code);
      return ok(await addAddress(db, clock, caller.id, columns, request.body.defaultAddress), 'addressSaved');
    });

    member.post('/api/receiving/edit/:id', { schema: { params: addressParams, body: addressRequest, response: address } }, async (request) => {
      const caller = memberOf(request);
      const { id } = request.params;
      const columns = addressColumns(request.body);
      await ownAddress(db, caller.id, id);
      await spendCode(caller, request.body.code);
      return ok(await editAddress(db, clock, caller.id, id, columns, request.body.defaultAddress), 'addressSaved');
    });

    member.post('/api/receiving/del/:id', { schema: { params: addressParams, response: answer(z.null()) } }, async (request) => {
      await deleteAddress(db, clock, memberOf(request).id, request.params.id);
      return ok(null, 'addressDeleted');
    });

    member.post('/api/receiving/setDef/:id', { schema: { params: addressParams, response: address } }, async (request) =>
      ok(await setDefaultAddress(db, clock, memberOf(request).id, request.params.id), 'defaultAddressSet'),
    );
  });
}

import { z } from 'zod';
import {
  addAlipayAccountRequest,
  checkModifyPhoneReplySchema,
  checkModifyPhoneRequest,
  modifyActiveCityRequest,
  modifyPhoneRequest,
  modifyPictureReplySchema,
  modifyPictureRequest,
  modifyUserNameRequest,
  profileDetailsSchema,
} from '../../../src/api/contracts/profile';
import type { AppContext } from '../context';
import {
  addAlipayAccount,
  checkModifyPhone,
  modifyActiveCity,
  modifyPhone,
  modifyPicture,
  modifyUserName,
  profileDetails,
} from '../domain/profile';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import { uploadRoutes } from './uploads';

/**
 * The member's own profile (spec section 7, "Profile, addresses and cards"): each call changes the logged-in member
 * only. The uploads it uses (the avatar) and the authentication forms' identity pictures come with it.
 */
export function profileRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;
  uploadRoutes(app, ctx);

  gated(app, ctx, 'member', (member) => {
    const saved = answer(z.null());

    // Ours (docs/adr/0022): the profile fields the spec's user info does not carry.
    member.get('/api/userinfo/profile', { schema: { response: answer(profileDetailsSchema) } }, async (request) =>
      ok(profileDetails(memberOf(request))),
    );

    member.post('/api/userinfo/modifyUserName', { schema: { body: modifyUserNameRequest, response: saved } }, async (request) => {
      await modifyUserName(db, memberOf(request), request.body.userName);
      return ok(null, 'profileSaved');
    });

    member.post('/api/userinfo/modifyActiveCity', { schema: { body: modifyActiveCityRequest, response: saved } }, async (request) => {
      await modifyActiveCity(db, memberOf(request), request.body.activeCity);
      return ok(null, 'profileSaved');
    });

    member.post('/api/userinfo/addAlipayAccount', { schema: { body: addAlipayAccountRequest, response: saved } }, async (request) => {
      await addAlipayAccount(db, memberOf(request), request.body.alipayAccount);
      return ok(null, 'profileSaved');
    });

    member.post(
      '/api/userinfo/modifyPicture',
      { schema: { body: modifyPictureRequest, response: answer(modifyPictureReplySchema) } },
      async (request) => ok(await modifyPicture(db, memberOf(request), request.body.key), 'profileSaved'),
    );

    member.post(
      '/api/userinfo/checkModifyPhone',
      { schema: { body: checkModifyPhoneRequest, response: answer(checkModifyPhoneReplySchema) } },
      async (request) => ok({ ticket: await checkModifyPhone(ctx, memberOf(request), request.body.code) }, 'oldPhoneVerified'),
    );

    member.post('/api/userinfo/modifyPhone', { schema: { body: modifyPhoneRequest, response: saved } }, async (request) => {
      await modifyPhone(ctx, memberOf(request), request.body);
      return ok(null, 'phoneModified');
    });
  });
}

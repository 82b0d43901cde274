import type { FastifyInstance } from 'fastify';
import type { CheckModifyPhoneReply } from '../../../src/api/contracts/profile';
import {
  addAlipayAccountRequest,
  checkModifyPhoneRequest,
  modifyActiveCityRequest,
  modifyPhoneRequest,
  modifyPictureRequest,
  modifyUserNameRequest,
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
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';
import { uploadRoutes } from './uploads';

/**
 * The member's own profile (spec section 7, "Profile, addresses and cards"): each call changes the logged-in member
 * only. The uploads it uses (the avatar) and the authentication forms' identity pictures come with it.
 */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  uploadRoutes(app, ctx);

  // Ours (docs/adr/0022): the profile fields the spec's user info does not carry.
  app.get('/api/userinfo/profile', async (request) => ok(profileDetails(await requireMember(ctx, request))));

  app.post('/api/userinfo/modifyUserName', async (request) => {
    const member = await requireMember(ctx, request);
    await modifyUserName(db, member, parse(modifyUserNameRequest, request.body).userName);
    return ok(null, 'profileSaved');
  });

  app.post('/api/userinfo/modifyActiveCity', async (request) => {
    const member = await requireMember(ctx, request);
    await modifyActiveCity(db, member, parse(modifyActiveCityRequest, request.body).activeCity);
    return ok(null, 'profileSaved');
  });

  app.post('/api/userinfo/addAlipayAccount', async (request) => {
    const member = await requireMember(ctx, request);
    await addAlipayAccount(db, member, parse(addAlipayAccountRequest, request.body).alipayAccount);
    return ok(null, 'profileSaved');
  });

  app.post('/api/userinfo/modifyPicture', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await modifyPicture(db, member, parse(modifyPictureRequest, request.body).key), 'profileSaved');
  });

  app.post('/api/userinfo/checkModifyPhone', async (request) => {
    const member = await requireMember(ctx, request);
    const ticket = await checkModifyPhone(ctx, member, parse(checkModifyPhoneRequest, request.body).code);
    return ok<CheckModifyPhoneReply>({ ticket }, 'oldPhoneVerified');
  });

  app.post('/api/userinfo/modifyPhone', async (request) => {
    const member = await requireMember(ctx, request);
    await modifyPhone(ctx, member, parse(modifyPhoneRequest, request.body));
    return ok(null, 'phoneModified');
  });
}

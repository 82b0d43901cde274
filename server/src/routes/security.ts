import type { FastifyInstance } from 'fastify';
import {
  loginPasswordModifyRequest,
  memberSettingNames,
  payPasswordRecoverByIdRequest,
  payPasswordRecoverBySmsRequest,
  settingSwitchRequest,
} from '../../../src/api/contracts/security';
import type { AppContext } from '../context';
import { changeLoginPassword, memberSettings, recoverPayPasswordById, recoverPayPasswordBySms, switchSetting } from '../domain/security';
import { ok, parse } from '../http/envelope';
import { requireMember, tokenOf } from '../http/member';

/**
 * Account security and privacy (spec section 7, "Settings and relations"): the login password, 找回支付密码 and the
 * two privacy settings. Setting and changing the payment password are in trade-support.ts.
 */
export function securityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/user/pwd/modify', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(loginPasswordModifyRequest, request.body);
    // requireMember found the token, so it is there.
    await changeLoginPassword(ctx, member, tokenOf(request)!, body);
    return ok(null, 'loginPasswordChanged');
  });

  // 找回支付密码 (docs/adr/0034): another proof of who the member is sets a new payment password and lifts its lock.
  app.post('/api/user/pwd/payment/recover/sms', async (request) => {
    const member = await requireMember(ctx, request);
    await recoverPayPasswordBySms(ctx, member, parse(payPasswordRecoverBySmsRequest, request.body));
    return ok(null, 'payPasswordRecovered');
  });

  app.post('/api/user/pwd/payment/recover/idNumber', async (request) => {
    const member = await requireMember(ctx, request);
    await recoverPayPasswordById(ctx, member, parse(payPasswordRecoverByIdRequest, request.body));
    return ok(null, 'payPasswordRecovered');
  });

  app.get('/api/user/setting', async (request) => ok(memberSettings(await requireMember(ctx, request))));

  for (const name of memberSettingNames) {
    app.post(`/api/user/setting/${name}`, async (request) => {
      const member = await requireMember(ctx, request);
      const { open } = parse(settingSwitchRequest, request.body);
      return ok(await switchSetting(db, member, name, open), 'settingSaved');
    });
  }
}

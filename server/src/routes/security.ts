import { z } from 'zod';
import {
  loginPasswordModifyRequest,
  memberSettingNames,
  memberSettingsSchema,
  payPasswordRecoverByIdRequest,
  payPasswordRecoverBySmsRequest,
  settingSwitchRequest,
} from '../../../src/api/contracts/security';
import type { AppContext } from '../context';
import { changeLoginPassword, memberSettings, recoverPayPasswordById, recoverPayPasswordBySms, switchSetting } from '../domain/security';
import { ok } from '../http/envelope';
import { tokenOf } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * Account security and privacy (spec section 7, "Settings and relations"): the login password, 找回支付密码 and the
 * two privacy settings. Setting and changing the payment password are in trade-support.ts.
 */
export function securityRoutes(app: Api, ctx: AppContext): void {
  const { db } = ctx;

  gated(app, ctx, 'member', (member) => {
    member.post('/api/user/pwd/modify', { schema: { body: loginPasswordModifyRequest, response: answer(z.null()) } }, async (request) => {
      // The gate found the token, so it is there.
      await changeLoginPassword(ctx, memberOf(request), tokenOf(request)!, request.body);
      return ok(null, 'loginPasswordChanged');
    });

    // 找回支付密码 (docs/adr/0034): another proof of who the member is sets a new payment password and lifts its lock.
    member.post(
      '/api/user/pwd/payment/recover/sms',
      { schema: { body: payPasswordRecoverBySmsRequest, response: answer(z.null()) } },
      async (request) => {
        await recoverPayPasswordBySms(ctx, memberOf(request), request.body);
        return ok(null, 'payPasswordRecovered');
      },
    );

    member.post(
      '/api/user/pwd/payment/recover/idNumber',
      { schema: { body: payPasswordRecoverByIdRequest, response: answer(z.null()) } },
      async (request) => {
        await recoverPayPasswordById(ctx, memberOf(request), request.body);
        return ok(null, 'payPasswordRecovered');
      },
    );

    const settings = answer(memberSettingsSchema);
    member.get('/api/user/setting', { schema: { response: settings } }, async (request) => ok(memberSettings(memberOf(request))));

    for (const name of memberSettingNames) {
      member.post(`/api/user/setting/${name}`, { schema: { body: settingSwitchRequest, response: settings } }, async (request) =>
        ok(await switchSetting(db, memberOf(request), name, request.body.open), 'settingSaved'),
      );
    }
  });
}

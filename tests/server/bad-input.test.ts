import { traderEvaluationsParams, traderEvaluationsQuery } from '../../src/api/contracts/evaluations';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  addAgentRequest,
  agentLinkEventsQuery,
  agentLinkPageQuery,
  agentSearchQuery,
  applyAgentRequest,
} from '../../src/api/contracts/agents';
import {
  checkCodeRequest,
  checkOldUserRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
  thirdAuthRequest,
  thirdBindRequest,
  thirdPartyKindSchema,
  thirdRegisterRequest,
} from '../../src/api/contracts/auth';
import { addressInfosQuery, addressParams, addressRequest } from '../../src/api/contracts/addresses';
import {
  approveAuthenticationRequest,
  authenticationParams,
  authenticationQueueQuery,
  companyAuthenticationRequest,
  personalAuthenticationRequest,
  rejectAuthenticationRequest,
} from '../../src/api/contracts/authentication';
import {
  bankCardParams,
  cashOutApplyRequest,
  cashOutPageQuery,
  collectCardRequest,
  openingPhotosRequest,
  payCardRequest,
  payCashOutRequest,
  rejectCashOutRequest,
  tieCardConfirmedRequest,
  tieCardRequest,
} from '../../src/api/contracts/cash-out';
import * as catalogue from '../../src/api/contracts/catalogue';
import * as complaints from '../../src/api/contracts/complaints';
import * as staffCatalogue from '../../src/api/contracts/staff-catalogue';
import { messageOperateRequest, messagePageQuery, messageTypesQuery } from '../../src/api/contracts/inbox';
import * as content from '../../src/api/contracts/content';
import * as home from '../../src/api/contracts/home';
import * as membership from '../../src/api/contracts/membership';
import {
  addAlipayAccountRequest,
  checkModifyPhoneRequest,
  modifyActiveCityRequest,
  modifyPhoneRequest,
  modifyUserNameRequest,
} from '../../src/api/contracts/profile';
import { blacklistPageQuery, memberFindQuery, relationQuery } from '../../src/api/contracts/relations';
import { loginPasswordModifyRequest, payPasswordRecoverByIdRequest, payPasswordRecoverBySmsRequest, settingSwitchRequest } from '../../src/api/contracts/security';
import { lifecyclePaths, callsAt } from '../../src/api/contracts/lifecycle-calls';
import { orderAuditQuery } from '../../src/api/contracts/order-audit';
import { coinNumberQuery, paymentEventsQuery, paymentStateParams, sandboxTradeParams, unifiedOrderBody } from '../../src/api/contracts/payments';
import { areaLevelQuery, protocolTypeSchema } from '../../src/api/contracts/system';
import {
  basketAddRequest,
  basketConfirmRequest,
  blockTradesQuery,
  creditRemindRequest,
  creditUseListQuery,
  dealListRequest,
  idParams,
  invoiceApplyRequest,
  marketRequest,
  maxFen,
  myListingsParams,
  myListingsRequest,
  orderListRequest,
  orderQuery,
  pageQuery,
  payPasswordModifyRequest,
  productSearchQuery,
  propAddRequest,
  publishRequest,
  tradeOrderListRequest,
} from '../../src/api/contracts/trade';
import { fromUrl, idParam, int, phoneSchema } from '../../src/api/contracts/validation';
import { beanLogQuery, beanTransferRequest, walletLogQuery } from '../../src/api/contracts/wallet';
import { users } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import {
  badNumbers,
  badUrlNumbers,
  fields,
  int32Overflow,
  isIdField,
  isMoneyField,
  loneSurrogate,
  nul,
  sample,
  variants,
  withField,
  type Field,
} from '../contract-walk';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Every route of the app, called with bad input in each field it reads, one field at a time (docs/adr/0017): ids of
 * 2147483648, `true` and 1.5, NUL and a lone surrogate in every text, and numbers out of range, in the path, the query
 * string and the body, anonymously and as a member. Each answers 4xx, never 5xx. Which contract each route reads is
 * the table below; a route the app registers without a row fails the sweep, so a new route is swept too.
 */

interface RouteInputs {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Why the route answers a bad value of this part with 200 (by the spec), when it does: then only "not 5xx" holds. */
  lenient?: { part: Part; why: string };
}
type Part = 'params' | 'query' | 'body';

const kindParams = z.object({ kind: thirdPartyKindSchema });
const uploadKey = z.object({ key: z.string() });
const routes: Record<string, RouteInputs> = {
  // Auth and third-party login.
  'POST /api/login': { body: loginRequest },
  'POST /api/user/logout': {},
  'GET /api/captcha/slider': {},
  'POST /api/login/sendCode': { body: sendCodeRequest },
  'POST /api/login/checkCode': { body: checkCodeRequest },
  'POST /api/user/checkOldUser': { body: checkOldUserRequest },
  'POST /api/login/resetPassword': { body: resetPasswordRequest },
  'POST /api/login/register': { body: registerRequest },
  'POST /api/login/third/:kind': { params: kindParams },
  'POST /api/login/third/:kind/auth': { params: kindParams, body: thirdAuthRequest },
  'POST /api/login/third/bind': { body: thirdBindRequest },
  'POST /api/login/third/register': { body: thirdRegisterRequest },
  // The member, system data.
  'GET /api/user/info': {},
  'GET /api/user/account/wallet': {},
  'GET /api/user/message/unread': {},
  'GET /api/sys/config': {},
  'GET /api/areas/tree': { query: areaLevelQuery },
  'GET /api/anon/platform/rules/:type': {
    params: z.object({ type: protocolTypeSchema }),
    lenient: { part: 'params', why: 'spec section 4: a type without a protocol is data null, and the viewer closes' },
  },
  // Listings and the market.
  'POST /api/user/trade/edit': { body: publishRequest },
  'GET /api/user/trade/edit/detail/:id': { params: idParams },
  'POST /api/user/trade/del/:id': { params: idParams },
  'GET /api/user/order/trade/info/:id': { params: idParams },
  'POST /api/trade/whole/list': { query: pageQuery, body: marketRequest },
  'POST /guarantee/issue/page2': { query: pageQuery, body: marketRequest },
  'POST /api/user/trade/list/:state': { params: myListingsParams, query: pageQuery, body: myListingsRequest },
  'POST /api/user/trade/statistics/info': {},
  // Scan basket.
  'GET /api/basket/list': {},
  'POST /api/basket/refresh': {},
  'POST /api/basket/add': { body: basketAddRequest },
  'POST /api/basket/del/:id': { params: idParams },
  'POST /api/basket/delAll': {},
  'POST /api/basket/confirm': { body: basketConfirmRequest },
  // Orders.
  'GET /api/user/order/info': { query: orderQuery },
  'POST /api/order/list': { query: pageQuery, body: orderListRequest },
  'POST /api/user/trade/order/list': { query: pageQuery, body: tradeOrderListRequest },
  'POST /api/user/trade/order/statistics/info': {},
  'GET /api/trade/marketing/my/page': { query: pageQuery },
  'POST /api/order/whole/list': { query: pageQuery, body: dealListRequest },
  'POST /api/trade/buyer/invoiceApply': { body: invoiceApplyRequest },
  'GET /api/user/order/deliveryInfo': { query: orderQuery },
  'GET /api/trade/refunds/deliveryInfo': { query: orderQuery },
  'GET /api/user/order/events': { query: orderAuditQuery },
  // Agents.
  'GET /api/user/agent/list': { query: agentSearchQuery },
  'GET /api/user/agent/myAgent': {},
  'GET /api/user/agent/myAgent/page': { query: agentLinkPageQuery },
  'GET /api/user/agent/myUser/page': { query: agentLinkPageQuery },
  'POST /api/user/agent/applyAgent': { body: applyAgentRequest },
  'POST /api/user/agent/addAgent': { body: addAgentRequest },
  'GET /api/user/agent/events': { query: agentLinkEventsQuery },
  // Message centre.
  'GET /api/message/types': { query: messageTypesQuery },
  'GET /api/message/page': { query: messagePageQuery },
  'POST /api/message/operate': { body: messageOperateRequest },
  // Props, market information, trade support.
  'GET /api/user/props/list': {},
  'GET /api/user/trade/propUse/:id': { params: idParams },
  'POST /api/user/trade/propAdd': { body: propAddRequest },
  'GET /api/trade/blockTrades/page': { query: blockTradesQuery.extend(pageQuery.shape) },
  'GET /api/anon/trade/homepage/:id': { params: idParams },
  'GET /api/anon/trade/homepage/:id/evaluations': { params: traderEvaluationsParams, query: traderEvaluationsQuery },
  'GET /api/anon/trade/priceCircle/:productId': { params: z.object({ productId: idParam }) },
  'GET /api/trade/online/cancel/reasons': {},
  'GET /api/trade/refunds/reasons': {},
  'GET /api/express/delivery/list': { query: z.object({ company: z.string().default('') }) },
  'GET /api/sys/setting/tradeWays': {},
  'GET /api/sys/setting/deliveryArea': {},
  'GET /api/search/product/name/page': { query: productSearchQuery },
  'GET /api/creditLine/info': {},
  'GET /api/creditLine/useList': { query: creditUseListQuery },
  'GET /api/creditLine/trade/useList': {},
  'POST /api/creditLine/remind': { body: creditRemindRequest },
  'GET /api/user/pwd/payment/isSet': {},
  'POST /api/user/pwd/payment/modify': { body: payPasswordModifyRequest },
  // The member's own account (issue 13): addresses, uploads and profile, authentication, security, relations, scores.
  'GET /api/receiving/infos': { query: addressInfosQuery },
  'GET /api/receiving/all': {},
  'POST /api/receiving/add': { body: addressRequest },
  'POST /api/receiving/edit/:id': { params: addressParams, body: addressRequest },
  'POST /api/receiving/del/:id': { params: addressParams },
  'POST /api/receiving/setDef/:id': { params: addressParams },
  // Multipart calls read no JSON field; the key in a path is any text (no upload matches the sweep's values).
  'POST /api/upload/userImage': {},
  'POST /api/upload/identityImage': {},
  'POST /api/upload/productImage': {},
  'POST /api/upload/complaintImage': {},
  'GET /uploads/:key': { params: uploadKey },
  'GET /api/upload/private/:key': { params: uploadKey },
  'POST /api/user/authentication/recognizeIdentityCard': {},
  'POST /api/user/authentication/recognizeBusinessLicense': {},
  'GET /api/userinfo/profile': {},
  'POST /api/userinfo/modifyUserName': { body: modifyUserNameRequest },
  'POST /api/userinfo/modifyActiveCity': { body: modifyActiveCityRequest },
  'POST /api/userinfo/addAlipayAccount': { body: addAlipayAccountRequest },
  'POST /api/userinfo/modifyPicture': { body: uploadKey },
  'POST /api/userinfo/checkModifyPhone': { body: checkModifyPhoneRequest },
  'POST /api/userinfo/modifyPhone': { body: modifyPhoneRequest },
  'POST /api/user/personalAuthentication': { body: personalAuthenticationRequest },
  'POST /api/user/personalAuthentication/edit': { body: personalAuthenticationRequest },
  'POST /api/user/companyAuthentication': { body: companyAuthenticationRequest },
  'POST /api/user/companyAuthentication/edit': { body: companyAuthenticationRequest },
  'GET /api/user/authenticationInfo': {},
  'GET /api/operator/authentication/page': { query: authenticationQueueQuery },
  'GET /api/operator/authentication/:id': { params: authenticationParams },
  'POST /api/operator/authentication/approve': { body: approveAuthenticationRequest },
  'POST /api/operator/authentication/reject': { body: rejectAuthenticationRequest },
  'POST /api/user/pwd/modify': { body: loginPasswordModifyRequest },
  'POST /api/user/pwd/payment/recover/sms': { body: payPasswordRecoverBySmsRequest },
  'POST /api/user/pwd/payment/recover/idNumber': { body: payPasswordRecoverByIdRequest },
  'GET /api/user/setting': {},
  'POST /api/user/setting/tradeAmount': { body: settingSwitchRequest },
  'POST /api/user/setting/creditDisclosure': { body: settingSwitchRequest },
  'GET /api/user/blacklist/page': { query: blacklistPageQuery },
  'POST /api/user/add/blacklist/:id': { params: idParams },
  'POST /api/user/remove/:id': { params: idParams },
  'GET /api/user/relation/verification': { query: relationQuery },
  'GET /api/user/find': { query: memberFindQuery },
  'GET /api/user/account/creditScore': {},
  'GET /api/user/account/creditScore/log/page': { query: pageQuery },
  'GET /api/user/account/personalScore/log/page': { query: pageQuery },
  'GET /api/user/myRecommend': { query: pageQuery },
  'GET /api/user/rebate/page': { query: pageQuery },
  // Money and membership (issue 14).
  // Payments (docs/adr/0025). The notifications read the vendors' own formats, never our contracts: junk is refused (4xx).
  'GET /api/coin': {},
  'GET /api/coin/payment/coinNumber': { query: coinNumberQuery },
  'POST /api/coin/unifiedOrder': { body: unifiedOrderBody },
  'GET /api/payment/state/:channel/:outTradeNo': { params: paymentStateParams },
  'GET /api/payment/events': { query: paymentEventsQuery },
  'POST /api/payment/notify/alipay': {},
  'POST /api/payment/notify/wechat': {},
  'GET /api/sandbox/cashier/:channel/:outTradeNo': { params: sandboxTradeParams },
  'POST /api/sandbox/cashier/:channel/:outTradeNo/pay': { params: sandboxTradeParams },
  'POST /api/sandbox/cashier/:channel/:outTradeNo/cancel': { params: sandboxTradeParams },
  'GET /api/user/account/paymentItemList': {},
  'GET /api/user/account/goldCoin/paymentItemList': {},
  'GET /api/user/account/log/page': { query: walletLogQuery },
  'GET /api/user/account/goldCoin/log/page': { query: beanLogQuery },
  'GET /api/user/account/purses': {},
  'POST /api/coin/transfer': { body: beanTransferRequest },
  'GET /api/user/annual/vipList': {},
  'GET /api/user/annual/applyFormList': { query: membership.applyFormListQuery },
  'GET /api/user/annual/paymentList': { query: membership.vipPaymentListQuery },
  'POST /api/user/annual/payment': { body: membership.vipPaymentRequest },
  'GET /api/user/annual/events': { query: membership.membershipEventsQuery },
  'GET /api/anon/user/vip/seat': { query: membership.vipSeatQuery },
  'GET /api/deposit/account': {},
  'POST /api/deposit/payment': { body: membership.depositPaymentRequest },
  'POST /api/deposit/withdraw': { body: membership.depositWithdrawRequest },
  'GET /api/deposit/order/list': { query: membership.depositListQuery },
  'GET /api/deposit/surrender/list': { query: membership.depositListQuery },
  'POST /api/deposit/surrender/cancel/:id': { params: membership.surrenderParams },
  'POST /api/deposit/surrender/del/:id': { params: membership.surrenderParams },
  'GET /api/deposit/surrender/events': { query: membership.membershipEventsQuery },
  'POST /api/operator/deposit/surrender/:id/refuse': { params: membership.surrenderParams, body: membership.surrenderRefuseRequest },
  'GET /api/bond/account': {},
  'POST /api/bond/recharge': { body: membership.bondMoveRequest },
  'POST /api/bond/withdraw': { body: membership.bondMoveRequest },
  'GET /api/bond/pay/record': { query: membership.bondRecordQuery },
  'GET /api/sys/banks': {},
  'GET /api/user/bank/all': {},
  'GET /api/user/bank/allPayBank': {},
  'GET /api/user/bank/normal': {},
  'POST /api/user/bank/add': { body: collectCardRequest },
  'POST /api/user/bank/edit/:id': { params: bankCardParams, body: collectCardRequest },
  'POST /api/user/bank/del/:id': { params: bankCardParams },
  'POST /api/user/bank/setDef/:id': { params: bankCardParams },
  'POST /api/user/bank/PayAdd': { body: payCardRequest },
  'POST /api/user/bank/PayCardDel/:id': { params: bankCardParams },
  'GET /api/user/cash/out/collect/account': {},
  'POST /api/user/cash/out/apply': { body: cashOutApplyRequest },
  'GET /api/user/cash/out/page': { query: cashOutPageQuery },
  'GET /api/operator/cash-out/page': { query: cashOutPageQuery },
  'GET /api/operator/cash-out/:id': { params: bankCardParams },
  'POST /api/operator/cash-out/pay': { body: payCashOutRequest },
  'POST /api/operator/cash-out/reject': { body: rejectCashOutRequest },
  'POST /account/photoUpload': { body: openingPhotosRequest },
  'POST /account/openAccount': {},
  'POST /account/tieCard': { body: tieCardRequest },
  'POST /account/tieCardConfirmed': { body: tieCardConfirmedRequest },
  'POST /account/signContract': {},
  'GET /account/open/detail': {},
  // News, notices and help (issue 15).
  'GET /api/news/categories': {},
  'GET /api/news/hot': {},
  'GET /api/news': { query: content.newsPageQuery },
  'GET /api/news/details': { query: content.newsDetailQuery },
  'GET /api/anon/notice/page': { query: pageQuery },
  'GET /api/anon/notice/detail': { query: content.noticeDetailQuery },
  'GET /api/anon/helpCenter/list': {},
  'GET /api/anon/helpCenter/page': { query: content.helpPageQuery },
  'GET /api/anon/helpCenter/detail/:id': { params: content.helpDetailParams },
  'GET /api/operator/news/:id': { params: content.contentParams },
  'POST /api/operator/news/add': { body: content.newsRequest },
  'POST /api/operator/news/edit/:id': { params: content.contentParams, body: content.newsRequest },
  'POST /api/operator/news/del/:id': { params: content.contentParams },
  'POST /api/operator/notice/add': { body: content.noticeRequest },
  'POST /api/operator/notice/edit/:id': { params: content.contentParams, body: content.noticeRequest },
  'POST /api/operator/notice/pin/:id': { params: content.contentParams, body: content.noticePinRequest },
  'POST /api/operator/notice/del/:id': { params: content.contentParams },
  'POST /api/operator/help/add': { body: content.helpRequest },
  'POST /api/operator/help/edit/:id': { params: content.contentParams, body: content.helpRequest },
  'POST /api/operator/help/del/:id': { params: content.contentParams },
  'POST /api/leaveMessage/complaint/publish': { body: complaints.complaintPublishRequest },
  'POST /api/leaveMessage/del': { body: complaints.complaintWithdrawRequest },
  'GET /api/anon/complaint/list': { query: complaints.publicComplaintPageQuery },
  'GET /api/anon/complaint/detail/:id': { params: complaints.complaintParams },
  'GET /api/complaint/trade/page': { query: complaints.complaintPageQuery },
  'GET /api/complaint/user/complaint/page': { query: complaints.complaintPageQuery },
  'GET /api/complaint/user/complained/page': { query: complaints.complaintPageQuery },
  'GET /api/complaint/orders': { query: complaints.complaintOrdersQuery },
  'GET /api/user/punish/notice/page': { query: complaints.punishmentPageQuery },
  'GET /api/user/punish/detail': { query: complaints.punishmentDetailQuery },
  'GET /api/user/punish/my/page': { query: complaints.punishmentPageQuery },
  'GET /api/operator/complaint/page': { query: complaints.complaintPageQuery },
  'GET /api/operator/complaint/:id': { params: complaints.complaintParams },
  'POST /api/operator/complaint/decide': { body: complaints.complaintDecideRequest },
  'GET /api/operator/punish/page': { query: complaints.punishmentPageQuery },
  'POST /api/operator/punish/issue': { body: complaints.punishmentIssueRequest },
  'POST /api/operator/punish/revoke': { body: complaints.punishmentRevokeRequest },
  // The catalogue kept by staff (issue 25): the import calls are multipart (a file and a token), read no JSON field.
  'GET /api/operator/catalogue/:id': { params: idParams },
  'POST /api/operator/catalogue/add': { body: staffCatalogue.varietyRequest },
  'POST /api/operator/catalogue/edit/:id': { params: idParams, body: staffCatalogue.varietyRequest },
  'POST /api/operator/catalogue/import/preview': {},
  'POST /api/operator/catalogue/import/apply': {},
  'GET /uploads/thumb/:key': { params: uploadKey },
  'GET /uploads/medium/:key': { params: uploadKey },
  'GET /api/anon/product/specialArea': { query: catalogue.specialAreaQuery },
  'GET /api/anon/product/category/trade': {},
  'GET /api/anon/product/varieties': { query: catalogue.catalogueQuery },
  'GET /api/anon/product/search': { query: catalogue.varietySearchQuery },
  'GET /api/anon/product/details/:id': { params: idParams },
  'GET /api/anon/product/market/:id': { params: idParams },
  'GET /api/anon/product/priceLine/:id': { params: idParams, query: catalogue.priceLineQuery },
  'GET /api/anon/user/search': { query: catalogue.memberSearchQuery },
  'GET /api/anon/trade/dynamics': {},
  'GET /api/anon/home/varieties': {},
  'GET /api/anon/board/traders': { query: home.traderBoardQuery },
  'GET /api/anon/board/varieties': { query: home.varietyBoardQuery },
  'GET /api/links': {},
  'GET /api/bbs/hot': {},
  // Development tools (registered in tests).
  'GET /api/dev/sms-outbox': { query: z.object({ phone: phoneSchema.optional() }) },
  'GET /api/dev/third/:kind/authorize': { params: kindParams, query: z.object({ person: fromUrl(int(1, 3)).default(1) }) },
};
// Every lifecycle call (the call table): its `:param`s from the path, the rest of its schema from the body.
for (const path of lifecyclePaths) {
  const shape = (callsAt(path)[0]!.body as z.ZodObject).shape as Record<string, z.ZodType>;
  const inPath = (key: string) => path.includes(`/:${key}`);
  const part = (keep: (key: string) => boolean) => z.object(Object.fromEntries(Object.entries(shape).filter(([key]) => keep(key))));
  routes[`POST ${path}`] = { params: path.includes('/:') ? part(inPath) : undefined, body: part((key) => !inPath(key)) };
}

/** The routes the app registered, from Fastify's route tree (HEAD, which Fastify adds to each GET, left out). */
function registeredRoutes(t: TestApp): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─ ]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

/** A URL's text for a value: percent-encoded; a lone surrogate as the UTF-8 bytes a careless client would send. */
const urlText = (value: unknown): string =>
  [...String(value)].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

interface Attempt {
  route: string;
  part: Part | 'none';
  field: string;
  value: unknown;
  /** 'client': the answer must be 4xx; 'notServer': only never 5xx. */
  expect: 'client' | 'notServer';
  url: string;
  payload?: string;
}

function attemptsFor(route: string, inputs: RouteInputs): Attempt[] {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const valid = {
    params: inputs.params ? (sample(inputs.params) as Record<string, unknown>) : {},
    query: inputs.query ? (sample(inputs.query) as Record<string, unknown>) : {},
    body: inputs.body ? sample(variants(inputs.body)[0]!) : {},
  };
  const request = (over: Partial<typeof valid>) => {
    const v = { ...valid, ...over };
    const url = path.replace(/:(\w+)/g, (_, name: string) => urlText(v.params[name]));
    const query = Object.entries(v.query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${urlText(value)}`)
      .join('&');
    return { url: query ? `${url}?${query}` : url, payload: method === 'POST' ? JSON.stringify(v.body) : undefined };
  };

  const attempts: Attempt[] = [{ route, part: 'none', field: '(valid)', value: null, expect: 'notServer', ...request({}) }];
  // A route that reads nothing still meets junk: a NUL in the query string is refused for every route.
  attempts.push({ route, part: 'query', field: 'x', value: nul, expect: 'client', ...request({ query: { ...valid.query, x: nul } }) });
  if (method === 'POST' && !inputs.body) {
    const junk = { id: int32Overflow, orderId: true, ids: [int32Overflow], text: nul, remark: loneSurrogate };
    attempts.push({ route, part: 'body', field: '(junk)', value: junk, expect: 'notServer', ...request({ body: junk }) });
  }

  for (const part of ['params', 'query', 'body'] as const) {
    const schema = inputs[part];
    if (!schema) continue;
    const fromUrl = part !== 'body';
    for (const [i, variant] of variants(schema).entries()) {
      const base = i === 0 ? valid[part] : sample(variant);
      for (const field of fields(variant)) {
        for (const value of badValues(field, fromUrl)) {
          // A lone surrogate cannot be percent-encoded as UTF-8: the server decodes what it gets as it can.
          const surrogateInUrl = fromUrl && value === loneSurrogate;
          const lenient = inputs.lenient?.part === part;
          attempts.push({
            route,
            part,
            field: field.path.join('.'),
            value,
            expect: lenient || surrogateInUrl ? 'notServer' : 'client',
            ...request({ [part]: withField(base, field.path, value) }),
          });
        }
      }
    }
  }
  return attempts;
}

function badValues(field: Field, fromUrl: boolean): unknown[] {
  if (field.kind === 'text') return [nul, loneSurrogate];
  if (fromUrl) return isIdField(field.path) ? badUrlNumbers : ['2147483648', 'true', '1.5'];
  return isMoneyField(field.path) ? [maxFen + 1, true, 1.5] : badNumbers;
}

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, '老周邮票'));
  memberId = member!.id;
});
afterAll(() => t.close());

describe('bad input is refused, never a 5xx', () => {
  it('the table names every route the app registers', async () => {
    await t.app.ready();
    const registered = registeredRoutes(t);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered.filter((r) => !(r in routes))).toEqual([]);
    expect(Object.keys(routes).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it.each(['anonymous', 'member'] as const)('every route, every field, as %s', async (who) => {
    const failures: string[] = [];
    for (const [route, inputs] of Object.entries(routes)) {
      for (const attempt of attemptsFor(route, inputs)) {
        // A fresh session per call: logout (and a reset password) end the one they are sent with.
        const token = who === 'member' ? await openSession(t.db, t.clock.now, memberId) : undefined;
        const response = await t.app.inject({
          method: route.split(' ')[0] as 'GET' | 'POST',
          url: attempt.url,
          payload: attempt.payload,
          headers: { ...(attempt.payload ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
          remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        const ok = attempt.expect === 'client' ? response.statusCode >= 400 && response.statusCode < 500 : response.statusCode < 500;
        if (!ok) failures.push(`${route} ${attempt.part} ${attempt.field}=${JSON.stringify(attempt.value)} → ${response.statusCode} ${response.body.slice(0, 120)} (${attempt.url})`);
      }
    }
    expect(failures).toEqual([]);
  });
});

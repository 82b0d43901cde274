import type { AnyStateMachine } from 'xstate';
import type { UserInfo } from '../../src/api/contracts/auth';
import { agentApplicationMachine } from '../../src/machines/agent-application.machine';
import { authenticationMachine } from '../../src/machines/authentication.machine';
import { forgottenMachine } from '../../src/machines/forgotten.machine';
import { lifecycleActionMachine } from '../../src/machines/lifecycle-action.machine';
import { loginMachine } from '../../src/machines/login.machine';
import { offlineTradeMachine } from '../../src/machines/offline-trade.machine';
import { orderMachine } from '../../src/machines/order.machine';
import { publishOfferMachine } from '../../src/machines/publish-offer.machine';
import { registerMachine } from '../../src/machines/register.machine';
import { scanBasketMachine } from '../../src/machines/scan-basket.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { smsCodeMachine } from '../../src/machines/sms-code.machine';
import { accountOpeningMachine } from '../../src/machines/account-opening.machine';
import { cashOutMachine } from '../../src/machines/cash-out.machine';
import { accountOpeningModel } from './account-opening-models';
import { cashOutModel } from './cash-out-models';
import { blockTradeMachine } from '../../src/machines/block-trade.machine';
import { blockTradeModel } from './block-trade-models';
import { invoiceRequestMachine } from '../../src/machines/invoice-request.machine';
import { invoiceRequestModel } from './invoice-request-models';
import { bondOrderMachine } from '../../src/machines/bond-order.machine';
import { bondOrderModel } from './bond-order-models';
import { agentDeliveryMachine } from '../../src/machines/agent-delivery.machine';
import { agentDeliveryModel } from './agent-delivery-models';
import { topUpMachine } from '../../src/machines/top-up.machine';
import { actionModel } from './action-models';
import type { ModelOptions } from './coverage';
import { topUpModel } from './top-up-models';
import { agentApplicationModels, authenticationModel, buyerPublishedOrderModel, offlineTradeModel, orderModel } from './lifecycle-models';
import { publishModels, scanBasketModel } from './market-models';
import { depositSurrenderModel } from './deposit-surrender-models';
import { vipPurchaseModel } from './vip-purchase-models';
import { depositSurrenderMachine } from '../../src/machines/deposit-surrender.machine';
import { vipPurchaseMachine } from '../../src/machines/vip-purchase.machine';
import { watchTaskMachine } from '../../src/machines/watch-task.machine';
import { watchTaskModel } from './watch-task-models';
import { matchOrderMachine } from '../../src/machines/match-order.machine';
import { matchOrderModel } from './match-order-models';

/**
 * The event alphabet of each machine's model: the events worth sending, with payloads chosen so each guard is met
 * and missed. The machine tests, the coverage test and the rendered-dialog tests all generate their paths from these;
 * `machineModels` (at the end) lists every machine with its models, including those of the other *-models.ts files.
 */
export const validPhone = '13800000009';
export const challenge = { sessionId: 's1', token: 't1', width: 308 as const };


export const smsCodeModel: ModelOptions<typeof smsCodeMachine> = {
  events: () => [
    { type: 'phone.changed', value: '' },
    { type: 'phone.changed', value: '1380000' },
    { type: 'phone.changed', value: validPhone },
    { type: 'code.changed', value: '123456' },
    { type: 'captcha.loaded', challenge },
    { type: 'captcha.failed', message: '网络错误' },
    { type: 'captcha.solved', sig: '300:600' },
    { type: 'send.succeeded' },
    { type: 'send.failed', message: '滑块验证未通过，请重试' },
    { type: 'smsCode.tick' },
    { type: 'smsCode.resend' },
  ],
  input: { countdownFrom: 3 },
  // The code typed and the error shown do not change what may happen next.
  serializeState: (s) => JSON.stringify([s.value, s.context.phone, s.context.countdown, s.context.challenge !== null]),
};

export const loginModel: ModelOptions<typeof loginMachine> = {
  events: () => [
    { type: 'login.open' },
    { type: 'login.open', remembered: { account: '集邮新人', password: 'demo1234' } },
    { type: 'login.forcePhoneStep' },
    { type: 'account.changed', value: '集邮新人' },
    { type: 'password.changed', value: 'demo1234' },
    { type: 'remember.toggled' },
    { type: 'login.submit' },
    { type: 'login.succeeded', checkPhone: true, checkAuth: true },
    { type: 'login.succeeded', checkPhone: false, checkAuth: false },
    { type: 'login.succeeded', checkPhone: true, checkAuth: false },
    { type: 'login.failed', message: '账号或密码错误' },
    { type: 'login.thirdParty', kind: 'alipay' },
    { type: 'login.verify', phone: '', code: '' },
    { type: 'login.verify', phone: validPhone, code: '123456' },
    { type: 'verify.succeeded', checkAuth: true },
    { type: 'verify.succeeded', checkAuth: false },
    { type: 'verify.failed', message: '短信验证码错误' },
    { type: 'login.goAuth' },
    { type: 'login.skip' },
    { type: 'login.leave' },
    { type: 'login.close' },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.account !== '', s.context.password !== '', s.context.remember]),
};

const user = (checkPhone: boolean): UserInfo => ({
  id: 1,
  userName: '集邮新人',
  phone: '13800000001',
  headImg: '',
  vipIcon: '',
  vipName: '',
  levelId: 1,
  levelIcon: '',
  goldCoin: 0,
  balance: 0,
  personalScore: 0,
  checkAuth: false,
  checkPhone,
  isAuth: false,
  authType: null,
  authState: 0,
  isWarned: false,
  agent: 0,
  dealTimes: 0,
  userCreditLine: 0,
});
export const verifiedUser = user(true);
export const unverifiedUser = user(false);

export const sessionModel: ModelOptions<typeof sessionMachine> = {
  events: () => [
    { type: 'restore.noToken' },
    { type: 'user.loaded', user: verifiedUser },
    { type: 'user.loaded', user: unverifiedUser },
    { type: 'user.failed' },
    { type: 'session.loggedIn', user: verifiedUser },
    { type: 'wallet.loaded', wallet: { goldCoin: 1200, balance: 5_000_000, personalScore: 300 } },
    { type: 'wallet.changed' },
    { type: 'login.required' },
    { type: 'session.ended', message: '登录已过期，请重新登录' },
    { type: 'session.logout' },
    { type: 'logout.done' },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.user?.checkPhone, s.context.wallet !== null]),
};

const registerEvents: ModelOptions<typeof registerMachine>['events'] = () => [
  { type: 'field.changed', field: 'userName', value: '新邮友' },
  { type: 'field.changed', field: 'password', value: 'newpass123' },
  { type: 'field.changed', field: 'confirm', value: 'newpass123' },
  { type: 'agree.toggled' },
  { type: 'register.submit', phone: '', code: '' },
  { type: 'register.submit', phone: validPhone, code: '123456' },
  { type: 'third.loggedIn' },
  { type: 'third.needsBind', thirdCode: 'third-1', nickName: '支付宝用户' },
  { type: 'mode.bind' },
  { type: 'mode.register' },
  { type: 'register.succeeded' },
  { type: 'register.failed', message: '该手机号已注册' },
];
const registerState: ModelOptions<typeof registerMachine>['serializeState'] = (s) =>
  JSON.stringify([s.value, s.context.userName, s.context.password, s.context.confirm, s.context.agreed, s.context.third, s.context.thirdCode]);

export const registerModel: ModelOptions<typeof registerMachine> = { events: registerEvents, serializeState: registerState };
export const thirdPartyRegisterModel: ModelOptions<typeof registerMachine> = {
  events: registerEvents,
  serializeState: registerState,
  input: { third: { kind: 'wechat', authCode: 'auth-1' } },
};

export const forgottenModel: ModelOptions<typeof forgottenMachine> = {
  events: () => [
    { type: 'phone.submit', phone: '', code: '' },
    { type: 'phone.submit', phone: validPhone, code: '123456' },
    { type: 'phone.confirmed', resetTicket: 'ticket-1', userName: '集邮新人' },
    { type: 'field.changed', field: 'password', value: 'newpass123' },
    { type: 'field.changed', field: 'confirm', value: 'newpass123' },
    { type: 'password.submit' },
    { type: 'password.reset' },
    { type: 'forgotten.failed', message: '短信验证码错误' },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.password, s.context.confirm]),
};

/** One machine with the models its paths are generated from: one per kind of input it is started with. */
export interface MachineModels {
  machine: AnyStateMachine;
  models: ReadonlyArray<ModelOptions<AnyStateMachine>>;
}
const modelsOf = <M extends AnyStateMachine>(machine: M, models: ReadonlyArray<ModelOptions<M>>): MachineModels => ({
  machine,
  models: models as unknown as ReadonlyArray<ModelOptions<AnyStateMachine>>,
});

/**
 * Every machine of src/machines by its export name, with its models. The coverage test finds the machines by reading
 * the folder and fails by name for one missing here; the refused-events test walks the same models.
 */
export const machineModels: Record<string, MachineModels> = {
  sessionMachine: modelsOf(sessionMachine, [sessionModel]),
  loginMachine: modelsOf(loginMachine, [loginModel]),
  smsCodeMachine: modelsOf(smsCodeMachine, [smsCodeModel]),
  registerMachine: modelsOf(registerMachine, [registerModel, thirdPartyRegisterModel]),
  forgottenMachine: modelsOf(forgottenMachine, [forgottenModel]),
  scanBasketMachine: modelsOf(scanBasketMachine, [scanBasketModel]),
  publishOfferMachine: modelsOf(publishOfferMachine, publishModels),
  lifecycleActionMachine: modelsOf(lifecycleActionMachine, [actionModel]),
  // The buyer-published run adds the buyer's withdrawal of an unpaid order.
  orderMachine: modelsOf(orderMachine, [orderModel, buyerPublishedOrderModel]),
  offlineTradeMachine: modelsOf(offlineTradeMachine, [offlineTradeModel]),
  agentApplicationMachine: modelsOf(agentApplicationMachine, agentApplicationModels),
  authenticationMachine: modelsOf(authenticationMachine, [authenticationModel]),
  topUpMachine: modelsOf(topUpMachine, [topUpModel]),
  vipPurchaseMachine: modelsOf(vipPurchaseMachine, [vipPurchaseModel]),
  depositSurrenderMachine: modelsOf(depositSurrenderMachine, [depositSurrenderModel]),
  watchTaskMachine: modelsOf(watchTaskMachine, [watchTaskModel]),
  matchOrderMachine: modelsOf(matchOrderMachine, [matchOrderModel]),
  cashOutMachine: modelsOf(cashOutMachine, [cashOutModel]),
  blockTradeMachine: modelsOf(blockTradeMachine, [blockTradeModel]),
  invoiceRequestMachine: modelsOf(invoiceRequestMachine, [invoiceRequestModel]),
  bondOrderMachine: modelsOf(bondOrderMachine, [bondOrderModel]),
  agentDeliveryMachine: modelsOf(agentDeliveryMachine, [agentDeliveryModel]),
  accountOpeningMachine: modelsOf(accountOpeningMachine, [accountOpeningModel]),
};

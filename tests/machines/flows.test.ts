import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/api/contracts/messages';
import { forgottenMachine } from '../../src/machines/forgotten.machine';
import { loginMachine } from '../../src/machines/login.machine';
import { registerMachine } from '../../src/machines/register.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { smsCodeMachine, smsCountdownSeconds } from '../../src/machines/sms-code.machine';
import { challenge, unverifiedUser, validPhone, verifiedUser } from './models';

/** What each flow asks the browser to do, and with what: the effects are spies supplied with `.provide`. */
describe('login machine', () => {
  const start = () => {
    const effects = {
      login: vi.fn(),
      rememberCredentials: vi.fn(),
      verifyPhone: vi.fn(),
      finishLogin: vi.fn(),
      finishVerification: vi.fn(),
      cancelled: vi.fn(),
      goAuthenticate: vi.fn(),
    };
    const actor = createActor(
      loginMachine.provide({
        actions: {
          login: (_, p) => effects.login(p),
          rememberCredentials: (_, p) => effects.rememberCredentials(p),
          verifyPhone: (_, p) => effects.verifyPhone(p),
          finishLogin: effects.finishLogin,
          finishVerification: effects.finishVerification,
          cancelled: effects.cancelled,
          goAuthenticate: effects.goAuthenticate,
        },
      }),
    ).start();
    return { actor, effects };
  };

  it('shows the spec messages for an incomplete form and sends nothing', () => {
    const { actor, effects } = start();
    actor.send({ type: 'login.open' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe(messages.enterAccountAndPassword);
    actor.send({ type: 'password.changed', value: 'x' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe(messages.enterAccount);
    actor.send({ type: 'account.changed', value: 'a' });
    actor.send({ type: 'password.changed', value: '' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe(messages.enterPassword);
    expect(effects.login).not.toHaveBeenCalled();
  });

  it('logs in, remembers the credentials only when ticked, and picks the step from the checks', () => {
    const { actor, effects } = start();
    actor.send({ type: 'login.open' });
    actor.send({ type: 'account.changed', value: ' 集邮新人 ' });
    actor.send({ type: 'password.changed', value: 'demo1234' });
    actor.send({ type: 'remember.toggled' });
    actor.send({ type: 'login.submit' });
    expect(effects.login).toHaveBeenCalledWith({ account: '集邮新人', password: 'demo1234' });
    actor.send({ type: 'login.succeeded', checkPhone: false, checkAuth: false });
    expect(effects.rememberCredentials).toHaveBeenCalledWith({ account: '集邮新人', password: 'demo1234' });
    expect(actor.getSnapshot().hasTag('step2')).toBe(true);

    actor.send({ type: 'login.verify', phone: validPhone, code: '' });
    expect(actor.getSnapshot().context.error).toBe(messages.fillSmsCode);
    actor.send({ type: 'login.verify', phone: validPhone, code: '123456' });
    expect(effects.verifyPhone).toHaveBeenCalledWith({ phone: validPhone, code: '123456' });
    actor.send({ type: 'verify.succeeded', checkAuth: false });
    expect(actor.getSnapshot().hasTag('step3')).toBe(true);
    actor.send({ type: 'login.skip' });
    expect(effects.finishLogin).toHaveBeenCalledOnce();
  });

  it('forgets remembered credentials when the box is unticked, and finishes at once when both checks pass', () => {
    const { actor, effects } = start();
    actor.send({ type: 'login.open', remembered: { account: 'a', password: 'b1' } });
    actor.send({ type: 'remember.toggled' });
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.succeeded', checkPhone: true, checkAuth: true });
    expect(effects.rememberCredentials).toHaveBeenCalledWith(null);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.finishLogin).toHaveBeenCalledOnce();
  });

  it('closing before login is a cancellation; a verified, authenticated phone finishes the verification', () => {
    const { actor, effects } = start();
    actor.send({ type: 'login.open' });
    actor.send({ type: 'login.close' });
    expect(effects.cancelled).toHaveBeenCalledOnce();
    actor.send({ type: 'login.forcePhoneStep' });
    actor.send({ type: 'login.verify', phone: validPhone, code: '654321' });
    actor.send({ type: 'verify.succeeded', checkAuth: true });
    expect(effects.finishVerification).toHaveBeenCalledOnce();
  });
});

describe('SMS code machine', () => {
  it('shows the captcha only for a valid phone, sends once solved, and counts 59 s down before a resend', () => {
    const loadCaptcha = vi.fn();
    const sendCode = vi.fn();
    const actor = createActor(
      smsCodeMachine.provide({ actions: { loadCaptcha, sendCode: (_, p) => sendCode(p) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'phone.changed', value: '1380000' });
    expect(loadCaptcha).not.toHaveBeenCalled();
    actor.send({ type: 'phone.changed', value: validPhone });
    expect(loadCaptcha).toHaveBeenCalledOnce();
    actor.send({ type: 'captcha.loaded', challenge });
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
    actor.send({ type: 'captcha.solved', sig: '300:600' });
    expect(sendCode).toHaveBeenCalledWith({ phone: validPhone, sig: '300:600', challenge });
    actor.send({ type: 'send.succeeded' });
    expect(actor.getSnapshot().context.countdown).toBe(smsCountdownSeconds);
    expect(actor.getSnapshot().can({ type: 'smsCode.resend' })).toBe(false);
    for (let i = 0; i < smsCountdownSeconds - 1; i += 1) actor.send({ type: 'smsCode.tick' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'smsCode.tick' });
    expect(actor.getSnapshot().value).toBe('mayResend');
    actor.send({ type: 'smsCode.resend' });
    expect(loadCaptcha).toHaveBeenCalledTimes(2);
  });

  it('a refused send shows the reason and asks for a new captcha', () => {
    const actor = createActor(smsCodeMachine, { input: { phone: validPhone } });
    actor.start();
    actor.send({ type: 'captcha.loaded', challenge });
    actor.send({ type: 'captcha.solved', sig: '1:1' });
    actor.send({ type: 'send.failed', message: messages.captchaFailed });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context.error).toBe(messages.captchaFailed);
  });
});

describe('session machine', () => {
  it('restores a member, forces step 2 for an unchecked phone, and clears everything on logout even if it fails', () => {
    const effects = { clearSession: vi.fn(), forcePhoneStep: vi.fn(), requestLogout: vi.fn(), announceLogout: vi.fn(), loadWallet: vi.fn() };
    const actor = createActor(sessionMachine.provide({ actions: effects })).start();
    actor.send({ type: 'user.loaded', user: unverifiedUser });
    expect(actor.getSnapshot().value).toBe('member');
    expect(effects.forcePhoneStep).toHaveBeenCalledOnce();
    expect(effects.loadWallet).toHaveBeenCalledOnce();
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.logout' }); // the double-click guard
    expect(effects.requestLogout).toHaveBeenCalledOnce();
    actor.send({ type: 'logout.done' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.announceLogout).toHaveBeenCalledOnce();
  });

  it('401 opens the login dialog; 402/405/406 warn and go home', () => {
    const effects = { clearSession: vi.fn(), openLogin: vi.fn(), warnAndGoHome: vi.fn() };
    const actor = createActor(
      sessionMachine.provide({ actions: { ...effects, warnAndGoHome: (_, p) => effects.warnAndGoHome(p) } }),
    ).start();
    actor.send({ type: 'user.loaded', user: verifiedUser });
    actor.send({ type: 'session.ended', message: messages.sessionExpired });
    expect(effects.warnAndGoHome).toHaveBeenCalledWith({ message: messages.sessionExpired });
    actor.send({ type: 'session.loggedIn', user: verifiedUser });
    actor.send({ type: 'login.required' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(effects.openLogin).toHaveBeenCalledOnce();
  });
});

describe('register and forgotten-password machines', () => {
  it('checks the form in reading order before registering', () => {
    const register = vi.fn();
    const actor = createActor(registerMachine.provide({ actions: { register: (_, p) => register(p) } }), { input: {} }).start();
    const submit = () => actor.send({ type: 'register.submit', phone: validPhone, code: '123456' });
    submit();
    expect(actor.getSnapshot().context.error).toBe(messages.enterUserName);
    actor.send({ type: 'field.changed', field: 'userName', value: '新邮友' });
    actor.send({ type: 'field.changed', field: 'password', value: 'short' });
    submit();
    expect(actor.getSnapshot().context.error).toBe(messages.passwordRule);
    actor.send({ type: 'field.changed', field: 'password', value: 'newpass123' });
    submit();
    expect(actor.getSnapshot().context.error).toBe(messages.passwordsDiffer);
    actor.send({ type: 'field.changed', field: 'confirm', value: 'newpass123' });
    submit();
    expect(actor.getSnapshot().context.error).toBe(messages.agreeToTerms);
    actor.send({ type: 'agree.toggled' });
    submit();
    expect(register).toHaveBeenCalledWith({ phone: validPhone, code: '123456', userName: '新邮友', password: 'newpass123', third: null });
  });

  it('a third-party arrival exchanges the code first and may bind an existing account', () => {
    const exchange = vi.fn();
    const bind = vi.fn();
    const actor = createActor(
      registerMachine.provide({ actions: { exchangeThirdCode: (_, p) => exchange(p), bind: (_, p) => bind(p) } }),
      { input: { third: { kind: 'alipay', authCode: 'code-1' } } },
    ).start();
    expect(exchange).toHaveBeenCalledWith({ kind: 'alipay', authCode: 'code-1' });
    actor.send({ type: 'third.needsBind', thirdCode: 'tc', nickName: '支付宝用户' });
    actor.send({ type: 'mode.bind' });
    actor.send({ type: 'register.submit', phone: validPhone, code: '123456' });
    expect(bind).toHaveBeenCalledWith({ phone: validPhone, code: '123456', kind: 'alipay', thirdCode: 'tc' });
  });

  it('resets a password with the ticket the phone check returned', () => {
    const resetPassword = vi.fn();
    const actor = createActor(forgottenMachine.provide({ actions: { resetPassword: (_, p) => resetPassword(p) } }), {});
    actor.start();
    actor.send({ type: 'phone.submit', phone: '', code: '' });
    expect(actor.getSnapshot().context.error).toBe(messages.fillPhone);
    actor.send({ type: 'phone.submit', phone: validPhone, code: '123456' });
    actor.send({ type: 'phone.confirmed', resetTicket: 'ticket-9', userName: '集邮新人' });
    actor.send({ type: 'field.changed', field: 'password', value: 'newpass123' });
    actor.send({ type: 'field.changed', field: 'confirm', value: 'newpass123' });
    actor.send({ type: 'password.submit' });
    expect(resetPassword).toHaveBeenCalledWith({ resetTicket: 'ticket-9', password: 'newpass123' });
  });
});

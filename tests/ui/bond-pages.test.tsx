import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bondMessages } from '../../src/api/contracts/bond-messages';
import { messages } from '../../src/api/contracts/messages';
import { toaster } from '../../src/features/shared/toast-list';
import { verifiedUser } from '../machines/models';
import { myBuyOffer, useBondFake } from './bond-fake';
import { logIn, renderAppAt } from './render-app';

/**
 * 保证金交易's public and taking pages (issue 29): /bond with its tabs, keyword and page; an offer's detail and its
 * publisher's 撤销; choosing how many to take with the price and margin to the fen; paying the margin with the payment
 * password once per request; the deal's page; publishing and republishing, checked with the contract's schema.
 */
const { api, state } = useBondFake();
const member = { ...verifiedUser, isAuth: true };
beforeEach(() => logIn(api, member));
afterEach(() => toaster.remove());
const loading = { timeout: 8000 };

describe('/bond', () => {
  it('asks for the open offers of the chosen tab and keyword, and links each to its detail', async () => {
    const { router } = renderAppAt('/bond');
    const table = await screen.findByTestId('bond-offers', {}, loading);
    expect(state.listed.at(-1)).toEqual({ body: {}, query: { pageNo: '1', pageSize: '10' } });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('出售');
    expect(first).toHaveTextContent('¥1,880.00');
    expect(first).toHaveTextContent('6 / 10');
    expect(first).toHaveTextContent('¥376.00');
    expect(first).toHaveTextContent('华夏邮社');
    expect(within(first).getByRole('link', { name: '1980年 庚申年猴票' })).toHaveAttribute('href', '/bond/51');

    await userEvent.click(screen.getByRole('tab', { name: '求购' }));
    await waitFor(() => expect(state.listed.at(-1)!.body).toEqual({ tradeType: 0 }));
    expect(router.state.location.search).toEqual({ side: 'buy' });
    await waitFor(() => expect(within(screen.getByTestId('bond-offers')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByTestId('bond-offers')).toHaveTextContent('1993年 癸酉年鸡票');

    await userEvent.click(screen.getByRole('tab', { name: '出售' }));
    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), 'T46');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(state.listed.at(-1)!.body).toEqual({ tradeType: 1, keyword: 'T46' }));
    expect(router.state.location.search).toEqual({ side: 'sell', keyword: 'T46' });
    expect(await screen.findByText('“T46”的搜索结果')).toBeInTheDocument();
  });

  it('opens the margin rule (protocol type 2) in the protocol viewer', async () => {
    renderAppAt('/bond');
    await userEvent.click(await screen.findByRole('button', { name: '《保证金规则》' }, loading));
    expect(await screen.findByRole('dialog', { name: '保证金规则' }, loading)).toHaveTextContent('买卖双方各冻结成交金额20%的保证金');
  });
});

describe('/bond/{id}', () => {
  it('shows the offer, the margin each side freezes per unit, and 立即成交 leads to choosing how many', async () => {
    const { router } = renderAppAt('/bond/51');
    const offer = await screen.findByTestId('bond-offer', {}, loading);
    expect(offer).toHaveTextContent('¥1,880.00 / 枚');
    expect(offer).toHaveTextContent('6 / 10 枚');
    expect(screen.getByTestId('bond-margin-per-unit')).toHaveTextContent('¥376.00');
    expect(screen.getByText(/成交时买卖双方每枚各冻结保证金 ¥376.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '立即成交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bond/confirm/51'));
  });

  it('an offer that does not exist says so, with 重试', async () => {
    renderAppAt('/bond/999');
    const failed = await screen.findByRole('alert', {}, loading);
    expect(failed).toHaveTextContent(bondMessages.bondOfferNotFound);
    expect(within(failed).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('a member without real-name authentication is told so and sent to authenticate', async () => {
    logIn(api, { ...verifiedUser, isAuth: false });
    const { router } = renderAppAt('/bond/51');
    await userEvent.click(await screen.findByRole('button', { name: '立即成交' }, loading));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/authentication'));
    expect(await screen.findByText(bondMessages.bondNeedsAuth, {}, loading)).toBeInTheDocument();
  });

  it('its publisher withdraws it after a confirmation, and may republish it', async () => {
    renderAppAt('/bond/52');
    expect(await screen.findByTestId('bond-offer-stage', {}, loading)).toHaveTextContent('交易中');
    expect(screen.queryByRole('button', { name: '立即成交' })).toBeNull();
    expect(screen.getByRole('link', { name: '重新发布' })).toHaveAttribute('href', '/republish-bond/52');
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销保证金交易' }, loading);
    expect(dialog).toHaveTextContent('¥500.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤销' }));
    await waitFor(() => expect(state.calls).toEqual([{ path: '/api/bond/offer/withdraw', body: { id: 52 }, key: null }]));
    expect(await screen.findByText(bondMessages.bondOfferWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bond-offer-stage')).toHaveTextContent('已撤销'));
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });
});

describe('/bond/confirm/{id}', () => {
  it('computes the deal and my margin to the fen, refuses more than is left, and goes on to pay', async () => {
    const { router } = renderAppAt('/bond/confirm/51?quantity=3');
    expect(await screen.findByTestId('bond-deal-amount', {}, loading)).toHaveTextContent('¥5,640.00');
    expect(screen.getByTestId('bond-deal-margin')).toHaveTextContent('¥1,128.00');
    expect(screen.getByTestId('bond-deal')).toHaveTextContent('买入 3 枚');
    await waitFor(() => expect(screen.getByTestId('bond-funds')).toHaveTextContent('¥5,000.00'));
    expect(screen.queryByRole('link', { name: '充值保证金' })).toBeNull();

    const quantity = screen.getByRole('textbox', { name: /成交数量/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    expect(await screen.findByText(bondMessages.bondOfferNotEnough)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(screen.queryByTestId('bond-deal')).toBeNull();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(screen.getByTestId('bond-deal-amount')).toHaveTextContent('¥9,400.00');
    expect(screen.getByTestId('bond-deal-margin')).toHaveTextContent('¥1,880.00');
    await waitFor(() => expect(router.state.location.search).toEqual({ quantity: 5 }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bond-pay'));
    expect(router.state.location.search).toEqual({ offer: 51, quantity: 5 });
  });

  it('when my bond funds fall short, says so with the way to recharge them', async () => {
    state.account = { ...state.account, bond: 100_000 };
    renderAppAt('/bond/confirm/51?quantity=3');
    expect(await screen.findByText(bondMessages.bondMarginShort, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '充值保证金' })).toHaveAttribute('href', '/person/bond/recharge-bond');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  it('my own offer is not taken', async () => {
    renderAppAt('/bond/confirm/52');
    expect(await screen.findByText(bondMessages.bondOwnOffer, {}, loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });
});

describe('/bond-pay', () => {
  it('takes the offer with the payment password and an idempotency key, then shows the deal', async () => {
    const { router } = renderAppAt('/bond-pay?offer=51&quantity=3');
    const form = await screen.findByRole('form', { name: '支付保证金' }, loading);
    expect(within(form).getByTestId('bond-deal-margin')).toHaveTextContent('¥1,128.00');
    await userEvent.click(within(form).getByRole('button', { name: '确认支付保证金' }));
    expect(await within(form).findByText(messages.payPasswordRule)).toBeInTheDocument();
    expect(state.calls).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '确认支付保证金' }));
    await waitFor(() =>
      expect(state.calls).toEqual([{ path: '/api/bond/order/take', body: { offerId: 51, quantity: 3, payPassword: '135790' }, key: expect.stringMatching(/^bond:take:/) }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/bond-transaction/901'));
    expect(await screen.findByRole('heading', { name: '成交成功' }, loading)).toBeInTheDocument();
    const order = screen.getByTestId('bond-order');
    expect(order).toHaveTextContent('¥5,640.00');
    expect(order).toHaveTextContent('买方保证金¥1,128.00');
    expect(order).toHaveTextContent('卖方保证金¥1,128.00');
    expect(order).toHaveTextContent('卖方须在 2026-11-25 10:00:00 前发货');
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/person/bond-order/detail/901');
  });

  it('a refused take shows the server’s message and keeps everything; sent again, it is the same request', async () => {
    state.refuseTake = bondMessages.bondMarginShort;
    const { router } = renderAppAt('/bond-pay?offer=51&quantity=3');
    const form = await screen.findByRole('form', { name: '支付保证金' }, loading);
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '确认支付保证金' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(bondMessages.bondMarginShort);
    expect(router.state.location.pathname).toBe('/bond-pay');
    expect(router.state.location.search).toEqual({ offer: 51, quantity: 3 });
    expect(within(form).getByLabelText(/支付密码/)).toHaveValue('135790');

    await userEvent.click(within(form).getByRole('button', { name: '确认支付保证金' }));
    await waitFor(() => expect(state.calls).toHaveLength(2));
    expect(state.calls[1]).toEqual(state.calls[0]);
  });
});

describe('/publish-bond and /republish-bond/{id}', () => {
  it('refuses what the contract refuses with nothing sent, shows the margin as typed, then publishes once in fen', async () => {
    const { router } = renderAppAt('/publish-bond');
    const form = await screen.findByRole('form', { name: '发布保证金交易' }, loading);
    await userEvent.click(within(form).getByRole('button', { name: '发布并冻结保证金' }));
    expect(await within(form).findByText(bondMessages.bondChooseVariety)).toBeInTheDocument();
    // Each rule beside its field, read out (role=alert); 请选择品相 is also the grade's empty choice.
    expect(within(form).getAllByRole('alert').map((rule) => rule.textContent)).toEqual([
      bondMessages.bondChooseVariety,
      bondMessages.bondChooseGrade,
      bondMessages.bondQuantityRule,
      bondMessages.bondPriceRule,
      bondMessages.bondAgreeRule,
      messages.payPasswordRule,
    ]);
    expect(state.calls).toEqual([]);

    await userEvent.type(within(form).getByLabelText('筛选邮品'), 'T46');
    await userEvent.selectOptions(await within(form).findByLabelText(/^邮品/), '9');
    await userEvent.selectOptions(within(form).getByLabelText(/^品相/), '上品');
    await userEvent.type(within(form).getByLabelText(/^数量/), '3');
    await userEvent.type(within(form).getByLabelText(/单价/), '1880');
    expect(screen.getByTestId('bond-publish-margin')).toHaveTextContent('¥1,128.00');
    await userEvent.click(within(form).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '发布并冻结保证金' }));
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toEqual({
      path: '/api/bond/offer/publish',
      body: { tradeType: 1, productId: 9, grade: '上品', quantity: 3, price: 188_000, remark: '', payPassword: '135790', agree: true },
      key: expect.stringMatching(/^bond:publish:/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bond/77'));
    expect(await screen.findByText(bondMessages.bondPublished)).toBeInTheDocument();
  });

  it('a member without real-name authentication is told so instead of the form', async () => {
    logIn(api, { ...verifiedUser, isAuth: false });
    renderAppAt('/publish-bond');
    expect(await screen.findByText(bondMessages.bondNeedsAuth, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/person/authentication');
    expect(screen.queryByRole('form', { name: '发布保证金交易' })).toBeNull();
  });

  it('republishing fills the form from my offer and sends it as a new one', async () => {
    renderAppAt('/republish-bond/52');
    const form = await screen.findByRole('form', { name: '发布保证金交易' }, loading);
    expect(within(form).getByLabelText(/^交易类型/)).toHaveValue('0');
    await waitFor(() => expect(within(form).getByLabelText(/^邮品/)).toHaveValue('10'));
    expect(within(form).getByLabelText(/^品相/)).toHaveValue('全品');
    expect(within(form).getByLabelText(/^数量/)).toHaveValue('200');
    expect(within(form).getByLabelText(/单价/)).toHaveValue('12.50');
    expect(within(form).getByLabelText('备注')).toHaveValue('整版优先');
    expect(screen.getByTestId('bond-publish-margin')).toHaveTextContent('¥500.00');
    await userEvent.click(within(form).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.type(within(form).getByLabelText(/支付密码/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: '发布并冻结保证金' }));
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]!.body).toEqual({
      tradeType: 0,
      productId: myBuyOffer.productId,
      grade: '全品',
      quantity: 200,
      price: 1_250,
      remark: '整版优先',
      payPassword: '135790',
      agree: true,
    });
  });
});

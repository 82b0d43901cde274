import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { idParam as contractIdParam } from '../../src/api/contracts/validation';
import { priceCircleQueryOptions } from '../../src/api/trade/price-circle';
import { routeIdParam } from '../../src/features/site/search-schemas';
import { findSiteRoute } from '../../src/features/site/site-map-lookup';
import { noSearch } from '../../src/routes/page';
import { pageContent } from '../../src/routes/page-content';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState } from './fake-trade-api';
import { renderAppAt } from './render-app';

/**
 * The routes as TanStack's kitchen-sink builds them: checked params (ids, else /404), search schemas whose applied values
 * the URL shows, loaders that fill the query cache first, pending and error frames. The login gate: routes-login-gate.
 */
const { state: tradeApi, server } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

/** A page's first appearance: its lazy chunk may still be compiling on a cold start. */
const loading = { timeout: 8000 };

describe('search: every key has a default, a value that does not fit falls back to it, the URL shows what applied', () => {
  it('/search?class=1: the spec knows only product and member, so class is the default, product, in the URL too', async () => {
    const { router } = renderAppAt('/search?class=1&info=%E7%8C%B4%E7%A5%A8');
    await waitFor(() => expect(router.state.location.search).toEqual({ class: 'product', info: '猴票' }));
    expect(router.state.location.href).toContain('class=product');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索结果' })).toBeInTheDocument();
  });

  it('keeps values that fit, and a plain /search shows its default', async () => {
    const { router } = renderAppAt('/search?class=member&info=%E8%80%81%E5%91%A8');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.search).toEqual({ class: 'member', info: '老周' });

    await router.navigate({ to: '/search' });
    await waitFor(() => expect(router.state.location.search).toEqual({ class: 'product' }));
  });

  it('rewrites a hand-written URL reached through history (back, forward) as well, replacing the entry', async () => {
    const { router } = renderAppAt('/index');
    await screen.findByRole('heading', { level: 1, name: '首页' });
    router.history.push('/search?class=1&info=%E7%8C%B4%E7%A5%A8');
    await waitFor(() => expect(router.state.location.search).toEqual({ class: 'product', info: '猴票' }));
    expect(router.history.location.search).toContain('class=product');
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('drops a listing state that does not exist and keeps the kind (before the login gate, for anyone)', async () => {
    const { router } = renderAppAt('/person/myOrder?state=9&type=0');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 0 }));
  });

  it('gives each page the schema its route validates with', () => {
    for (const [path, page] of Object.entries(pageContent)) {
      expect(page.search, path).toBe(findSiteRoute(path)?.search ?? noSearch);
    }
  });
});

describe('params: ids are positive integers', () => {
  it('reads an id in a path exactly as the contract’s idParam does (the route restates it without zod)', () => {
    const values = ['1', '7', '2147483647', '2147483648', '0', '01', '-1', '+1', '1.5', '1e3', ' 1', '1 ', 'abc', '', '9'.repeat(17)];
    for (const value of [...values, 7, 0, -1, 1.5, 2147483648, Number.NaN, null, undefined, true, ['1'], {}]) {
      const contract = contractIdParam.safeParse(value);
      expect(routeIdParam.safeParse(value), JSON.stringify(value)).toEqual(contract.success ? { success: true, data: contract.data } : { success: false });
    }
  });

  it.each(['/trade/0', '/trade/1.5', '/trade/-3', '/transaction/abc', '/person/myOrder/update/01'])('%s goes to /404', async (path) => {
    const { router } = renderAppAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('loaders', () => {
  it('start the page’s first data with its code and do not hold the page for it; the page joins that fetch, not a second', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/anon/trade/priceCircle/:id', async () => {
        asked += 1;
        await delay(500);
        return HttpResponse.json({ code: 200, msg: '', data: fakeTradeApiState().priceCircle });
      }),
    );
    const { router, queryClient } = renderAppAt('/trade/price-circle/58');
    const beforeMount: Array<{ asked: boolean; answered: boolean }> = [];
    router.subscribe('onBeforeRouteMount', () => {
      const query = queryClient.getQueryState(priceCircleQueryOptions(58).queryKey);
      beforeMount.push({ asked: query?.fetchStatus === 'fetching', answered: query?.data !== undefined });
    });
    // The frame and the page's own 加载中 show while the answer is on its way, then the page fills in.
    expect(await screen.findByText('加载中…', {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '价格走势' })).toBeInTheDocument();
    expect(beforeMount).toContainEqual({ asked: true, answered: false });
    await screen.findByTestId('price-circle', {}, loading);
    expect(asked).toBe(1);
  });

  it('leave the server’s answer to the page: its own message, one request, no error frame', async () => {
    tradeApi.fail.set('/api/anon/trade/homepage/99', '请求的资源不存在');
    renderAppAt('/trade/homepage/99');
    expect(await screen.findByText('请求的资源不存在', { selector: 'p' }, loading)).toBeInTheDocument();
    expect(callsTo(tradeApi, '/api/anon/trade/homepage/99')).toHaveLength(1);
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('leave an answer the client cannot read to the page too: the frame stays, the page says what broke', async () => {
    // An answer without an envelope: the API client cannot read it.
    server.use(http.get('*/api/anon/trade/priceCircle/:id', () => new HttpResponse(null, { status: 200 }), { once: true }));
    renderAppAt('/trade/price-circle/58');
    const alert = await screen.findByRole('alert', {}, loading);
    expect(screen.getByRole('heading', { level: 1, name: '价格走势' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.queryByTestId('price-circle')).toBeNull();
    // 重试 asks again, and the answer now readable fills the page.
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('price-circle', {}, loading)).toBeInTheDocument();
  });

  it('show the page frame with 加载中… while a slow first load is under way', async () => {
    server.use(
      http.get('*/api/anon/trade/priceCircle/:id', async () => {
        await delay(2000);
        return HttpResponse.json({ code: 200, msg: '', data: fakeTradeApiState().priceCircle });
      }),
    );
    renderAppAt('/trade/price-circle/58');
    expect(await screen.findByText('加载中…', {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '价格走势' })).toBeInTheDocument();
    expect(await screen.findByTestId('price-circle', {}, loading)).toBeInTheDocument();
  });
});

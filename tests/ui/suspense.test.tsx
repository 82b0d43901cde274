import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { delay, http, HttpResponse } from 'msw';
import { ApiRequestError } from '../../src/api/client';
import { SessionProvider } from '../../src/features/session';
import { reportCaughtError } from '../../src/features/shared/caught-errors';
import { createAppRouter } from '../../src/routes/router';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState } from './fake-trade-api';
import { renderAppAt } from './render-app';
import { renderWithProviders } from './render';

/**
 * A part of a page read with useSuspenseQuery sits in a DataBoundary (issue 24; docs/adr/0038): while its call is on
 * its way the shared fallback says 加载中… (aria-busy) in its place, the frame and the page's other parts already
 * there; when the call fails the boundary shows the error component (页面加载失败, the server's message, 重试) in the
 * same place, not the route's error frame, and 重试 asks again and fills the part.
 */
const { state: tradeApi, server } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

const loading = { timeout: 8000 };

describe('a part of a page with its own boundary', () => {
  it('shows the shared fallback, busy, while its call is on its way, the rest of the page already there', async () => {
    server.use(
      http.get('*/api/anon/trade/homepage/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    renderAppAt('/trade/homepage/7');
    expect(await screen.findByRole('heading', { level: 2, name: '收到的评价' }, loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '会员主页' })).toBeInTheDocument();
    // The card's place says 加载中… (the first part of the page), busy, until its call answers.
    const [card] = screen.getAllByText('加载中…');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card!.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: '收到的评价' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: '投诉该会员' })).toBeNull();
  });

  it('shows the error component in its place when its call fails, and 重试 fills it', async () => {
    tradeApi.fail.set('/api/anon/trade/homepage/7', '会员不存在或已注销');
    renderAppAt('/trade/homepage/7');
    const alert = await screen.findByRole('alert', {}, loading);
    expect(alert).toHaveTextContent('页面加载失败');
    expect(alert).toHaveTextContent('会员不存在或已注销');
    // The route's error frame is for a page that breaks; the other parts of this one go on.
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '挂牌中的报价' })).toBeInTheDocument();
    expect(callsTo(tradeApi, '/api/anon/trade/homepage/7')).toHaveLength(1);

    tradeApi.fail.delete('/api/anon/trade/homepage/7');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '投诉该会员' }, loading)).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).toBeNull();
    expect(callsTo(tradeApi, '/api/anon/trade/homepage/7')).toHaveLength(2);
  });
});

describe("the app root's report of caught errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves a refused call its boundary shows out of the console (the e2e route walk counts console errors)', async () => {
    const logged = vi.spyOn(console, 'error');
    tradeApi.fail.set('/api/anon/trade/homepage/7', '会员不存在或已注销');
    // The app as src/main.tsx creates its root.
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/trade/homepage/7'] }));
    renderWithProviders(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
      { onCaughtError: reportCaughtError },
    );
    // The boundary's own words (the toast says the server's message too).
    expect(await screen.findByText('页面加载失败', {}, loading)).toBeInTheDocument();
    expect(logged.mock.calls.flat().filter((argument) => argument instanceof ApiRequestError)).toEqual([]);
  });

  it('logs anything else a boundary catches, as React would', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Error('a page that breaks');
    reportCaughtError(broken, { componentStack: '' });
    expect(logged).toHaveBeenCalledWith(broken, '');
  });
});

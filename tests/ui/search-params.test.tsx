import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComplaintDetail } from '../../src/api/contracts/complaints';
import type { Page } from '../../src/api/contracts/trade';
import type { WalletLogLine } from '../../src/api/contracts/wallet';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';
import { walletLogLine } from './wallet-log-lines';

/**
 * A list's tab, filters and page live in the URL (issue 24): a reload (the app created at that URL) opens the same
 * rows, Back returns to the previous page and tab, another filter starts again from page 1, a value that does not fit
 * falls back to its default with the URL rewritten to what applied, and a wallet log's China-day range is read from
 * the URL too. The lists are 投诉专栏 (a tab and pages) and 我的账户's balance log (a range, an item and pages).
 */
interface Fake {
  /** Every list call's query, as the page sent it. */
  listQueries: URLSearchParams[];
  logQueries: URLSearchParams[];
}

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

/** 15 upheld complaints and 3 pending ones: two pages of upheld ones at 10 a page. */
const complaints: ComplaintDetail[] = Array.from({ length: 18 }, (_, i) => {
  const upheld = i < 15;
  return {
    id: i + 1,
    kind: 'member',
    kindName: '会员投诉',
    title: `投诉第${i + 1}号`,
    complainant: '老**票',
    respondent: { id: 7, name: '被投诉会员' },
    state: upheld ? 'upheld' : 'pending',
    stateName: upheld ? '投诉成立' : '处理中',
    decision: upheld ? '经核实，投诉成立。' : '',
    createTime: '2026-11-20 10:00:00',
    decideTime: upheld ? '2026-11-21 10:00:00' : null,
    content: '品相与描述不符。',
    photos: [],
    photoCount: 0,
    photosShown: false,
    order: null,
    punishments: [],
  };
});


const { api, state } = useFakeServer(
  (): Fake => ({ listQueries: [], logQueries: [] }),
  (s) => [
    http.get('*/api/anon/complaint/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      s.listQueries.push(query);
      const wanted = query.get('state');
      const all = complaints.filter((c) => !wanted || c.state === wanted);
      const pageNo = Number(query.get('pageNo'));
      const pageSize = Number(query.get('pageSize'));
      return envelope({ list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, pageNo, pageSize } satisfies Page<ComplaintDetail>);
    }),
    http.get('*/api/user/account/purses', () => envelope({ balance: 5_000_000, deposit: 0, bond: 0, held: 0, goldCoin: 0 })),
    http.get('*/api/user/pwd/payment/isSet', () => envelope(true)),
    http.get('*/api/user/account/paymentItemList', () => envelope([{ code: 'order', name: '订单交易' }])),
    http.get('*/api/user/account/log/page', ({ request }) => {
      const query = new URL(request.url).searchParams;
      s.logQueries.push(query);
      return envelope({ list: [walletLogLine(1, { orderId: null })], total: 25, pageNo: Number(query.get('pageNo')), pageSize: 10 } satisfies Page<WalletLogLine>);
    }),
  ],
);

// The first find waits for the lazily loaded page (slow on a busy machine).
const loading = { timeout: 20_000 };
const lastList = () => Object.fromEntries(state.listQueries.at(-1)!);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('a list page keeps its tab and page in the URL', () => {
  it('opens the tab and page the URL names, as after a reload or from a bookmark', async () => {
    const { router } = renderAppAt('/bulletin?state=upheld&page=2');
    expect(await screen.findByText('第 2 / 2 页', {}, loading)).toBeInTheDocument();
    expect(tab('投诉成立')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('bulletin-row')).toHaveLength(5);
    expect(lastList()).toMatchObject({ state: 'upheld', pageNo: '2', pageSize: '10' });
    expect(router.state.location.search).toEqual({ state: 'upheld', page: 2 });
  });

  it('goes back to the previous page, then the previous tab, with Back', async () => {
    const { router } = renderAppAt('/bulletin');
    expect(await screen.findByText('第 1 / 2 页', {}, loading)).toBeInTheDocument();
    await userEvent.click(tab('投诉成立'));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'upheld' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'upheld', page: 2 }));
    expect(await screen.findByText('第 2 / 2 页')).toBeInTheDocument();

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'upheld' }));
    expect(await screen.findByText('第 1 / 2 页')).toBeInTheDocument();
    expect(tab('投诉成立')).toHaveAttribute('aria-selected', 'true');

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(tab('全部')).toHaveAttribute('aria-selected', 'true'));
    // Every complaint again, on its first page.
    expect(await screen.findByText('共 18 条')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument();
  });

  it('starts another tab from its first page, and leaves defaults out of the URL', async () => {
    const { router } = renderAppAt('/bulletin?page=2&size=20');
    expect(await screen.findByText('第 1 / 1 页', {}, loading)).toBeInTheDocument();
    await userEvent.click(tab('处理中'));
    // The page size chosen stays; the page goes back to the first, which the URL does not spell out.
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'pending', size: 20 }));
    await waitFor(() => expect(lastList()).toMatchObject({ state: 'pending', pageNo: '1', pageSize: '20' }));
  });

  it('drops a value that does not fit for its default, and the URL shows what applied', async () => {
    const { router } = renderAppAt('/bulletin?state=lost&page=0&size=30&keep=1');
    await waitFor(() => expect(router.state.location.search).toEqual({ keep: 1 }));
    expect(await screen.findByText('第 1 / 2 页', {}, loading)).toBeInTheDocument();
    expect(tab('全部')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('a wallet log keeps its China-day range, its item and its page in the URL', () => {
  beforeEach(() => logIn(api));

  it('reads them from the URL, and writes today back as the bare URL', async () => {
    const { router } = renderAppAt('/person/account?from=2026-11-01&to=any&item=order&page=2');
    await waitFor(() => expect(state.logQueries.length).toBeGreaterThan(0), loading);
    const query = Object.fromEntries(state.logQueries.at(-1)!);
    expect(query).toMatchObject({ startTime: '2026-11-01 00:00:00', paymentItem: 'order', pageNo: '2' });
    expect(query).not.toHaveProperty('endTime');
    expect(await screen.findByLabelText('开始日期')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: '今天' }));
    // Today is the range's default: only the item stays in the URL, and the list starts again from page 1.
    await waitFor(() => expect(router.state.location.search).toEqual({ item: 'order' }));
    await waitFor(() => expect(Object.fromEntries(state.logQueries.at(-1)!)).toMatchObject({ pageNo: '1', paymentItem: 'order' }));
  });
});

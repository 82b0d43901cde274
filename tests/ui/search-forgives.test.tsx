import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { searchTarget } from '../../src/features/layout/header-search';
import { renderAppAt } from './render-app';
import { useFakeServer } from './fake-server';

/**
 * A query over the search's limit is cut before it is sent, and the page says so (issue 25, docs/adr/0036): a pasted
 * 600-character text once came back 请求参数有误 with the whole text echoed in the heading.
 */
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const { state } = useFakeServer(
  () => ({ asked: [] as Array<Record<string, string>> }),
  (s) => [
    http.get('*/api/anon/product/search', ({ request }) => {
      s.asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 });
    }),
  ],
);

const loading = { timeout: 20_000 };
const long = `庚申猴${'票'.repeat(597)}`;

describe('/search with a query over the limit', () => {
  it('sends the first 40 characters and says 搜索词过长，已截取前 40 个字', async () => {
    renderAppAt(`/search?class=product&info=${encodeURIComponent(long)}`);
    expect(await screen.findByText('搜索词过长，已截取前 40 个字', {}, loading)).toHaveAttribute('role', 'status');
    const cut = long.slice(0, 40);
    await waitFor(() => expect(state.asked.at(-1)).toEqual({ keyword: cut, pageNo: '1', pageSize: '10' }));
    // The heading shows what was searched, not the 600 characters asked.
    expect(screen.getByText(`品名“${cut}”的搜索结果`)).toBeInTheDocument();
    expect(screen.queryByText(/请求参数有误/)).toBeNull();
  });

  it('says nothing of the kind for a query within it', async () => {
    renderAppAt(`/search?class=product&info=${encodeURIComponent('庚申猴')}`);
    await waitFor(() => expect(state.asked.at(-1)?.keyword).toBe('庚申猴'), loading);
    expect(screen.getByText('品名“庚申猴”的搜索结果')).toBeInTheDocument();
    expect(screen.queryByText(/搜索词过长/)).toBeNull();
  });

  it('of the header, a listing search opens the market with the first 40 characters and the note', async () => {
    expect(searchTarget('listing', long)).toEqual({
      newTab: `/trade?${new URLSearchParams({ keyword: long.slice(0, 40), source: '0' })}`,
      note: '搜索词过长，已截取前 40 个字',
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAppAt('/index');
    const box = await screen.findByRole('textbox', { name: '搜索关键字' }, loading);
    await userEvent.click(box);
    await userEvent.paste(long);
    await userEvent.click(within(screen.getByRole('search', { name: '站内搜索' })).getByRole('button', { name: '搜索' }));
    expect(open).toHaveBeenCalledWith(`/trade?${new URLSearchParams({ keyword: long.slice(0, 40), source: '0' })}`, '_blank', 'noopener');
    expect(await screen.findByText('搜索词过长，已截取前 40 个字')).toBeInTheDocument();
    open.mockRestore();
  });
});

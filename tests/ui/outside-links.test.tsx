import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OutsideLink } from '../../src/api/contracts/home-names';
import type { SysConfig } from '../../src/api/contracts/system';
import { topicAddress } from '../../src/features/home/links-block';
import { renderAppAt } from './render-app';
import { useFakeServer } from './fake-server';

/**
 * 社区论坛 and 评级 are other sites, at the addresses the system settings give (issue 25, docs/adr/0036): with none set
 * (the demo), neither the header's tabs nor the home page's forum block are shown; set, they link there.
 */
const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const topics: OutsideLink[] = [
  { id: 1, name: '新手请教：邮票的全品、上品、中品到底怎么划分？', url: '' },
  { id: 2, name: '奔马小型张辨伪要点汇总', url: 'thread/42' },
];
const { state } = useFakeServer(
  () => ({ sites: {} as Pick<SysConfig, 'forumUrl' | 'ratingUrl'> }),
  (s) => [
    http.get('*/api/sys/config', () => envelope({ goldPaymentItem: {}, beans: [], servicePhone: '400-800-1980', icp: '苏ICP备00000000号-1', ...s.sites })),
    http.get('*/api/bbs/hot', () => envelope(topics)),
  ],
);

const loading = { timeout: 20_000 };
const mainNav = () => screen.getAllByRole('navigation', { name: '主导航' })[0]!;

describe('the outside sites', () => {
  it('without addresses in the settings: no 社区论坛, no 评级 and no forum block, nothing that leads nowhere', async () => {
    renderAppAt('/index');
    await screen.findByRole('region', { name: '友情链接' }, loading);
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: '产品目录' })).toBeInTheDocument());
    expect(within(mainNav()).queryByRole('link', { name: '社区论坛' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: '评级' })).toBeNull();
    expect(screen.queryByRole('region', { name: '社区论坛热帖' })).toBeNull();
    expect(document.querySelector('a[href*="youshi.example"]')).toBeNull();
  });

  it('with addresses: the tabs and the forum block link there, in a new tab', async () => {
    state.sites = { forumUrl: 'https://bbs.example.cn/', ratingUrl: 'https://rating.example.cn/' };
    renderAppAt('/index');
    const forumBlock = await screen.findByRole('region', { name: '社区论坛热帖' }, loading);
    const forum = within(mainNav()).getByRole('link', { name: '社区论坛' });
    expect(forum).toHaveAttribute('href', 'https://bbs.example.cn/');
    expect(forum).toHaveAttribute('target', '_blank');
    expect(within(mainNav()).getByRole('link', { name: '评级' })).toHaveAttribute('href', 'https://rating.example.cn/');
    // A topic without an address of its own leads to the forum; one with a path, to that path on the forum.
    expect(within(forumBlock).getByRole('link', { name: topics[0]!.name })).toHaveAttribute('href', 'https://bbs.example.cn/');
    expect(within(forumBlock).getByRole('link', { name: topics[1]!.name })).toHaveAttribute('href', 'https://bbs.example.cn/thread/42');
  });

  it('a topic with a whole address of its own keeps it', () => {
    expect(topicAddress('https://other.example.cn/t/1', 'https://bbs.example.cn/')).toBe('https://other.example.cn/t/1');
  });
});

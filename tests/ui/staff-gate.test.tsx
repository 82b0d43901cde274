import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteMap } from '../../src/features/site';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * Every staff route of the site map is gated once (src/routes/site-page.tsx): a member who is not staff reads 无权访问
 * at its URL and sees neither the staff menu nor the page. Generated from the site map, so a staff page added later is
 * covered without a line here.
 */
const staffRoutes = siteMap.filter((r) => r.staff && !r.redirect);
const urlOf = (path: string) => path.replace('$id', '1');

const { api } = useFakeServer(
  () => ({}),
  () => [http.get('*/api/operator/authentication/page', () => HttpResponse.json({ code: 403, msg: '无权操作', data: null }, { status: 403 }))],
);
beforeEach(() => logIn(api));

it('covers every staff page of the site map', () => {
  expect(staffRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/staff/authentications', '/staff/cash-outs/$id', '/staff/news/new', '/staff/punishments']));
  expect(staffRoutes.length).toBeGreaterThanOrEqual(15);
});

it.each(staffRoutes.map((r) => [urlOf(r.path)] as const))('%s tells a member who is not staff 无权访问', async (url) => {
  renderAppAt(url);
  expect(await screen.findByRole('alert', { name: '无权访问' }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: '平台管理' })).toBeNull();
});

import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '../../src/api/contracts/messages';
import { thumbUrl } from '../../src/api/contracts/profile';
import { PublishForm } from '../../src/features/market/publish-form';
import { useSessionActions } from '../../src/features/session';
import { verifiedUser } from '../machines/models';
import { useFakeServer } from './fake-server';
import { imageFile } from './image-files';
import { logIn } from './render-app';
import { renderInRouter } from './render-in-router';

/**
 * The publish form keeps a draft (src/features/shared/form-drafts.ts): what was typed and chosen, and the photos
 * already uploaded, come back when the form opens again (a reload, Back), until the offer is published or the member
 * logs out.
 */
const vip = { ...verifiedUser, levelId: 3 };
const products = [{ id: 4, code: 'T46', name: 'T46 庚申年猴票', exterior: '单枚', unit: '枚' }];

const { api, state } = useFakeServer(
  () => ({ uploadKeys: ['product/a.png', 'product/b.png'], published: [] as unknown[] }),
  (state) => [
    http.get('*/api/search/product/name/page', () => HttpResponse.json({ code: 200, msg: 'ok', data: products })),
    http.post('*/api/upload/productImage', () => {
      const key = state.uploadKeys.shift()!;
      return HttpResponse.json({ code: 200, msg: messages.uploadSucceeded, data: { key, url: `/uploads/${key}`, thumbUrl: thumbUrl(key), width: 800, height: 600 } });
    }),
    http.post('*/api/user/trade/edit', async ({ request }) => {
      state.published.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'ok', data: { id: 77 } });
    }),
  ],
);

function LogoutButton() {
  const { logout } = useSessionActions();
  return <Button onClick={logout}>退出</Button>;
}

const open = async () => {
  const rendered = renderInRouter(
    <>
      <PublishForm publishType={1} />
      <LogoutButton />
    </>,
    { path: '/publish' },
  );
  return { ...rendered, form: within(await screen.findByRole('form', { name: '发布卖单' })) };
};

async function fill(u: ReturnType<typeof userEvent.setup>, form: Awaited<ReturnType<typeof open>>['form']) {
  const picker = form.getByRole('combobox', { name: '邮品' });
  await waitFor(() => expect(within(picker).getByRole('option', { name: /^T46/ })).toBeInTheDocument());
  await u.selectOptions(picker, '4');
  await u.type(form.getByLabelText('单价（元）'), '12.5');
  await u.clear(form.getByLabelText('数量'));
  await u.type(form.getByLabelText('数量'), '3');
  await u.click(form.getByRole('checkbox', { name: '线下交易' }));
  await u.type(form.getByLabelText('备注'), '全新未折');
  await u.upload(form.getByLabelText('上传实物图片'), [imageFile('a.png'), imageFile('b.png')]);
  await waitFor(() => expect(form.getAllByRole('img')).toHaveLength(2));
}

describe('the publish form’s draft', () => {
  beforeEach(() => logIn(api, vip));

  it('comes back with its fields and photos after the form is left, and is gone once published', async () => {
    const u = userEvent.setup();
    const first = await open();
    await fill(u, first.form);
    first.unmount();

    const { form, router, unmount } = await open();
    expect(form.getByRole('combobox', { name: '邮品' })).toHaveValue('4');
    expect(form.getByLabelText('单价（元）')).toHaveValue('12.5');
    expect(form.getByLabelText('数量')).toHaveValue('3');
    expect(form.getByLabelText('备注')).toHaveValue('全新未折');
    expect(form.getByRole('checkbox', { name: '线下交易' })).toBeChecked();
    // The photos are the uploads already made: their keys, shown as those keys' thumbnails, nothing uploaded again.
    expect(form.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([thumbUrl('product/a.png'), thumbUrl('product/b.png')]);

    await u.click(form.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/77'));
    expect(state.published).toEqual([expect.objectContaining({ productId: 4, price: 1250, quantity: 3, photos: ['product/a.png', 'product/b.png'] })]);
    unmount();

    const again = await open();
    expect(again.form.getByLabelText('单价（元）')).toHaveValue('');
    expect(again.form.queryAllByRole('img')).toEqual([]);
  });

  it('is forgotten when the member logs out', async () => {
    const u = userEvent.setup();
    const first = await open();
    await fill(u, first.form);
    const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'));
    expect(drafts()).toEqual([`draft:${vip.id}:publish-1`]);
    await u.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() => expect(drafts()).toEqual([]));
    first.unmount();

    logIn(api, vip);
    const { form } = await open();
    expect(form.getByLabelText('单价（元）')).toHaveValue('');
    expect(form.queryAllByRole('img')).toEqual([]);
  });
});

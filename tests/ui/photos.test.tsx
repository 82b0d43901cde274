import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { messages } from '../../src/api/contracts/messages';
import { thumbUrl, uploadUrl } from '../../src/api/contracts/profile';
import { mediumUrl } from '../../src/api/contracts/upload-rules';
import { PublishForm } from '../../src/features/market/publish-form';
import { PhotoGallery, PhotosField } from '../../src/features/photos';
import { MagnifierPage } from '../../src/features/photos/magnifier-page';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState, listing } from './fake-trade-api';
import { renderWithProviders } from './render';
import { verifiedUser } from '../machines/models';
import { logIn, renderAppAt } from './render-app';
import { renderInRouter } from './render-in-router';
import { imageFile } from './image-files';

/**
 * Stamp photos (issue 15): the image viewer's zoom and paging, the photo field's uploads and removals, /magnifier,
 * an offer's grade, flaws and photos in the publish form, on its detail page and in a market row.
 */
const { api, state: tradeApi, server } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

/** A page's first appearance: its lazy chunk (and the dialog frame's) may still be compiling on a cold start. */
const loading = { timeout: 8000 };
const keys = ['stampPhotoKey0000000001.webp', 'stampPhotoKey0000000002.webp', 'stampPhotoKey0000000003.webp'];
const png = (name: string, size = 16) => imageFile(name, { size });

/** The upload calls answer the next key of `queue`, or the server's refusal while `refuse` is set. */
function fakeUploads(path: '/api/upload/productImage' | '/api/upload/complaintImage', queue: string[], refuse?: { msg: string }) {
  const calls: string[] = [];
  server.use(
    http.post(`*${path}`, () => {
      if (refuse) return HttpResponse.json({ code: 400, msg: refuse.msg, data: null }, { status: 400 });
      const key = queue.shift()!;
      calls.push(key);
      return HttpResponse.json({ code: 200, msg: messages.uploadSucceeded, data: { key, url: uploadUrl(key), thumbUrl: thumbUrl(key), width: 800, height: 600 } });
    }),
  );
  return calls;
}

describe('the image viewer', () => {
  it('opens the picture clicked, zooms in ×1.1, out ×0.9, resets to 100%, pages through and offers it in a new window', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery keys={keys} alt="T46 实物图片" />);
    // The gallery shows thumbnails; the viewer the full picture.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(keys.map(thumbUrl));
    await user.click(screen.getByRole('button', { name: '查看T46 实物图片 第2张' }));
    const dialog = within(await screen.findByRole('dialog', { name: '查看图片 2/3' }, loading));
    const picture = () => dialog.getByRole('img', { name: /^T46 实物图片 第\d张$/ });
    const zoom = () => [dialog.getByLabelText('缩放比例').textContent, picture().getAttribute('data-zoom')];
    expect(picture()).toHaveAttribute('src', uploadUrl(keys[1]!));
    expect(zoom()).toEqual(['100%', '1.0000']);

    await user.click(dialog.getByRole('button', { name: '放大' }));
    expect(zoom()).toEqual(['110%', '1.1000']);
    await user.click(dialog.getByRole('button', { name: '放大' }));
    expect(zoom()).toEqual(['121%', '1.2100']);
    await user.click(dialog.getByRole('button', { name: '还原' }));
    expect(zoom()).toEqual(['100%', '1.0000']);
    await user.click(dialog.getByRole('button', { name: '缩小' }));
    expect(zoom()).toEqual(['90%', '0.9000']);
    await user.click(dialog.getByRole('button', { name: '缩小' }));
    expect(zoom()).toEqual(['81%', '0.8100']);

    const bigger = dialog.getByRole('link', { name: '新窗口查看大图' });
    expect(bigger).toHaveAttribute('href', `/magnifier?key=${keys[1]}`);
    expect(bigger).toHaveAttribute('target', '_blank');

    // The next picture starts at 100%; paging wraps round both ways.
    await user.click(dialog.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '查看图片 3/3' })).toBeInTheDocument();
    expect(picture()).toHaveAttribute('src', uploadUrl(keys[2]!));
    expect(zoom()).toEqual(['100%', '1.0000']);
    await user.click(dialog.getByRole('button', { name: '下一张' }));
    expect(picture()).toHaveAttribute('src', uploadUrl(keys[0]!));
    await user.click(dialog.getByRole('button', { name: '上一张' }));
    await user.click(dialog.getByRole('button', { name: '上一张' }));
    expect(screen.getByRole('dialog', { name: '查看图片 2/3' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '新窗口查看大图' })).toHaveAttribute('href', `/magnifier?key=${keys[1]}`);

    await user.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('zooms with the wheel about the pointer, pans with a drag at any zoom, pinches with two fingers, and resets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery keys={keys} alt="T46 实物图片" />);
    await user.click(screen.getByRole('button', { name: '查看T46 实物图片 第1张' }));
    const dialog = within(await screen.findByRole('dialog', { name: '查看图片 1/3' }, loading));
    const frame = dialog.getByTestId('zoom-frame');
    const picture = dialog.getByRole('img', { name: 'T46 实物图片 第1张' });
    // jsdom lays nothing out: the frame's centre is (0, 0), so a pointer's client position is its offset from it.
    const shown = () => [dialog.getByLabelText('缩放比例').textContent, picture.style.transform];

    // One mouse notch towards the screen zooms in about ×1.1 about the pointer: the point under it stays put.
    fireEvent.wheel(frame, { deltaY: -100, clientX: 100, clientY: 50 });
    const zoom = Math.exp(0.1);
    expect(shown()).toEqual(['111%', `translate(${100 - 100 * zoom}px, ${50 - 50 * zoom}px) scale(${zoom})`]);
    fireEvent.click(dialog.getByRole('button', { name: '还原' }));
    expect(shown()).toEqual(['100%', 'translate(0px, 0px) scale(1)']);

    // A drag pans even at 100%.
    fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 40, clientY: -10 });
    fireEvent.pointerUp(frame, { pointerId: 1, clientX: 40, clientY: -10 });
    expect(shown()).toEqual(['100%', 'translate(30px, -20px) scale(1)']);
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 90, clientY: 90 }); // released: no longer moves it
    expect(picture.style.transform).toBe('translate(30px, -20px) scale(1)');

    // Two fingers 100 px apart spread to 200 px, then to 300 px: twice, then three times the size.
    fireEvent.click(dialog.getByRole('button', { name: '还原' }));
    fireEvent.pointerDown(frame, { pointerId: 2, button: 0, clientX: -50, clientY: 0 });
    fireEvent.pointerDown(frame, { pointerId: 3, button: 0, clientX: 50, clientY: 0 });
    fireEvent.pointerMove(frame, { pointerId: 2, clientX: -150, clientY: 0 });
    expect(dialog.getByLabelText('缩放比例')).toHaveTextContent('200%');
    fireEvent.pointerMove(frame, { pointerId: 3, clientX: 150, clientY: 0 });
    expect(shown()).toEqual(['300%', 'translate(0px, 0px) scale(3)']); // about the fingers' middle, which is back at the centre
  });

  it('answers the keyboard in its frame: + and − step the zoom, the arrows pan, 0 resets', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery keys={keys} alt="T46 实物图片" />);
    await user.click(screen.getByRole('button', { name: '查看T46 实物图片 第1张' }));
    const dialog = within(await screen.findByRole('dialog', { name: '查看图片 1/3' }, loading));
    const picture = dialog.getByRole('img', { name: 'T46 实物图片 第1张' });
    dialog.getByTestId('zoom-frame').focus();
    await user.keyboard('++');
    expect([dialog.getByLabelText('缩放比例').textContent, picture.getAttribute('data-zoom')]).toEqual(['121%', '1.2100']);
    await user.keyboard('-');
    expect(picture).toHaveAttribute('data-zoom', '1.0890');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(picture.style.transform).toMatch(/^translate\(40px, 40px\) scale\(1\.089/);
    await user.keyboard('0');
    expect(picture.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('has no paging for one picture, and says so when there is none', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PhotoGallery keys={[keys[0]!]} alt="凭证" />);
    await user.click(screen.getByRole('button', { name: '查看凭证 第1张' }));
    const dialog = within(await screen.findByRole('dialog', { name: '查看图片 1/1' }, loading));
    expect(dialog.queryByRole('button', { name: '下一张' })).toBeNull();
    unmount();
    renderWithProviders(<PhotoGallery keys={[]} alt="凭证" />);
    expect(screen.getByText('暂无图片')).toBeInTheDocument();
  });
});

/** The field as a form holds it. */
function Field({ start = [] }: { start?: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PhotosField kind="complaint" label="凭证图片" value={value} onChange={setValue} />
      <output aria-label="表单中的图片">{value.join(',')}</output>
    </>
  );
}

describe('the photos field', () => {
  const held = () => screen.getByRole('status', { name: '表单中的图片' }).textContent;

  it('uploads each file chosen, in order, shows its thumbnail, and removes the one asked', async () => {
    const user = userEvent.setup();
    const uploaded = fakeUploads('/api/upload/complaintImage', [...keys]);
    renderWithProviders(<Field />);
    expect(screen.getByText('凭证图片（0/9）')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('上传凭证图片'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(held()).toBe(`${keys[0]},${keys[1]}`));
    expect(uploaded).toEqual([keys[0], keys[1]]);
    expect(screen.getByText('凭证图片（2/9）')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([thumbUrl(keys[0]!), thumbUrl(keys[1]!)]);

    await user.click(screen.getByRole('button', { name: '删除第1张' }));
    expect(held()).toBe(keys[1]);
    expect(screen.getAllByRole('img', { name: /凭证图片 第/ })).toHaveLength(1);
  });

  it('shows the server’s refusal and adds nothing; a file over 5 MB is refused before it is sent', async () => {
    const user = userEvent.setup();
    const uploaded = fakeUploads('/api/upload/complaintImage', [], { msg: messages.onlyImagesAllowed });
    renderWithProviders(<Field start={[keys[0]!]} />);
    await user.upload(screen.getByLabelText('上传凭证图片'), png('stamp.png'));
    expect(await screen.findByText(messages.onlyImagesAllowed)).toBeInTheDocument();
    expect(held()).toBe(keys[0]);

    server.resetHandlers();
    const sent = fakeUploads('/api/upload/complaintImage', [keys[1]!]);
    await user.upload(screen.getByLabelText('上传凭证图片'), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(messages.imageTooLarge)).toBeInTheDocument();
    expect([uploaded, sent, held()]).toEqual([[], [], keys[0]]);
  });

  it('takes nine photos at most: the rest of a choice is left out and the add button goes', async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 9 }, (_, i) => `evidencePhotoKey0000000${i}.webp`);
    fakeUploads('/api/upload/complaintImage', nine.slice(7));
    renderWithProviders(<Field start={nine.slice(0, 7)} />);
    await user.upload(screen.getByLabelText('上传凭证图片'), [png('1.png'), png('2.png'), png('3.png')]);
    await waitFor(() => expect(held()).toBe(nine.join(',')));
    expect(screen.getByText('凭证图片（9/9）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加图片/ })).toBeNull();
  });
});

describe('/magnifier', () => {
  it('shows the picture at its own size with the viewer’s zoom', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MagnifierPage imageKey={keys[0]} />);
    const picture = screen.getByRole('img', { name: '大图' });
    expect(picture).toHaveAttribute('src', uploadUrl(keys[0]!));
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect([screen.getByLabelText('缩放比例').textContent, picture.getAttribute('data-zoom')]).toEqual(['109%', '1.0890']);
    await user.click(screen.getByRole('button', { name: '还原' }));
    expect(picture).toHaveAttribute('data-zoom', '1.0000');
  });

  it.each([
    ['no key', undefined],
    ['a key not of our form', '../../etc/passwd'],
  ])('says 图片不存在 for %s', (_, key) => {
    renderWithProviders(<MagnifierPage imageKey={key} />);
    expect(screen.getByTestId('magnifier-missing')).toHaveTextContent(messages.imageNotFound);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says 图片不存在 when the server has no such picture', () => {
    renderWithProviders(<MagnifierPage imageKey={keys[2]} />);
    fireEvent.error(screen.getByRole('img', { name: '大图' }));
    expect(screen.getByTestId('magnifier-missing')).toHaveTextContent(messages.imageNotFound);
  });

  it('is the route the viewer links to, reading the key from the address', async () => {
    renderAppAt(`/magnifier?key=${keys[1]}`);
    expect(await screen.findByRole('img', { name: '大图' }, loading)).toHaveAttribute('src', uploadUrl(keys[1]!));
  });
});

describe('an offer’s grade, flaws and photos', () => {
  it('are sent by the publish form: the grade chosen, the flaws, the photos uploaded less the one removed', async () => {
    const user = userEvent.setup();
    logIn(api, { ...verifiedUser, levelId: 3 }); // VIP: may sell
    const publishCalls: unknown[] = [];
    server.use(
      http.get('*/api/search/product/name/page', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: [{ id: 46, code: 'T46', name: 'T46 庚申年猴票', exterior: '单枚', unit: '枚' }] }),
      ),
      http.post('*/api/user/trade/edit', async ({ request }) => {
        publishCalls.push(await request.json());
        return HttpResponse.json({ code: 200, msg: messages.published, data: { id: 12 } });
      }),
    );
    fakeUploads('/api/upload/productImage', [...keys]);
    const { router } = renderInRouter(<PublishForm publishType={1} />, { path: '/publish' });
    const form = within(await screen.findByRole('form', { name: '发布卖单' }, loading));
    const picker = form.getByRole('combobox', { name: '邮品' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: /^T46 庚申年猴票/ })).toBeInTheDocument());
    await user.selectOptions(picker, '46');
    await user.type(form.getByLabelText('单价（元）'), '12000');
    expect(form.getByRole('combobox', { name: '品相' })).toHaveValue('全品');
    await user.selectOptions(form.getByRole('combobox', { name: '品相' }), '上品');
    await user.type(form.getByLabelText('瑕疵说明'), '右下角短齿一枚');
    await user.upload(form.getByLabelText('上传实物图片'), [png('1.png'), png('2.png'), png('3.png')]);
    await waitFor(() => expect(form.getAllByRole('img', { name: /^实物图片 第/ })).toHaveLength(3));
    await user.click(form.getByRole('button', { name: '删除第2张' }));
    await user.click(form.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/12'));
    expect(publishCalls).toEqual([
      {
        publishType: 1,
        productId: 46,
        price: 1_200_000,
        quantity: 1,
        tradeWays: ['online'],
        deliveryMethods: ['express'],
        remark: '',
        grade: '上品',
        flaws: '右下角短齿一枚',
        photos: [keys[0], keys[2]],
      },
    ]);
  });

  it('are shown on the offer’s page beside its form, the photos opening the viewer', async () => {
    const user = userEvent.setup();
    tradeApi.listings = [listing(5, { exteriorName: '四方连', grade: '中品', flaws: '背面轻微黄斑', photos: [keys[0]!, keys[1]!] })];
    renderAppAt('/trade/5');
    const detail = within(await screen.findByTestId('listing-detail', {}, loading));
    expect(detail.getByText('外观：四方连')).toBeInTheDocument();
    expect(detail.getByText('品相：')).toHaveTextContent('品相：中品');
    expect(detail.getByText('瑕疵：背面轻微黄斑')).toBeInTheDocument();
    const photos = within(detail.getByTestId('listing-photos'));
    expect(photos.getByText('实物图片（2张）')).toBeInTheDocument();
    expect(photos.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([thumbUrl(keys[0]!), thumbUrl(keys[1]!)]);
    // The first photo is the front and the second the back (issue 25), on the tile and in the viewer.
    expect(photos.getAllByRole('button').map((tile) => [tile.getAttribute('aria-label'), tile.textContent])).toEqual([
      ['查看1981年 T58 辛酉年鸡票 实物图片 第1张（正面）', '正面'],
      ['查看1981年 T58 辛酉年鸡票 实物图片 第2张（背面）', '背面'],
    ]);
    // Thumbnails, with the medium size offered where the screen needs more pixels.
    expect(photos.getAllByRole('img')[0]).toHaveAttribute('srcset', `${thumbUrl(keys[0]!)} 320w, ${mediumUrl(keys[0]!)} 1200w`);
    await user.click(photos.getByRole('button', { name: /第2张（背面）$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '查看图片 2/2' }, loading));
    expect(dialog.getByRole('img')).toHaveAttribute('src', uploadUrl(keys[1]!));
    expect(dialog.getByRole('img')).toHaveAccessibleName(/第2张（背面）$/);
    expect(dialog.getByText('背面')).toBeVisible();
  });

  it('say 无 for no flaws and 暂无图片 for no photos', async () => {
    tradeApi.listings = [listing(6)];
    renderAppAt('/trade/6');
    const detail = within(await screen.findByTestId('listing-detail', {}, loading));
    expect(detail.getByText('瑕疵：无')).toBeInTheDocument();
    expect(within(detail.getByTestId('listing-photos')).getByText('暂无图片')).toBeInTheDocument();
  });

  it('show in a market row as a grade badge and the first photo’s thumbnail with the count', async () => {
    tradeApi.listings = [listing(1, { grade: '上品', flaws: '轻微折痕', photos: [keys[2]!, keys[0]!] }), listing(2)];
    renderAppAt('/voster');
    const [withPhotos, without] = await screen.findAllByTestId('listing-row', {}, loading);
    const row = within(withPhotos!);
    expect(row.getByText('上品')).toHaveAttribute('title', '瑕疵：轻微折痕');
    expect(row.getByRole('link', { name: /2张实物图片/ })).toHaveAttribute('href', '/trade/1');
    // The thumbnail is the link's picture (its name says what it is), so it has no name of its own.
    expect(withPhotos!.querySelector('img')).toHaveAttribute('src', thumbUrl(keys[2]!));
    expect(row.getByText('📷2')).toBeInTheDocument();
    expect(within(without!).getByText('全品')).not.toHaveAttribute('title');
    expect(without!.querySelector('img')).toBeNull();
    expect(callsTo(tradeApi, '/api/trade/whole/list')).toHaveLength(1);
  });
});

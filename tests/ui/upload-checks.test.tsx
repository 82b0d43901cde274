import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import type { IdentityPicture } from '../../src/api/authentication/upload-identity-image';
import { messages } from '../../src/api/contracts/messages';
import { imageRefusal, maxImageBytes, sniffImageType, thumbUrl, uploadUrl } from '../../src/api/contracts/upload-rules';
import { PhotoPicker } from '../../src/features/authentication';
import { PhotosField } from '../../src/features/photos';
import { useFakeServer } from './fake-server';
import { heldCalls } from './held-calls';
import { imageFile } from './image-files';
import { renderWithProviders } from './render';

/**
 * Uploads checked first (issue 25): every picker judges a file's first bytes and size against the limits the server
 * uses before anything is sent, and a picker's preview is only ever a picture the server accepted.
 */
const held = heldCalls();
const { state } = useFakeServer(
  () => ({ sent: [] as string[] }),
  (s) => [
    http.post('*/api/upload/:kind', ({ request, params }) => {
      s.sent.push(String(params.kind));
      return held.wait(String(params.kind), request);
    }),
  ],
);

const jpegHead = [0xff, 0xd8, 0xff, 0xe0];
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const accepted = (key: string) => ({ ok: { key, url: uploadUrl(key, true), thumbUrl: uploadUrl(key, true), width: 800, height: 500 } });

describe('the shared check', () => {
  it('knows the four accepted types by their first bytes and refuses anything else, whatever its declared type', () => {
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    expect(sniffImageType(new Uint8Array(jpegHead))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(pngHead))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(ascii('GIF89a')))).toBe('image/gif');
    expect(sniffImageType(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array(ascii('<svg xmlns=')))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
    expect(imageRefusal({ size: 10, type: 'image/jpeg' }, new Uint8Array(ascii('%PDF-1.7')))).toBe('onlyImagesAllowed');
    expect(imageRefusal({ size: maxImageBytes + 1, type: 'image/png' }, new Uint8Array(pngHead))).toBe('imageTooLarge');
    expect(imageRefusal({ size: maxImageBytes, type: 'image/png' }, new Uint8Array(pngHead))).toBeNull();
    // Unreadable first bytes: the declared type is all there is.
    expect([imageRefusal({ size: 10, type: 'image/png' }, null), imageRefusal({ size: 10, type: 'text/plain' }, null)]).toEqual([null, 'onlyImagesAllowed']);
    expect(messages.imageTooLarge).toBe(`图片不能超过${maxImageBytes / 1024 / 1024}MB`);
  });
});

/** The picker as the papers form holds it: the key it keeps. */
function Picker() {
  const [picture, setPicture] = useState<IdentityPicture | null>(null);
  return (
    <>
      <PhotoPicker label="身份证正面照片" error={null} onUploaded={setPicture} />
      <output aria-label="表单中的证件">{picture?.key ?? ''}</output>
    </>
  );
}
const kept = () => screen.getByRole('status', { name: '表单中的证件' }).textContent;
const preview = () => screen.queryByRole('img', { name: '身份证正面照片' });

describe('an identity picture', () => {
  it('over the limit is refused before it is sent and never shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByLabelText('身份证正面照片'), imageFile('card.jpg', { type: 'image/jpeg', size: 6 * 1024 * 1024 }));
    expect(await screen.findByText(messages.imageTooLarge)).toBeInTheDocument();
    expect([state.sent, preview(), kept()]).toEqual([[], null, '']);
    expect(screen.getByText('未上传')).toBeInTheDocument();
  });

  it('that is no image (a PDF named .jpg) is refused before it is sent and never shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByLabelText('身份证正面照片'), imageFile('card.jpg', { type: 'image/jpeg', head: 'application/pdf', size: 2048 }));
    expect(await screen.findByText(messages.onlyImagesAllowed)).toBeInTheDocument();
    expect([state.sent, preview(), kept()]).toEqual([[], null, '']);
  });

  it('is shown only once the server has accepted it; a later refusal leaves the accepted picture and its key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.upload(screen.getByLabelText('身份证正面照片'), imageFile('card.png', { size: 4096 }));
    await waitFor(() => expect(state.sent).toEqual(['identityImage']));
    expect(preview()).toBeNull(); // still on its way: nothing shown yet
    await held.answer('identityImage', accepted('identityPictureKey000001.webp'));
    expect(await screen.findByRole('img', { name: '身份证正面照片' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(kept()).toBe('identityPictureKey000001.webp');
    const shown = preview()!.getAttribute('src');

    // The server refuses the next one (a body that does not decode): the accepted picture stays, shown and kept.
    await user.upload(screen.getByLabelText('身份证正面照片'), imageFile('broken.jpg', { type: 'image/jpeg', size: 4096 }));
    await held.answer('identityImage', { fail: messages.imageUnreadable });
    expect(await screen.findByText(messages.imageUnreadable)).toBeInTheDocument();
    expect([preview()?.getAttribute('src'), kept()]).toEqual([shown, 'identityPictureKey000001.webp']);
  });
});

describe('offer photos and complaint evidence', () => {
  it('a file that is no image is refused before it is sent; the photos already there stay', async () => {
    const user = userEvent.setup();
    const key = 'evidencePhotoKey00000001.webp';
    const changed = vi.fn();
    renderWithProviders(<PhotosField kind="complaint" label="证据图片" value={[key]} onChange={changed} />);
    await user.upload(screen.getByLabelText('上传证据图片'), imageFile('stamp.jpg', { type: 'image/jpeg', head: 'application/pdf', size: 300 }));
    expect(await screen.findByText(messages.onlyImagesAllowed)).toBeInTheDocument();
    expect([state.sent, changed.mock.calls]).toEqual([[], []]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([thumbUrl(key)]);
  });
});

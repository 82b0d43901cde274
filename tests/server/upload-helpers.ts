import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Envelope } from '../../src/api/contracts/envelope';
import type { TestApp } from './helpers';

/** One multipart file field, written by hand as a browser writes it: the name and type are whatever the test says. */
export async function upload<T = unknown>(
  t: TestApp,
  url: string,
  file: { bytes: Buffer; filename?: string; type?: string; field?: string },
  token?: string,
): Promise<Envelope<T> & { status: number }> {
  const boundary = `----youshi${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode };
}

/** A plain picture made by sharp, in the format asked. */
export const picture = (format: 'png' | 'jpeg', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();

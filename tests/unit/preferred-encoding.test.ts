import { preferredEncoding } from '../../server/src/http/compression';

describe('the encoding an API answer is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.3, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['', undefined],
    [undefined, undefined],
    ['BR', 'br'],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

import { seedProducts } from '../../server/src/db/seed-catalogue';

/**
 * The demo's catalogue states only facts that can be checked (issue 25): every issue names where its facts come from,
 * and the ones that could not be attributed say so (source null) instead of passing for checked.
 */
it('every seed issue names its source, or is marked as not yet attributed', () => {
  for (const issue of seedProducts) {
    expect(issue.source === null || issue.source.trim().length > 0, issue.code).toBe(true);
  }
  expect(seedProducts.filter((p) => p.source === null).map((p) => p.code)).toEqual(['JF1', 'JP1']);
  // The brief's own check: T46 庚申年猴票, 1980-02-15, one piece of 8分.
  expect(seedProducts.find((p) => p.code === 'T46')).toMatchObject({ issuedOn: '1980-02-15', pieces: [{ faceValue: 8 }], source: expect.stringContaining('邮票目录') });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Server and UI test files share their worker's modules (isolate: false in vite.config.ts, docs/adr/0030). A file that
 * replaces a module with vi.mock must import what uses it after vi.resetModules(), or the mock silently does nothing
 * when an earlier file in the same worker imported the real module first. (A mock every UI file needs lives in
 * tests/ui/setup.ts, which runs before any file imports anything.)
 */
const mocksWithoutReset = (source: string) => /\bvi\.mock\(/.test(source) && !/\bvi\.resetModules\(\)/.test(source);

describe('server and UI test files that mock a module', () => {
  it.each(['tests/server', 'tests/ui'])('in %s import it afresh after vi.resetModules()', (dir) => {
    const offenders = readdirSync(dir)
      .filter((f) => /\.test\.tsx?$/.test(f))
      .filter((f) => mocksWithoutReset(readFileSync(join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the check names a file that mocks without resetting (it can fail)', () => {
    expect(mocksWithoutReset("vi.mock('../../server/src/domain/passwords', () => ({}));\nimport { x } from './helpers';")).toBe(true);
    expect(mocksWithoutReset("vi.mock('./a', () => ({}));\nvi.resetModules();\nconst { x } = await import('./helpers');")).toBe(false);
    expect(mocksWithoutReset("import { x } from './helpers';")).toBe(false);
  });
});

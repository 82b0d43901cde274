import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

/**
 * The UI test files share their worker's modules (isolate: false, docs/adr/0030), so what one file leaves in a
 * module-level store or in the document must not reach the next: everything below runs for every file.
 *
 * jsdom cannot navigate: the full-page navigations after a session change (go-home.ts) are spies, and the 1 s wait
 * before them never ends inside a test. Their calls are cleared as each file starts.
 */
vi.mock('../../src/features/session/go-home', () => ({
  redirectDelayMs: 1e9,
  pageNavigation: { goHomeSoon: vi.fn(), reload: vi.fn(), leaveTo: vi.fn() },
}));
beforeAll(() => {
  vi.clearAllMocks();
});

// A lazy page and its data arrive within a few hundred milliseconds here, but a CI machine also running the server
// suites can take longer than Testing Library's 1 s default (a /help article once did): wait up to 5 s, as the model
// tests always have. A test that will never see its element still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Chakra (Ark UI) relies on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo ??= function () {};
Element.prototype.scrollIntoView ??= function () {};

afterEach(async () => {
  cleanup();
  // Mermaid draws into document.body, outside what cleanup() unmounts; toasts live in a module-level store.
  document.body.innerHTML = '';
  const { toaster } = await import('../../src/features/shared/toast-list');
  toaster.remove();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  localStorage.clear();
  // Form drafts (src/features/shared/form-drafts.ts) are the tab's: one file's must not open another's form.
  sessionStorage.clear();
});

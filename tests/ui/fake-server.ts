import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { fakeApiHandlers, fakeApiState } from './fake-api';

/**
 * The MSW server of one test file: the auth and user calls (fake-api.ts) plus a feature's own fake (`makeState`,
 * `handlers`), every unhandled call an error, and both states fresh again after each test.
 */
export function useFakeServer<S extends object>(makeState: () => S, handlers: (state: S) => RequestHandler[]) {
  const api = fakeApiState();
  const state = makeState();
  const server = setupServer(...handlers(state), ...fakeApiHandlers(api));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    Object.assign(api, fakeApiState());
    Object.assign(state, makeState());
  });
  afterAll(() => server.close());
  return { api, state, server };
}

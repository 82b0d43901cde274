import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiGet, apiPost, ApiRequestError } from '../../src/api/client';
import { clientEvents, type ClientEvent } from '../../src/api/client-events';
import { messages } from '../../src/api/contracts/messages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost:3000';
let events: ClientEvent[] = [];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = clientEvents.subscribe((e) => events.push(e));
});
afterEach(() => stop());

const envelope = (code: number, msg: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ code, msg, data }, { status });

describe('the API client (spec section 7 and the error catalogue of section 8)', () => {
  it('sends the spec headers and unwraps the envelope', async () => {
    document.cookie = 'token=tok-123; path=/';
    let seen: Headers | undefined;
    server.use(
      http.post(`${base}/api/thing`, ({ request }) => {
        seen = request.headers;
        return envelope(200, 'ok', { a: 1 });
      }),
    );
    await expect(apiPost('/api/thing', { x: 1 })).resolves.toEqual({ a: 1 });
    expect(seen?.get('token')).toBe('tok-123');
    expect(seen?.get('x-platform')).toBe('PC');
    expect(Number(seen?.get('x-timestamp'))).toBeGreaterThan(1_700_000_000_000);
    expect(seen?.get('x-path')).toBe(window.location.href);
    expect(seen?.get('content-type')).toContain('application/json');
    expect(events).toEqual([]);
  });

  it('does not send a token when there is none', async () => {
    let seen: Headers | undefined;
    server.use(http.get(`${base}/api/thing`, ({ request }) => ((seen = request.headers), envelope(200, '', 1))));
    await apiGet('/api/thing');
    expect(seen?.has('token')).toBe(false);
  });

  it('uploads as multipart, letting the browser write the boundary', async () => {
    let type: string | null = null;
    server.use(http.post(`${base}/api/upload/userImage`, ({ request }) => ((type = request.headers.get('content-type')), envelope(200, '', 'url'))));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiPost('/api/upload/userImage', form);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('401 asks for login and rejects', async () => {
    server.use(http.get(`${base}/api/user/info`, () => envelope(401, messages.notLoggedIn, null, 401)));
    await expect(apiGet('/api/user/info')).rejects.toMatchObject({ code: 401 });
    expect(events).toEqual([{ type: 'loginRequired' }]);
  });

  it.each([402, 405, 406])('%d ends the session with the server message', async (code) => {
    server.use(http.get(`${base}/api/user/info`, () => envelope(code, '会话结束', null, code)));
    await expect(apiGet('/api/user/info')).rejects.toMatchObject({ code });
    expect(events).toEqual([{ type: 'sessionEnded', msg: '会话结束' }]);
  });

  it('500 warns with the message and rejects with it', async () => {
    server.use(http.get(`${base}/api/x`, () => envelope(500, '服务器开小差了', null, 500)));
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('服务器开小差了');
    expect(events).toEqual([{ type: 'warning', msg: '服务器开小差了' }]);
  });

  it('-6000 passes through as normal', async () => {
    server.use(http.get(`${base}/api/x`, () => envelope(-6000, '', { passed: true })));
    await expect(apiGet('/api/x')).resolves.toEqual({ passed: true });
  });

  it('403 rejects silently', async () => {
    server.use(http.get(`${base}/api/x`, () => envelope(403, '无权操作', null, 403)));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 403, message: '无权操作' });
    expect(events).toEqual([]);
  });

  it('another non-200 code warns when it has a message and rejects with the code', async () => {
    server.use(http.get(`${base}/api/x`, () => envelope(400, '请求参数有误', null, 400)));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 400 });
    expect(events).toEqual([{ type: 'warning', msg: '请求参数有误' }]);
  });

  it('another non-200 code without a message rejects quietly', async () => {
    server.use(http.get(`${base}/api/x`, () => envelope(409, '')));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 409 });
    expect(events).toEqual([]);
  });

  it('a network failure says the network seems down', async () => {
    server.use(http.get(`${base}/api/x`, () => HttpResponse.error()));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 0, message: messages.networkDown });
    expect(events).toEqual([{ type: 'warning', msg: messages.networkDown }]);
  });

  it('an error without an envelope computes "too many requests" but shows nothing', async () => {
    server.use(http.get(`${base}/api/x`, () => new HttpResponse('busy', { status: 502 })));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ message: messages.tooManyRequests });
    expect(events).toEqual([]);
  });

  it('a success carrying a type header refreshes the wallet, except for the wallet call itself', async () => {
    server.use(
      http.post(`${base}/api/pay`, () => HttpResponse.json({ code: 200, msg: '', data: null }, { headers: { type: 'wallet' } })),
      http.get(`${base}/api/user/account/wallet`, () =>
        HttpResponse.json({ code: 200, msg: '', data: {} }, { headers: { type: 'wallet' } }),
      ),
    );
    await apiPost('/api/pay');
    expect(events).toEqual([{ type: 'walletChanged' }]);
    await apiGet('/api/user/account/wallet');
    expect(events).toHaveLength(1);
  });
});

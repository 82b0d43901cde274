import { createHmac, createSign, createVerify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fakes of the vendors the real provider adapters call (Aliyun RPC, Alipay's gateway, WeChat's sns API), on
 * 127.0.0.1 and a free port. Each checks requests the way its vendor documents (signatures recomputed here, written
 * independently of the adapters' code) and answers the vendor's documented shapes, errors included.
 */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  rawBody: string;
}

export interface Fake {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

type Handler = (request: Received, response: ServerResponse) => void;

export async function startFake(handler: Handler): Promise<Fake> {
  const received: Received[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, form: new URLSearchParams(rawBody), rawBody };
      received.push(request);
      handler(request, res);
    });
  });
  // Idle keep-alive sockets stay open until close(): a fake closing one just as the adapter reuses it (Node's 5 s
  // default on a loaded machine) is an ECONNRESET that no vendor test is about.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy(); // the "hanging" answers of the timeout tests
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, contentType = 'application/json;charset=utf-8'): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** RFC 3986 byte by byte: only A-Z a-z 0-9 - _ . ~ stay as they are (Aliyun's rule). */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /^[A-Za-z0-9\-_.~]$/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What Aliyun computes for a request it receives: the signature over every parameter but Signature. */
export function aliyunExpectedSignature(method: string, params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

export const aliyunKeys = { id: 'LTAI-test-id', secret: 'aliyun-test-secret-never-logged' };

/**
 * Aliyun's RPC front door: refuses an unknown AccessKeyId (404 InvalidAccessKeyId.NotFound) and a signature it
 * computes differently (400 SignatureDoesNotMatch, echoing its string to sign as Aliyun does), then routes Action.
 */
export function aliyunGate(request: Received, res: ServerResponse, route: (params: URLSearchParams) => void): void {
  const params = request.form;
  const requestId = 'F655A8D5-B967-440B-8683-DAD6FF8DE990';
  if (request.method !== 'POST' || params.get('SignatureMethod') !== 'HMAC-SHA1' || params.get('SignatureVersion') !== '1.0') {
    return sendJson(res, 400, { RequestId: requestId, Code: 'MissingParameter', Message: 'missing signature parameters' });
  }
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.get('Timestamp') ?? '') || !params.get('SignatureNonce')) {
    return sendJson(res, 400, { RequestId: requestId, Code: 'InvalidTimeStamp.Format', Message: 'bad timestamp' });
  }
  if (params.get('AccessKeyId') !== aliyunKeys.id) {
    return sendJson(res, 404, { RequestId: requestId, Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
  }
  if (params.get('Signature') !== aliyunExpectedSignature('POST', params, aliyunKeys.secret)) {
    return sendJson(res, 400, {
      RequestId: requestId,
      HostId: 'dysmsapi.aliyuncs.com',
      Code: 'SignatureDoesNotMatch',
      Message: `Specified signature is not matched with our calculation. server string to sign is:POST&%2F&${params.toString()}`,
      Recommend: 'https://next.api.aliyun.com/troubleshoot',
    });
  }
  route(params);
}

/** Alipay's content to sign, written the way its documentation words it (sorted, non-empty, no sign). */
function alipayContent(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k, v]) => k !== 'sign' && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function alipayRequestVerifies(params: URLSearchParams, appPublicKey: KeyObject): boolean {
  const verifier = createVerify('RSA-SHA256');
  verifier.update(alipayContent(params), 'utf8');
  return verifier.verify(appPublicKey, params.get('sign') ?? '', 'base64');
}

/** An Alipay gateway answer: the node's JSON text and Alipay's RSA2 signature of exactly that text. */
export function alipayAnswer(nodeName: string, node: object, alipayPrivateKey: KeyObject): string {
  const text = JSON.stringify(node);
  const signer = createSign('RSA-SHA256');
  signer.update(text, 'utf8');
  return `{"${nodeName}":${text},"sign":"${signer.sign(alipayPrivateKey, 'base64')}"}`;
}

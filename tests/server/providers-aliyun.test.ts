import { AliyunCaptcha } from '../../server/src/providers/aliyun-captcha';
import { canonicalQuery, percentEncode, rpcSignature } from '../../server/src/providers/aliyun-rpc';
import { AliyunSmsProvider, verificationCodeIn } from '../../server/src/providers/aliyun-sms';
import { smsText } from '../../server/src/providers/sms';
import { VendorError } from '../../server/src/providers/vendor-http';
import { aliyunGate, aliyunKeys, sendJson, startFake, type Fake } from './providers-fakes';

/**
 * The Aliyun adapters (SMS SendSms, captcha AuthenticateSig) against Aliyun's published signature vectors and a local
 * fake of its RPC endpoint that recomputes the HMAC-SHA1 signature and answers Aliyun's documented shapes.
 */
const now = () => new Date('2026-11-22T08:00:00Z');

describe("Aliyun's RPC signature", () => {
  it("reproduces the SMS documentation's example (SendSms, GET, testSecret)", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toContain('SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8');
    expect(canonicalQuery(params)).toContain('TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z');
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("reproduces the signature documentation's example (DescribeRegions, GET, testsecret)", () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes per RFC 3986: space %20, * %2A, ~ kept, !\'() encoded', () => {
    expect(percentEncode('a b*~-_.')).toBe('a%20b%2A~-_.');
    expect(percentEncode("!'()/=&+")).toBe('%21%27%28%29%2F%3D%26%2B');
    expect(percentEncode('邮')).toBe('%E9%82%AE');
  });
});

/** The fake SMS and captcha services behind one Aliyun front door; behaviour chosen by the phone or the sig. */
let aliyun: Fake;
let silent: Fake;
beforeAll(async () => {
  aliyun = await startFake((request, res) =>
    aliyunGate(request, res, (params) => {
      const requestId = 'A1B2C3D4-0000-0000-0000-000000000000';
      if (params.get('Action') === 'SendSms' && params.get('Version') === '2017-05-25') {
        const phone = params.get('PhoneNumbers');
        if (phone === '13900000009') return sendJson(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: requestId });
        if (phone === '13900000008') return sendJson(res, 503, '<html>Service Unavailable</html>', 'text/html');
        if (phone === '13900000007') return; // never answers
        if (params.get('SignName') !== '邮市' || params.get('TemplateCode') !== 'SMS_20261122') {
          return sendJson(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法', RequestId: requestId });
        }
        return sendJson(res, 200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: requestId });
      }
      if (params.get('Action') === 'AuthenticateSig' && params.get('Version') === '2018-01-12') {
        if (params.get('AppKey') !== 'FFFF0N0000000000TEST' || params.get('Scene') !== 'nc_message') {
          return sendJson(res, 400, { Code: 'InvalidParameter', Message: 'AppKey or Scene', RequestId: requestId });
        }
        const sig = params.get('Sig');
        if (sig === 'hang') return;
        return sendJson(res, 200, { Code: sig === 'passed-sig' && params.get('Token') === 'tok' ? 100 : 900, Msg: sig === 'passed-sig' ? 'pass' : 'fail', RequestId: requestId });
      }
      return sendJson(res, 404, { Code: 'InvalidAction.NotFound', Message: 'no such action', RequestId: requestId });
    }),
  );
  silent = await startFake(() => undefined);
});
afterAll(async () => {
  await aliyun.close();
  await silent.close();
});

function sms(overrides: { secret?: string; endpoint?: string; timeoutMs?: number } = {}) {
  const log: string[] = [];
  const provider = new AliyunSmsProvider(
    {
      credentials: { accessKeyId: aliyunKeys.id, accessKeySecret: overrides.secret ?? aliyunKeys.secret },
      signName: '邮市',
      templateCode: 'SMS_20261122',
      endpoint: overrides.endpoint ?? `${aliyun.url}/`,
      timeoutMs: overrides.timeoutMs ?? 10_000,
    },
    now,
    (line) => log.push(line),
  );
  return { provider, log };
}

describe('AliyunSmsProvider (SendSms)', () => {
  it('sends the code as the template parameter, signed as Aliyun checks it', async () => {
    const { provider, log } = sms();
    await provider.send('13800138000', smsText('482913'));
    const call = aliyun.received.at(-1)!;
    expect(call.form.get('Action')).toBe('SendSms');
    expect(call.form.get('PhoneNumbers')).toBe('13800138000');
    expect(call.form.get('TemplateParam')).toBe('{"code":"482913"}');
    expect(call.form.get('Format')).toBe('JSON');
    expect(call.rawBody).not.toContain('+'); // spaces and pluses are percent-encoded, never '+'
    expect(log).toEqual([]);
  });

  it('throws on a wrong secret (SignatureDoesNotMatch), logging the code and never the secret, the SMS code or the phone', async () => {
    const { provider, log } = sms({ secret: 'not-the-secret' });
    const sent = provider.send('13800138000', smsText('482913'));
    await expect(sent).rejects.toBeInstanceOf(VendorError);
    await expect(sent).rejects.toThrow(/HTTP 400, Code SignatureDoesNotMatch/);
    expect(log.join('\n')).toMatch(/SignatureDoesNotMatch/);
    expect(log.join('\n')).toContain('138****8000');
    for (const secret of ['not-the-secret', aliyunKeys.secret, '482913', '13800138000']) expect(log.join('\n')).not.toContain(secret);
  });

  it("throws on Aliyun's business refusals, which come back as HTTP 200", async () => {
    const { provider, log } = sms();
    await expect(provider.send('13900000009', smsText('111111'))).rejects.toThrow(/Code isv.BUSINESS_LIMIT_CONTROL/);
    expect(log[0]).toMatch(/isv.BUSINESS_LIMIT_CONTROL/);
  });

  it('throws on a non-2xx non-JSON answer, an unreachable endpoint and a timeout', async () => {
    await expect(sms().provider.send('13900000008', smsText('111111'))).rejects.toThrow(/HTTP 503, not a JSON object/);
    const closed = await startFake(() => undefined);
    await closed.close();
    await expect(sms({ endpoint: closed.url }).provider.send('13800138000', smsText('111111'))).rejects.toThrow(/request failed \(ECONNREFUSED\)/);
    const started = Date.now();
    await expect(sms({ timeoutMs: 300 }).provider.send('13900000007', smsText('111111'))).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends only verification codes: the template holds the words', async () => {
    expect(verificationCodeIn(smsText('012345'))).toBe('012345');
    const before = aliyun.received.length;
    await expect(sms().provider.send('13800138000', '您的订单已发货')).rejects.toThrow(/only verification codes/);
    expect(aliyun.received.length).toBe(before);
  });
});

function captcha(overrides: { secret?: string; timeoutMs?: number } = {}) {
  const log: string[] = [];
  const provider = new AliyunCaptcha(
    {
      credentials: { accessKeyId: aliyunKeys.id, accessKeySecret: overrides.secret ?? aliyunKeys.secret },
      appKey: 'FFFF0N0000000000TEST',
      scene: 'nc_message',
      endpoint: aliyun.url,
      timeoutMs: overrides.timeoutMs ?? 10_000,
    },
    now,
    (line) => log.push(line),
  );
  return { provider, log };
}

describe('AliyunCaptcha (AuthenticateSig)', () => {
  it("sends the browser's proof and the member's address; Code 100 passes, 900 fails quietly", async () => {
    const { provider, log } = captcha();
    expect(await provider.verify({ sessionId: 'sess', sig: 'passed-sig', token: 'tok' }, '203.0.113.9')).toBe(true);
    const call = aliyun.received.at(-1)!;
    expect([call.form.get('SessionId'), call.form.get('Sig'), call.form.get('Token'), call.form.get('RemoteIp')]).toEqual(['sess', 'passed-sig', 'tok', '203.0.113.9']);
    expect(await provider.verify({ sessionId: 'sess', sig: 'bot-sig', token: 'tok' }, '203.0.113.9')).toBe(false);
    expect(log).toEqual([]);
  });

  it('fails, with a log line, on a wrong secret and on a timeout', async () => {
    const wrong = captcha({ secret: 'nope' });
    expect(await wrong.provider.verify({ sessionId: 's', sig: 'passed-sig', token: 'tok' }, '203.0.113.9')).toBe(false);
    expect(wrong.log.join('\n')).toMatch(/SignatureDoesNotMatch/);
    expect(wrong.log.join('\n')).not.toContain('nope');
    const slow = captcha({ timeoutMs: 300 });
    expect(await slow.provider.verify({ sessionId: 's', sig: 'hang', token: 'tok' }, '203.0.113.9')).toBe(false);
    expect(slow.log.join('\n')).toMatch(/no answer within 300 ms/);
  });
});

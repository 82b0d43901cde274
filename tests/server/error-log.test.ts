import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/api/contracts/messages';
import { installErrorHandler } from '../../server/src/http/error-handler';
import { buildTestApp, type TestApp } from './helpers';

/**
 * How the one error handler logs a failed statement (docs/adr/0017): the statement's text without its parameters (a
 * password, a phone), under an error id the answer carries too; a value the database refused (SQLSTATE class 22) is a
 * 400 logged as a warning. The log is captured through the Fastify logger's stream.
 */
let t: TestApp;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];
const secret = 'hunter2-13800000001';

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  installErrorHandler(app);
  // A statement that fails for a reason of the server's (no such column), carrying a secret as its parameter.
  app.get('/boom', async () => t.db.execute(sql`select ${secret}::text as password, no_such_column from users`));
  // A statement the database refuses for its value: int4 out of range (22003).
  app.get('/overflow', async () => t.db.execute(sql`select ${`${secret}-2147483648`}::text, ${2147483648}::int`));
  // A bug in our code, not a statement: logged whole, as before.
  app.get('/bug', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const logOf = (errorId: string) => lines.filter((l) => l.errorId === errorId);

describe('the error handler’s log', () => {
  it('a failed statement: its text at error level without the parameters, under the id the answer gives', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { code: number; msg: string; data: { errorId: string } };
    const { errorId } = body.data;
    expect(errorId).toMatch(/^[0-9A-F]{8}$/);
    expect(body).toEqual({ code: 500, msg: messages.internalErrorWithId.replace('{errorId}', errorId), data: { errorId } });
    expect(body.msg).toContain(messages.internalError);
    expect(body.msg).toContain(errorId);

    const [logged, ...more] = logOf(errorId);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({ level: 50, errorId, statement: 'select $1::text as password, no_such_column from users', sqlState: '42703' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('params:');
    // The stacks are kept, without the messages that repeat the statement with its values.
    const errors = logged!.errors as Array<{ stack?: string; code?: string }>;
    expect(errors.some((e) => e.code === '42703')).toBe(true);
    expect(errors[0]!.stack).toMatch(/^\s+at /);
    expect(response.body).not.toContain('no_such_column');
  });

  it('a value the database refused (22003): a 400 with its id, logged at warn', async () => {
    const response = await app.inject({ method: 'GET', url: '/overflow' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: number; msg: string; data: { errorId: string } };
    expect(body).toMatchObject({ code: 400, msg: messages.invalidRequest });
    const [logged] = logOf(body.data.errorId);
    expect(logged).toMatchObject({ level: 40, sqlState: '22003' });
    expect(String(logged!.statement)).toContain('$2::int');
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('a bug that is not a statement is logged whole, still under an id', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    const { errorId } = (response.json() as { data: { errorId: string } }).data;
    const [logged] = logOf(errorId);
    expect(logged).toMatchObject({ level: 50, err: { type: 'TypeError', message: 'cannot read properties of undefined' } });
  });
});

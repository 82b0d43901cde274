import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiCode } from '../../../src/api/contracts/envelope';
import { allMessages } from '../../../src/api/contracts/all-messages';
import { isReadableText } from '../../../src/api/contracts/validation';
import { errorChain, failedStatement, isDataException, sqlState } from '../db/pg-error';
import { ApiError, badRequest } from './api-error';
import { sendFailure } from './envelope';

const catalogue = new Set<string>(Object.values(allMessages));

/**
 * Client errors raised by Fastify itself (FST_ERR_CTP_INVALID_JSON_BODY 400, FST_ERR_CTP_BODY_TOO_LARGE 413...) or by
 * a plugin through http-errors (@fastify/static's 403 for a directory): anything carrying a 4xx statusCode.
 */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** A short random id for one failure: in its log line and in the answer, so a member can quote it to support. */
export const newErrorId = (): string => randomBytes(4).toString('hex').toUpperCase();

/** Only the "at …" lines of a stack: its first lines repeat the message, which may carry the statement's values. */
const stackFrames = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at\s/.test(line))
        .join('\n')
    : undefined;

/** What of a database error may be logged: its kind and where, never its message, detail or parameters. */
function databaseErrorFields(error: object): Record<string, unknown> {
  const e = error as Record<string, unknown>;
  const fields: Record<string, unknown> = { type: error.constructor?.name, name: e.name, stack: stackFrames(e.stack) };
  for (const key of ['code', 'severity', 'table', 'column', 'constraint', 'dataType', 'routine'] as const) {
    if (typeof e[key] === 'string' && e[key] !== '') fields[key] = e[key];
  }
  return fields;
}

/**
 * How an unexpected error is logged. A failed statement's error (Drizzle's wrapper, the driver's error under it)
 * carries the statement's parameters in its message, `params` and `detail` — passwords, phones — so it is logged as
 * the statement's text, the SQLSTATE and where it happened, and the stacks without their messages. Any other error is
 * a bug in our code, logged whole.
 */
export function errorLogFields(error: unknown): Record<string, unknown> {
  const statement = failedStatement(error);
  if (statement === undefined && sqlState(error) === undefined) return { err: error };
  return { statement, sqlState: sqlState(error), errors: errorChain(error).map(databaseErrorFields) };
}

/** Every string of a parsed query string (values, repeated keys' arrays, and the keys themselves). */
function readableQuery(value: unknown): boolean {
  if (typeof value === 'string') return isReadableText(value);
  if (Array.isArray(value)) return value.every(readableQuery);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, v]) => isReadableText(key) && readableQuery(v));
  return true;
}

/**
 * The one place errors become envelopes (docs/adr/0006, docs/adr/0017). Domain errors carry their code and message; a
 * failed zod parse shows its first issue when that issue is one of our Chinese messages (else a generic one);
 * Fastify's own client errors (bad JSON, body too large) are 400; a value the database refused (SQLSTATE class 22,
 * which the contracts should have refused first) is a 400 logged as a warning; anything else is logged at error level
 * under a new error id and answered with a fixed apology that gives that id and says nothing about the cause.
 *
 * It also refuses, before any route reads it, a query string holding a character no text may hold (NUL, control
 * characters, a lone surrogate): the same rule as the contracts' `text()`, for every key of every route.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!readableQuery(request.query)) throw badRequest('unreadableText');
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return sendFailure(reply, error.code, error.message, error.data);
    if (error instanceof ZodError) {
      const first = error.issues[0]?.message ?? '';
      return sendFailure(reply, ApiCode.badRequest, catalogue.has(first) ? first : allMessages.invalidRequest);
    }
    const status = clientErrorStatus(error);
    if (status === 404) return sendFailure(reply, ApiCode.notFound, allMessages.notFound);
    if (status === 403) return sendFailure(reply, ApiCode.forbidden, allMessages.forbidden);
    if (status !== undefined) {
      return sendFailure(reply, ApiCode.badRequest, status === 413 ? allMessages.requestTooLarge : allMessages.invalidRequest);
    }
    const errorId = newErrorId();
    if (isDataException(error)) {
      request.log.warn({ errorId, ...errorLogFields(error) }, 'the database refused a value of the request');
      return sendFailure(reply, ApiCode.badRequest, allMessages.invalidRequest, { errorId });
    }
    request.log.error({ errorId, ...errorLogFields(error) }, 'unhandled error');
    return sendFailure(reply, ApiCode.internal, allMessages.internalErrorWithId.replace('{errorId}', errorId), { errorId });
  });
}

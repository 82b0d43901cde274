import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ApiCode } from '../../../src/api/contracts/envelope';
import { messages } from '../../../src/api/contracts/messages';
import { ApiError } from './api-error';
import { sendFailure } from './envelope';

const catalogue = new Set<string>(Object.values(messages));

/**
 * Client errors raised by Fastify itself (FST_ERR_CTP_INVALID_JSON_BODY 400, FST_ERR_CTP_BODY_TOO_LARGE 413...) or by
 * a plugin through http-errors (@fastify/static's 403 for a directory): anything carrying a 4xx statusCode.
 */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The one place errors become envelopes (docs/adr/0006). Domain errors carry their code and message; a failed zod
 * parse shows its first issue when that issue is one of our Chinese messages (else a generic one); Fastify's own
 * client errors (bad JSON, body too large) are 400; anything else is logged in full and answered with a fixed
 * apology that says nothing about the cause.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) return sendFailure(reply, error.code, error.message, error.data);
    if (error instanceof ZodError) {
      const first = error.issues[0]?.message ?? '';
      return sendFailure(reply, ApiCode.badRequest, catalogue.has(first) ? first : messages.invalidRequest);
    }
    const status = clientErrorStatus(error);
    if (status === 404) return sendFailure(reply, ApiCode.notFound, messages.notFound);
    if (status === 403) return sendFailure(reply, ApiCode.forbidden, messages.forbidden);
    if (status !== undefined) {
      return sendFailure(reply, ApiCode.badRequest, status === 413 ? messages.requestTooLarge : messages.invalidRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, ApiCode.internal, messages.internalError);
  });
}

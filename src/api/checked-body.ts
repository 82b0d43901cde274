import type { z } from 'zod';
import { ApiCode } from './contracts/envelope';
import { ApiRequestError } from './client';

/**
 * A one-call form's body checked with the schema the server parses it with, before anything is sent (epic-stack's
 * way: one rule, written once). A broken rule rejects with the schema's own Chinese message, as the server would
 * answer it, so the form shows it the same way as a refusal. Every one-call fetcher checks its body this way; a form
 * with several fields may parse with the same schema first, to put each message beside its field.
 */
export function checkedBody<S extends z.ZodType>(schema: S, input: unknown): Promise<z.output<S>> {
  const body = schema.safeParse(input);
  return body.success ? Promise.resolve(body.data) : Promise.reject(new ApiRequestError(ApiCode.badRequest, body.error.issues[0]!.message));
}

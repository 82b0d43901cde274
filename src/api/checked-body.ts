import type { z } from 'zod';
import { ApiCode } from './contracts/envelope';
import { messages } from './contracts/messages';
import { ApiRequestError } from './client';

/**
 * A one-call form's body checked with the schema the server parses it with, before anything is sent (epic-stack's
 * way: one rule, written once). A broken rule rejects with the schema's own Chinese message, as the server would
 * answer it, so the form shows it the same way as a refusal. Every one-call fetcher checks its body this way; a form
 * with several fields may parse with the same schema first, to put each message beside its field.
 *
 * The schema is given as its module's `import()`, started when the call is made: a contract module builds its zod
 * schemas when it loads (~30 KB gzip with zod), which a page that merely offers the call (a button, not a form)
 * should not load with its first paint (issue 12). A schema that cannot be loaded fails like a call that cannot be
 * sent: the network is down.
 */
export async function checkedBody<S extends z.ZodType>(schema: Promise<S>, input: unknown): Promise<z.output<S>> {
  const loaded = await schema.catch(() => {
    throw new ApiRequestError(0, messages.networkDown);
  });
  const body = loaded.safeParse(input);
  if (!body.success) throw new ApiRequestError(ApiCode.badRequest, body.error.issues[0]!.message);
  return body.data;
}

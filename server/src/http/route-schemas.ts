import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchemaCompiler, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/contracts/envelope';
import type { AppContext } from '../context';
import type { Member } from '../domain/sessions';
import { requireMember, requireStaff } from './member';

/**
 * The app as its routes see it: every route declares its schemas (`schema: { params, querystring, body, response }`)
 * from the shared zod contracts, Fastify parses the request with them before the handler runs, and the handler reads
 * `request.body` / `query` / `params` already typed and parsed. The same declarations are the OpenAPI document
 * (openapi.ts) and, in tests, the answers are checked against theirs (`checkAnswers`). docs/adr/0039.
 */
export type Api = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A refused request is the ZodError itself: the error handler answers it with the schema's first Chinese message
 * (error-handler.ts), exactly as the handlers' own `parse` did. A missing body or query is read as `{}`, as `parse` did.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Answers are written as plain JSON: a response schema documents the answer and, when `check` is on (the tests), is
 * proven by every answer the tests receive; production does not pay for the check.
 */
function serializerCompilerFor(check: boolean) {
  return ({ schema, method, url }: { schema: z.ZodType; method: string; url: string }) =>
    (data: unknown): string => {
      if (check) {
        const result = schema.safeParse(data);
        if (!result.success) {
          // Tests run without a logger and answer a fixed apology: the mismatch is said here, where it is read.
          console.error(`${method} ${url}: the answer is not what its response schema says`, z.prettifyError(result.error));
          throw new Error(`${method} ${url}: the answer is not what its response schema says`);
        }
      }
      return JSON.stringify(data);
    };
}

/** What one route declared it reads: the bad-input sweep and the OpenAPI test walk these (`app.declaredRoutes`). */
export interface DeclaredRoute {
  /** 'GET /api/user/bank/edit/:id' */
  route: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

export function installRouteSchemas(app: FastifyInstance, { checkAnswers }: { checkAnswers: boolean }): Api {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerFor(checkAnswers));
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', ({ method, url, schema }) => {
    if (!schema?.response || method === 'HEAD') return;
    const { params, querystring, body, response } = schema as Record<string, unknown>;
    declared.push({
      route: `${String(method)} ${url}`,
      params: params as z.ZodType | undefined,
      query: querystring as z.ZodType | undefined,
      body: body as z.ZodType | undefined,
      response: response as Record<string, z.ZodType>,
    });
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A route's success answer: the spec's envelope `{ code, msg, data }` around `data` (spec section 7). */
export const answer = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** Who may call a group of routes: any member logged in, or platform staff. */
export type Gate = 'member' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the gate of a gated route group (`gated`) before the request is parsed. */
    gatedMember?: Member;
  }
}

/**
 * Routes that need a logged-in member (or staff): the gate resolves the caller once, before the request is parsed,
 * so a visitor is told 请先登录 whatever the body, as the handlers' own `requireMember` did first. The OpenAPI document
 * marks every route of the group as needing the `token` header.
 */
export function gated(app: Api, ctx: AppContext, gate: Gate, declare: (group: Api) => void): void {
  void app.register(async (group) => {
    group.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ token: [] }], ...(gate === 'staff' ? { tags: ['staff'] } : {}) };
    });
    group.addHook('preValidation', async (request) => {
      request.gatedMember = gate === 'staff' ? await requireStaff(ctx, request) : await requireMember(ctx, request);
    });
    declare(group);
  });
}

/** The member the group's gate let through: only inside a `gated` group (anywhere else it is a wiring mistake). */
export function memberOf(request: FastifyRequest): Member {
  if (!request.gatedMember) throw new Error(`${request.routeOptions.url}: memberOf outside a gated route group`);
  return request.gatedMember;
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { headers } from '../../../src/api/contracts/envelope';

/** Where the document and its readable page are served. */
export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route, generated from the schemas the routes declare (route-schemas.ts), and a
 * readable page of it for integrators (Swagger UI, served from our origin: the page's policy allows it as it is).
 * Registered before the routes: @fastify/swagger collects them as they are added. docs/adr/0039.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '邮市 API', description: '邮市的接口：每个接口的请求与应答（应答都是 { code, msg, data }）。', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: headers.token } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (`.meta({ id })`, the self-referring ones must have one) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath, uiConfig: { docExpansion: 'list' }, staticCSP: false });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/adr/0019). The built app is one module script and its chunks
 * from our origin, so scripts are 'self' only: no inline script, no eval. Styles need 'unsafe-inline': Chakra's
 * emotion inserts <style> elements at run time and Mermaid draws its diagrams as SVG carrying <style>; the
 * development provider's authorize page has a <style> block too. Nothing is loaded from another origin, and no page
 * may be framed (the pay dialog must not be overlaid by a clickjacking site).
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Behind TLS only: on plain http (development, the browser tests) it would send the app's own requests to https.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers helmet would set, worked out once: they are the same for every answer, and @fastify/helmet rebuilt
 * helmet's middleware (parsing the CSP again) on every request, a measurable share of a cached API call (issue 12).
 */
function fixedHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => void (headers[name] = String(value)), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, pages and API alike: the CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy no-referrer (a /register?thirdAuthCode= link is not passed on), the cross-origin isolation headers,
 * and Strict-Transport-Security in production (served over TLS behind the proxy).
 */
export async function installSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  const headers = fixedHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(production) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

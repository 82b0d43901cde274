import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Security headers on every answer, pages and API alike: the CSP above, X-Frame-Options DENY, nosniff,
 * Referrer-Policy no-referrer (a /register?thirdAuthCode= link is not passed on), the cross-origin isolation headers,
 * and Strict-Transport-Security in production (served over TLS behind the proxy).
 */
export async function installSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(production) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
}

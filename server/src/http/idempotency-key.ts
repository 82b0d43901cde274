import type { FastifyRequest } from 'fastify';
import { headers } from '../../../src/api/contracts/envelope';

/** The `idempotency-key` header of a call that moves money or stock: a retry with the same key changes nothing more. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headers.idempotencyKey];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 100 ? key : undefined;
}

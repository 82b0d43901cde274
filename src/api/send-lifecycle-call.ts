import { apiRequest } from './client';
import { headers } from './contracts/envelope';
import type { LifecycleCall } from './contracts/lifecycle-calls';

/**
 * One lifecycle action, as its row of the call table says (src/api/contracts/lifecycle-calls.ts): the call's path
 * (a `:param` filled from the body, as editAgentDef/{id}) with the body. The attempt is the idempotency key, made once
 * per chosen action by the screen, so a retried click after a lost answer is the same attempt and cannot pay twice.
 * An order's call answers with the order's changed fields (OrderChange), an agent link's with the link(s).
 */
export const sendLifecycleCall = <T>(call: LifecycleCall, body: Record<string, unknown>, attempt: string) =>
  apiRequest<T>(
    call.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(String(body[param]))),
    { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } },
  );

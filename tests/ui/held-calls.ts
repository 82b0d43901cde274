import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';

/**
 * API calls the test answers when its model says the server answered: a handler returns `held.wait(name, request)`,
 * so the screen can be checked while the call is pending; `held.answer(name, answer)` first waits for the call(s) to
 * arrive (the positive signal that the member's action made them), then lets them through with that answer. A call
 * still waiting when its test ends is never answered, so nothing of one test reaches the next.
 */
export type HeldAnswer = { ok: unknown } | { fail: string; data?: unknown } | 'networkDown';

export interface HeldCall {
  name: string;
  request: Request;
  /** The JSON body of a POST (null for a GET). */
  body: unknown;
}

export function heldCalls() {
  const waiting: Array<HeldCall & { release: (answer: HeldAnswer) => void }> = [];
  const pending = (name: string) => waiting.filter((call) => call.name === name);
  return {
    async wait(name: string, request: Request): Promise<Response> {
      const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
      const answer = await new Promise<HeldAnswer>((release) => waiting.push({ name, request, body, release }));
      return respond(answer);
    },
    /** Waits until exactly `count` calls named `name` are waiting, then answers them all; returns them. */
    async answer(name: string, answer: HeldAnswer, count = 1): Promise<HeldCall[]> {
      await waitFor(() => expect(pending(name)).toHaveLength(count), { timeout: 5000 });
      const calls = pending(name);
      for (const call of calls) {
        waiting.splice(waiting.indexOf(call), 1);
        call.release(answer);
      }
      return calls;
    },
  };
}

/** The server's envelope for an answer: data, a refusal with the server's message (and data), or no answer at all. */
export function respond(answer: HeldAnswer): Response {
  if (answer === 'networkDown') return HttpResponse.error();
  if ('fail' in answer) return HttpResponse.json({ code: 400, msg: answer.fail, data: answer.data ?? null }, { status: 400 });
  return HttpResponse.json({ code: 200, msg: 'ok', data: answer.ok });
}

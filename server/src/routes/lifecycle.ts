import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { agentLinkSchema } from '../../../src/api/contracts/agents';
import { authenticationReviewSchema } from '../../../src/api/contracts/authentication';
import { blockTradeDetailSchema } from '../../../src/api/contracts/block-trades';
import { bondOrderDetailSchema } from '../../../src/api/contracts/bonds';
import { agentDeliveryDetailSchema } from '../../../src/api/contracts/agent-delivery';
import { accountOpeningDetailSchema, cashOutReviewSchema } from '../../../src/api/contracts/cash-out';
import { headers } from '../../../src/api/contracts/envelope';
import { callEvent, callFor, callsAt, lifecyclePaths, type LifecycleCall, type LifecycleMachineName } from '../../../src/api/contracts/lifecycle-calls';
import { surrenderViewSchema } from '../../../src/api/contracts/membership';
import { orderChangeSchema } from '../../../src/api/contracts/trade';
import { watchDetailSchema } from '../../../src/api/contracts/watch';
import { invoiceQueueItemSchema } from '../../../src/api/contracts/invoices';
import { matchOrderResultSchema } from '../../../src/api/contracts/automatch';
import type { AppContext } from '../context';
import { accountOpeningLifecycle, askTheBank, ownOpeningId } from '../domain/account-opening/openings';
import { openingDetail } from '../domain/account-opening/views';
import { agentLinkLifecycle } from '../domain/agents/agent-links';
import { agentLinkViews } from '../domain/agents/agent-views';
import { authenticationLifecycle } from '../domain/authentication/applications';
import { authenticationReview } from '../domain/authentication/views';
import { blockTradeLifecycle } from '../domain/block-trades/block-trades';
import { blockTradeDetail } from '../domain/block-trades/views';
import { bondOrderLifecycle } from '../domain/bonds/bond-orders';
import { bondOrderDetail } from '../domain/bonds/views';
import { agentDeliveryLifecycle } from '../domain/agent-delivery/agent-deliveries';
import { agentDeliveryDetail } from '../domain/agent-delivery/views';
import { cashOutLifecycle } from '../domain/cash-out/cash-outs';
import { cashOutReview } from '../domain/cash-out/views';
import { invoiceRequestLifecycle } from '../domain/invoices/invoice-requests';
import { invoiceQueueItem } from '../domain/invoices/views';
import { watchPostings, type PostedPurse } from '../domain/ledger';
import { sendEvents, type Lifecycle, type LifecycleRow, type Sender, type SendOptions } from '../domain/lifecycle/enforcer';
import { surrenderLifecycle } from '../domain/membership/deposit';
import { surrenderView } from '../domain/membership/views';
import type { Member } from '../domain/sessions';
import { orderChange, orderLifecycle } from '../domain/trade/order-events';
import { ownPhotos } from '../domain/uploads';
import { taskDetail, taskOfMatch, watchTaskLifecycle } from '../domain/watch/tasks';
import { watchDealsMade } from '../domain/watch/dealt';
import { quoteTicker } from '../domain/quotes/ticker';
import { matchOrderLifecycle, type MatchOrderRow } from '../domain/automatch/match-orders';
import { fillsOfStep, orderResult } from '../domain/automatch/views';
import { tellOn } from '../realtime/bus';
import { matchPushes } from './automatch';
import { badRequest, forbidden } from '../http/api-error';
import { ok } from '../http/envelope';
import { errorLogFields } from '../http/error-handler';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

type Body = Record<string, unknown>;

/**
 * What the one dispatch needs of each lifecycle machine besides its calls: the enforcer's lifecycle for its objects,
 * the objects a parsed body names, and the answer (the objects as the caller reads them now) with its schema. A machine
 * added to the call table fails `tsc` here until it is declared.
 */
interface MachineRoute {
  // The lifecycles differ in their row and loaded types; the dispatch only passes rows between them.
  lifecycle: Lifecycle<never, never>;
  /** The objects the call is on: named by the body (or the path), or the caller's own where the path names none. */
  ids(body: Body, caller: Caller): number[] | Promise<number[]>;
  view(ctx: AppContext, rows: readonly LifecycleRow[], member: Member, body: Body): Promise<unknown>;
  /** The answer's `data`, for the route's response schema (the OpenAPI document; checked in the tests). */
  answer: z.ZodType;
  /** Who is asked before a step is recorded (SendOptions.consult): the bank, for an account opening. */
  consult?(ctx: AppContext, member: Member, body: Body): SendOptions['consult'];
  /** What is told once the step has committed: a watch task's takes are deals, which the quotes room shows. */
  committed?(ctx: AppContext, rows: readonly LifecycleRow[]): Promise<void>;
}

/** Who makes the call, and which call it is. */
interface Caller {
  ctx: AppContext;
  member: Member;
  call: LifecycleCall;
}

const one = (key: string) => (body: Body) => [body[key] as number];
const orders: MachineRoute = {
  lifecycle: orderLifecycle as never,
  ids: one('orderId'),
  view: async (_ctx, [order]) => orderChange(order as never),
  answer: orderChangeSchema,
};

const machineRoutes = {
  order: orders,
  offlineTrade: orders,
  agentApplication: {
    lifecycle: agentLinkLifecycle as never,
    // delAgent and delUser name a list; the others one link, from the body or the path.
    ids: (body) => (Array.isArray(body.ids) ? (body.ids as number[]) : [body.id as number]),
    view: async ({ db }, links, member, body) => {
      const views = await agentLinkViews(db, links as never, member);
      return Array.isArray(body.ids) ? views : views[0];
    },
    answer: z.union([agentLinkSchema, z.array(agentLinkSchema)]),
  },
  cashOut: { lifecycle: cashOutLifecycle as never, ids: one('id'), view: ({ db }, [row]) => cashOutReview(db, row!.id), answer: cashOutReviewSchema },
  authentication: {
    lifecycle: authenticationLifecycle as never,
    ids: one('id'),
    view: ({ db }, [row]) => authenticationReview(db, row!.id),
    answer: authenticationReviewSchema,
  },
  depositSurrender: { lifecycle: surrenderLifecycle as never, ids: one('id'), view: async (_ctx, [row]) => surrenderView(row as never), answer: surrenderViewSchema },
  accountOpening: {
    lifecycle: accountOpeningLifecycle as never,
    ids: async (_body, { ctx, member, call }) => [await ownOpeningId(ctx.db, ctx.clock, member, call.event)],
    view: ({ db, bank }, _rows, member) => openingDetail(db, bank, member),
    answer: accountOpeningDetailSchema,
    consult: ({ db, bank }, member, body) => askTheBank(bank, db, member, body),
  },
  watchTask: {
    lifecycle: watchTaskLifecycle as never,
    // confirm/{id} names a match (the member's own, else 404); stop and confirm/all name the task.
    ids: async (body, { ctx, member }) => [typeof body.matchId === 'number' ? await taskOfMatch(ctx.db, member, body.matchId) : (body.id as number)],
    view: ({ db, clock }, [row], member) => taskDetail(db, clock(), member, row!.id),
    answer: watchDetailSchema,
    // The task's taken matches are deals (none after a stop: the ticker tells nothing for no products).
    committed: async (ctx, [row]) => quoteTicker(ctx).tell([await watchDealsMade(ctx.db, row!.id)]),
  },
  matchOrder: {
    lifecycle: matchOrderLifecycle as never,
    ids: one('id'),
    // The order as it is now, with the fills an amend made crossing the book.
    view: async ({ db }, [row], member) => orderResult(db, member, row!.id, await fillsOfStep(db, row as MatchOrderRow)),
    answer: matchOrderResultSchema,
    committed: async ({ db, bus }, [row]) => {
      const order = row as MatchOrderRow;
      await tellOn(bus)(matchPushes(order.productId, await fillsOfStep(db, order)));
    },
  },
  // The application as the caller reads it now: the applicant's own, or staff's.
  blockTrade: {
    lifecycle: blockTradeLifecycle as never,
    ids: one('id'),
    view: ({ db, clock }, [row], member) => blockTradeDetail(db, clock(), row!.id, member),
    answer: blockTradeDetailSchema,
  },
  invoiceRequest: { lifecycle: invoiceRequestLifecycle as never, ids: one('id'), view: ({ db }, [row]) => invoiceQueueItem(db, row!.id), answer: invoiceQueueItemSchema },
  // The bond order as the caller reads it now: a side's, or staff's.
  bondOrder: { lifecycle: bondOrderLifecycle as never, ids: one('id'), view: ({ db }, [row], member) => bondOrderDetail(db, row!.id, member), answer: bondOrderDetailSchema },
  // The delivery as its member or its agent reads it now.
  agentDelivery: {
    lifecycle: agentDeliveryLifecycle as never,
    ids: one('id'),
    view: ({ db }, [row], member) => agentDeliveryDetail(db, row!.id, member),
    answer: agentDeliveryDetailSchema,
  },
} satisfies Record<LifecycleMachineName, MachineRoute>;

/**
 * What a path's calls read and answer: the calls at one path share a body schema, whose fields named in the path
 * (editAgentDef/{id}) are its params and the rest its body; the answer is that of their machines.
 */
function schemaOf(path: string) {
  const calls = callsAt(path);
  // Every body of the table is an object schema (`LifecycleCallSpec`); the union of their types is not one.
  const body = calls[0]!.body as z.ZodObject;
  const fields = Object.entries(body.shape);
  const inPath = ([key]: [string, unknown]) => path.includes(`/:${key}`);
  const answers = [...new Set(calls.map((call) => machineRoutes[call.machine].answer))];
  // A step that takes no input declares no body, so a call without one is taken.
  const read = fields.length === 0 ? {} : { body };
  return {
    ...(fields.some(inPath)
      ? { params: z.object(Object.fromEntries(fields.filter(inPath))), body: z.object(Object.fromEntries(fields.filter((field) => !inPath(field)))) }
      : read),
    response: answer(answers.length === 1 ? answers[0]! : z.union(answers as [z.ZodType, z.ZodType])),
  };
}

/**
 * A staff call is refused to a member who is not an operator before the object is looked at, so the answer is the
 * same whether the object exists or not.
 */
function senderOf(call: LifecycleCall, member: Member): Sender {
  if (!(call.roles as readonly string[]).includes('operator')) return { kind: 'member', member };
  if (!member.operator) throw forbidden('forbidden');
  return { kind: 'operator', member };
}

/** The upload keys in a body's fields: each field one key or a list of them. */
const uploadKeys = (body: Body, fields: readonly string[]) => fields.flatMap((field) => (body[field] as string | string[] | undefined) ?? []);

/** The caller's own purses the call posted to: the browser refreshes the header's wallet (spec section 7). */
function saySpent(reply: FastifyReply, posted: readonly PostedPurse[], member: Member): void {
  const own = posted.filter((p) => p.userId === member.id);
  if (own.length > 0) reply.header(headers.type, own.some((p) => p.asset === 'bean') ? 'bean' : 'cny');
}

/**
 * Every lifecycle call of the call table (src/api/contracts/lifecycle-calls.ts) is a route here, all through one
 * dispatch: the body (and the path's params) parsed with the call's schema, pick the call (and so the machine and the
 * event), and hand the event to the enforcer with the roles the call is for. The caller's role is worked out from the
 * object, never read from the request (src/machines/lifecycle.ts); what money moved is read from the ledger, not
 * assumed from the event.
 */
export function lifecycleRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  gated(app, ctx, 'member', (group) => {
    for (const path of lifecyclePaths) {
      group.post(path, { schema: schemaOf(path) }, async (request, reply) => {
        const member = memberOf(request);
        const body: Body = { ...(request.body as Body | undefined), ...(request.params as Body) };
        const call = callFor(path, body);
        if (!call) throw badRequest('invalidRequest');
        // The path's params and the body were read apart; the call's whole schema holds its rules across fields too (an
        // amend names a new price or fewer units), as the form checks them.
        call.body.parse(body);
        const sender = senderOf(call, member);
        // Photos (a refund's evidence, identity papers) are the caller's own uploads, checked before anything is written.
        if ('uploads' in call) await ownPhotos(db, member, uploadKeys(body, call.uploads.fields), call.uploads.kind);
        const route: MachineRoute = machineRoutes[call.machine];
        const options: SendOptions = {
          idempotencyKey: idempotencyKeyOf(request),
          payPassword: body.payPassword as string | undefined,
          limits: ctx.limits, // wrong payment passwords are counted there
          roles: call.roles,
          consult: route.consult?.(ctx, member, body),
        };
        const ids = await route.ids(body, { ctx, member, call });
        const { result: rows, posted } = await watchPostings(() => sendEvents(route.lifecycle, db, clock, ids, sender as never, callEvent(call, body), options));
        saySpent(reply, posted, member);
        // Told, not kept (docs/adr/0040): the step has committed, so a failing push is logged, never the call's answer.
        await route.committed?.(ctx, rows).catch((error: unknown) => request.log.error(errorLogFields(error), 'telling a committed step failed'));
        return ok(await route.view(ctx, rows, member, body), 'done' in call ? call.done : 'operationSucceeded');
      });
    }
  });
}

import { z } from 'zod';
import { messages } from './messages';
import { jsonObjectSchema, orderMachineIds, roles, stateValueSchema, type Role } from './trade';
import { idParam } from './validation';

/**
 * GET /api/user/order/events?orderId&format (not in the spec's list): an order's recorded history for its parties,
 * as JSON (in the envelope) or as a CSV file, replayed through its lifecycle machine by the server. The order page's
 * 流程 view draws the same trail on the machine's diagram.
 */
export const orderAuditQuery = z.object({
  orderId: idParam,
  format: z.enum(['json', 'csv'], { error: messages.invalidRequest }).default('json'),
});

/** One recorded step of a lifecycle's history, of a machine with these roles (an `AuditEvent` of its answer's schema). */
export const auditEventSchema = <const R extends readonly [string, ...string[]]>(roles: R) =>
  z.object({
    /** 0 for the order's creation, then 1, 2, ... for each event the machine received: the diagram's #n. */
    step: z.number().int(),
    id: z.number().int(),
    /** China time, to the second. */
    time: z.string(),
    /** Epoch ms: the event's `at` as the machine saw it. */
    at: z.number().int(),
    role: z.enum(roles),
    /** The member who sent it; null for the system (deadlines). */
    actor: z.string().nullable(),
    event: z.string(),
    from: stateValueSchema,
    to: stateValueSchema,
    payload: jsonObjectSchema,
  });
/** One recorded step of a lifecycle's history; `R` the roles of its machine (an order's by default). */
export type AuditEvent<R extends string = Role> = Omit<z.infer<ReturnType<typeof auditEventSchema>>, 'role'> & { role: R };

export const orderAuditSchema = z.object({
  orderId: z.number().int(),
  machine: z.enum(orderMachineIds),
  /** What the machine started from (amount, and for an online order which side published the listing). */
  input: jsonObjectSchema,
  /** The order as stored. */
  stateValue: stateValueSchema,
  /** Where the recorded events lead when replayed from the input, and whether that is the stored state and context. */
  replayedStateValue: stateValueSchema,
  replayMatches: z.boolean(),
  events: z.array(auditEventSchema(roles)),
});
export type OrderAudit = z.infer<typeof orderAuditSchema>;

/** The CSV's columns, in order (a header row in Chinese, for the spreadsheet auditors open it in). */
export const auditCsvColumns: Array<{ key: keyof AuditEvent; title: string }> = [
  { key: 'step', title: '步骤' },
  { key: 'time', title: '时间' },
  { key: 'role', title: '角色' },
  { key: 'actor', title: '操作人' },
  { key: 'event', title: '事件' },
  { key: 'from', title: '原状态' },
  { key: 'to', title: '新状态' },
  { key: 'payload', title: '内容' },
];

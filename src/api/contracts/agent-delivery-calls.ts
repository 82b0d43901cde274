import { z } from 'zod';
import { maxAgentNote, maxInspectionPhotos } from './agent-delivery-names';
import { conditionGrades } from './content-names';
import { messages } from './messages';
import { photoKeysSchema } from './profile';
import { lifecycleBodies } from './trade';
import { idSchema, int, text } from './validation';

/**
 * The bodies of the agent delivery's lifecycle calls (issue 29; docs/adr/0044): apart from agent-delivery.ts so that
 * the call table (lifecycle-calls.ts), which every order page loads, stays small. A forwarding or a return says what an
 * order's shipment says.
 */
export const agentDeliveryIdRequest = z.object({ id: idSchema });
export type AgentDeliveryIdRequest = z.input<typeof agentDeliveryIdRequest>;

const note = text(messages.agentNoteTooLong).trim().max(maxAgentNote, { error: messages.agentNoteTooLong }).default('');
const photos = photoKeysSchema.refine((keys) => keys.length >= 1 && keys.length <= maxInspectionPhotos, { error: messages.agentInspectPhotos });

/** 签收: the parcel has arrived, with a note of its state if any. */
export const receiveAgentDeliveryRequest = agentDeliveryIdRequest.extend({ note });
export type ReceiveAgentDeliveryRequest = z.input<typeof receiveAgentDeliveryRequest>;

/** 验货通过: the count and grade found (the page shows the offer's beside them) and photos of what arrived. */
export const inspectAgentDeliveryRequest = agentDeliveryIdRequest.extend({
  quantity: int(1, 100_000, messages.agentInspectQuantity),
  grade: z.enum(conditionGrades, { error: messages.agentInspectGrade }),
  photos,
  note,
});
export type InspectAgentDeliveryRequest = z.input<typeof inspectAgentDeliveryRequest>;

/** 报告问题: what is wrong, with photos. */
export const reportAgentProblemRequest = agentDeliveryIdRequest.extend({
  reason: text(messages.agentFillProblem).trim().min(1, { error: messages.agentFillProblem }).max(maxAgentNote, { error: messages.agentProblemTooLong }),
  photos,
});
export type ReportAgentProblemRequest = z.input<typeof reportAgentProblemRequest>;

/** 转寄 / 退回卖方: as an order's shipment. */
export const sendAgentParcelRequest = agentDeliveryIdRequest.extend({
  expressCompany: lifecycleBodies.ship.shape.expressCompany,
  trackingNo: lifecycleBodies.ship.shape.trackingNo,
});
export type SendAgentParcelRequest = z.input<typeof sendAgentParcelRequest>;

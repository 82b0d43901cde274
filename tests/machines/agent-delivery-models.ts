import { agentDeliveryRoles } from '../../src/api/contracts/agent-delivery-names';
import type { agentDeliveryMachine, AgentDeliveryEvent } from '../../src/machines/agent-delivery.machine';
import type { ModelOptions } from './coverage';

/**
 * The agent delivery machine's event alphabet (issue 29; docs/adr/0044): every event from both roles; an inspection of
 * no units, without photos or with ten (refused); a problem with a blank reason, one too long, or no photos (refused).
 * The machine tests, the coverage proof and the API's generated paths (tests/server/agent-delivery.paths.test.ts) use it.
 */
type Payloads = { [T in AgentDeliveryEvent['type']]: Array<Omit<Extract<AgentDeliveryEvent, { type: T }>, 'type' | 'by' | 'at'>> };
const photo = 'product/inspection-1.jpg';
const parcel = { expressCompany: '顺丰速运', trackingNo: 'SF1234567890' };
const payloads: Payloads = {
  'agentDelivery.create': [{ instruction: 'forward' }, { instruction: 'hold' }],
  'agentDelivery.cancel': [{}],
  'agentDelivery.receive': [{ note: '' }],
  'agentDelivery.inspect': [
    { quantity: 2, grade: '全品', photos: [photo], note: '' },
    { quantity: 0, grade: '全品', photos: [photo], note: '' },
    { quantity: 2, grade: '全品', photos: [], note: '' },
    { quantity: 2, grade: '全品', photos: Array.from({ length: 10 }, (_, i) => `product/p${i}.jpg`), note: '' },
  ],
  'agentDelivery.reportProblem': [
    { reason: '少了一枚，且有折痕', photos: [photo] },
    { reason: '   ', photos: [photo] },
    { reason: '折'.repeat(201), photos: [photo] },
    { reason: '少了一枚', photos: [] },
  ],
  'agentDelivery.accept': [{}],
  'agentDelivery.reject': [{}],
  'agentDelivery.hold': [{}],
  'agentDelivery.forward': [parcel],
  'agentDelivery.returnToSender': [parcel],
};

export const agentDeliveryModel: ModelOptions<typeof agentDeliveryMachine> = {
  events: () =>
    Object.entries(payloads).flatMap(([type, list]) =>
      (list as object[]).flatMap((payload) => agentDeliveryRoles.map((by) => ({ type, by, at: 0, ...payload }) as unknown as AgentDeliveryEvent)),
    ),
};

import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/contracts/envelope';

/**
 * The answer of a history that auditors also download (an order's, an agent link's: `format=json|csv`): the envelope
 * around `data` as JSON, or the events as a CSV file (audit-trail.ts), which is sent as it is, never serialized.
 */
export const answerOrCsv = <T extends z.ZodType>(data: T) => ({
  200: {
    content: {
      'application/json': { schema: envelopeSchema(data) },
      'text/csv': { schema: z.string().describe('format=csv：事件表（UTF-8，带 BOM），每行一个事件') },
    },
  },
});

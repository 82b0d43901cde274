import { z } from 'zod';
import { blockTradeMessages } from './block-trade-messages';
import {
  blockTradeRoles,
  blockTradeStages,
  maxBlockTradePriceFen,
  maxBlockTradeQuantity,
  maxBlockTradeRemark,
  shownBlockTradeStages,
} from './block-trade-names';
import { messages } from './messages';
import { auditEventSchema } from './order-audit';
import { jsonObjectSchema, pageQuery } from './trade';
import { fromUrl, id, int, phoneSchema, text } from './validation';

/*
 * Block trades (大宗交易, spec sections 2 and 3; issue 29): a member applies for a large lot, staff review it, and once
 * listed it shows on /large-transaction until its last day ends, negotiated by phone or chat. One schema serves the
 * form and the server; the words are in block-trade-names.ts (no zod), the bodies of the lifecycle calls in
 * block-trade-calls.ts.
 */
export * from './block-trade-names';
export * from './block-trade-calls';

const m = blockTradeMessages;

// GET /api/trade/blockTrades/page (/large-transaction). Spec section 3, Block transaction detail.
export const blockTradeSchema = z.object({
  id: z.number().int(),
  /** 1 sell, otherwise buy. */
  tradeType: z.union([z.literal(0), z.literal(1)]),
  productName: z.string(),
  categoryName: z.string(),
  exteriorName: z.string(),
  quantity: z.number().int(),
  /** e.g. '¥95.00 - ¥110.00 / 枚'. */
  priceRange: z.string(),
  expiryDate: z.string(),
  /** Masked (first 3 and last 4 digits) for visitors; members see the whole number to call. */
  phone: z.string(),
  publisher: z.string(),
  /** The applicant, whom 联系TA opens a chat with. */
  publisherId: z.number().int(),
  createTime: z.string(),
});
export type BlockTrade = z.infer<typeof blockTradeSchema>;
export const blockTradesQuery = z.object({ tradeType: fromUrl(int(0, 1)).optional() });

/** A unit price in fen: 1 fen to 1,000,000,000 yuan. */
const unitPrice = int(1, maxBlockTradePriceFen, m.blockTradePriceRule);

/**
 * POST /api/trade/blockTrades/apply. Prices are fen; the last day (YYYY-MM-DD) is checked here for its form and by the
 * server against today in China (today to today + 90 days, isBlockTradeExpiryAllowed), as the form checks it against
 * the browser's today. `agree`: the member accepted the big room rule (protocol type 7).
 */
export const blockTradeApplyRequest = z
  .object({
    tradeType: z.union([z.literal(0), z.literal(1)], { error: m.blockTradeChooseType }),
    productId: id(m.blockTradeChooseVariety),
    quantity: int(1, maxBlockTradeQuantity, m.blockTradeQuantityRule),
    priceMin: unitPrice,
    priceMax: unitPrice,
    expiryDate: text(m.blockTradeExpiryRule).regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.blockTradeExpiryRule }),
    phone: phoneSchema,
    remark: text(m.blockTradeRemarkTooLong).trim().max(maxBlockTradeRemark, { error: m.blockTradeRemarkTooLong }).default(''),
    agree: z.literal(true, { error: m.blockTradeAgreeRule }),
  })
  .refine((body) => body.priceMin <= body.priceMax, { error: m.blockTradePriceOrder, path: ['priceMax'] });
export type BlockTradeApplyRequest = z.input<typeof blockTradeApplyRequest>;
export type BlockTradeApplyFields = z.output<typeof blockTradeApplyRequest>;

/** GET /api/trade/blockTrades/my/page and the staff queue (/api/operator/block-trades/page): one stage, or all. */
export const blockTradeListQuery = pageQuery.extend({ stage: z.enum(shownBlockTradeStages, { error: messages.invalidRequest }).optional() });
export type BlockTradeListQuery = z.output<typeof blockTradeListQuery>;

/** An application with where it stands: the member's own list and the staff queue. */
export const blockTradeItemSchema = blockTradeSchema.extend({
  productId: z.number().int(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  remark: z.string(),
  stage: z.enum(blockTradeStages),
  stateValue: z.enum(blockTradeStages),
  context: jsonObjectSchema,
  stateName: z.string(),
  rejectReason: z.string().nullable(),
  updateTime: z.string(),
  /** Whether the caller applied for it (the applicant sees every state and its 流程; others only a listed one). */
  own: z.boolean(),
});
export type BlockTradeItem = z.infer<typeof blockTradeItemSchema>;

/** GET /api/trade/blockTrades/{id}: the application, with its history for the 流程 (the applicant's and staff's only). */
export const blockTradeDetailSchema = blockTradeItemSchema.extend({
  events: z.array(auditEventSchema(blockTradeRoles)),
  /** Whether the recorded events, replayed through the machine, lead to the stored state. */
  replayMatches: z.boolean(),
});
export type BlockTradeDetail = z.infer<typeof blockTradeDetailSchema>;

/**
 * The message centre's message types and their names, without the inbox's schemas: inbox.ts builds its zod schemas
 * from them and re-exports them; the message centre's list imports them from here and loads no zod (issue 12).
 */
export const messageTypes = [
  { id: 1, name: '系统消息' },
  { id: 2, name: '交易消息' },
  { id: 3, name: '代理消息' },
] as const;
export type MessageTypeId = (typeof messageTypes)[number]['id'];
export const messageTypeIds = { system: 1, trade: 2, agent: 3 } as const satisfies Record<string, MessageTypeId>;

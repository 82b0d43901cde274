/*
 * The live socket's and the chat's constants without zod (docs/architecture.md: names apart from rules): the shell's
 * live client and the chat window read them, and every page's first JavaScript carries the shell, so the contract's
 * zod (src/api/contracts/chat.ts) must stay out of it (tests/unit/bundle-budget.test.ts).
 */

/** The live socket's path (not the spec's: it names none): `?sig=<userSig>` for a member, nothing for a visitor. */
export const livePath = '/api/live';

/** Channels anyone may follow, visitors too: the day's prices and the quotes room's chat. */
export const publicChannels = ['quotes', 'room:quotes'] as const;
export type PublicChannel = (typeof publicChannels)[number];
/** A channel anyone may follow: the public ones, and a variety's auto-match book (`automatch:<productId>`, issue 28). */
export const isPublicChannel = (channel: string): boolean => (publicChannels as readonly string[]).includes(channel) || /^automatch:[1-9]\d{0,9}$/.test(channel);

/** A chat message's text: 1-500 characters. */
export const chatTextMax = 500;
/** History is read 15 messages at a time (spec: message history 15 per load). */
export const chatPageSize = 15;
/** The greeting shown at the top of a conversation (spec section 2: the chat starts with a greeting text). */
export const chatGreeting = '您好，欢迎使用邮市在线消息！请文明交流，交易请走平台担保流程，谨防诈骗。';

export const chatMessageKinds = ['text', 'image', 'offer'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

import { desc, eq } from 'drizzle-orm';
import { ApiCode } from '../../../../src/api/contracts/envelope';
import { roomHistorySize, type RoomMessage, type RoomMessageEvent } from '../../../../src/api/contracts/quotes';
import type { Db } from '../../db/database';
import { quotesRoomMessages, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { LivePush } from '../../realtime/bus';
import { formatChinaTime, type Clock } from '../clock';
import { beginTry, endTry, type AttemptLimit } from '../limits/attempt-limits';
import type { LimitStore } from '../limits/limit-store';
import type { Member } from '../sessions';

/** The quotes room's chat channel: every visitor of /quotes hears it. */
export const roomChannel = 'room:quotes';

/**
 * How fast one member may talk: one message every 3 s, and 10 a minute (the minute starts at the first and again at
 * the tenth, so reaching it is followed by a full minute of quiet). Kept in the limit store, so every instance
 * counts the same messages and a parallel burst gets one through (docs/adr/0016).
 */
export const roomLimits = { gapMs: 3_000, perMinute: 10 } as const;
const perMinute: AttemptLimit = { max: roomLimits.perMinute, windowMs: 60_000, refused: 'roomMinuteLimit' };

const messageColumns = {
  id: quotesRoomMessages.id,
  userName: users.userName,
  content: quotesRoomMessages.content,
  createdAt: quotesRoomMessages.createdAt,
};
const toMessage = (row: { id: number; userName: string; content: string; createdAt: Date }): RoomMessage => ({
  id: row.id,
  userName: row.userName,
  content: row.content,
  time: formatChinaTime(row.createdAt),
});

/** GET /api/quotes/room/messages: the last 50 messages, oldest first (as a chat reads). Public. */
export async function roomHistory(db: Db): Promise<RoomMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(quotesRoomMessages)
    .innerJoin(users, eq(users.id, quotesRoomMessages.userId))
    .orderBy(desc(quotesRoomMessages.id))
    .limit(roomHistorySize);
  return rows.reverse().map(toMessage);
}

/**
 * POST /api/quotes/room/send: stores the member's message within the room's limits and answers it with the push that
 * tells the room (the caller tells it: the message is stored before anyone hears it).
 */
export async function postToRoom(db: Db, clock: Clock, limits: LimitStore, member: Member, content: string): Promise<{ message: RoomMessage; push: LivePush }> {
  const gapKey = `room:quotes:gap:${member.id}`;
  const minuteKey = `room:quotes:minute:${member.id}`;
  if (!(await limits.claim(gapKey, roomLimits.gapMs))) throw new ApiError(ApiCode.tooManyRequests, 'roomTooFast');
  try {
    await beginTry(limits, minuteKey, perMinute);
  } catch (error) {
    await limits.clear(gapKey);
    throw error;
  }
  let stored: { id: number; createdAt: Date };
  try {
    [stored] = (await db
      .insert(quotesRoomMessages)
      .values({ userId: member.id, content, createdAt: clock() })
      .returning({ id: quotesRoomMessages.id, createdAt: quotesRoomMessages.createdAt })) as [{ id: number; createdAt: Date }];
  } catch (error) {
    await endTry(limits, minuteKey, perMinute, 'drop');
    throw error;
  }
  await endTry(limits, minuteKey, perMinute, 'count');
  const message = toMessage({ id: stored.id, userName: member.userName, content, createdAt: stored.createdAt });
  const event: RoomMessageEvent = { type: 'room.message', message };
  return { message, push: { channel: roomChannel, event: { ...event } } };
}

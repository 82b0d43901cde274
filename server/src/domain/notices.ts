import type { MessageTypeId } from '../../../src/api/contracts/inbox';
import type { Db } from '../db/database';
import { messages as inbox } from '../db/schema';

/**
 * 站内信: a message in a member's message centre (the header's unread count) when the other side did something
 * they must answer or should know. Written in the same transaction as the change it reports, so a member is never
 * told of a change that did not happen, nor misses one that did.
 */
export interface Notice {
  userId: number;
  type: MessageTypeId;
  title: string;
  content: string;
}

export async function deliverNotice(tx: Db, notice: Notice | null, at: Date): Promise<void> {
  if (notice) await tx.insert(inbox).values({ ...notice, createdAt: at });
}

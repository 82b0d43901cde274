import { and, eq } from 'drizzle-orm';
import type { MessageKey } from '../../../../src/api/contracts/messages';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';

/**
 * The member a form names by id (a page that knows them) or by user name (typed); given both, they must name the
 * same member. Nobody by that id or name: 未找到该用户.
 */
export async function memberByRef(db: Db, id: number | undefined, name: string | undefined, missing: MessageKey): Promise<number> {
  if (id === undefined && name === undefined) throw badRequest(missing);
  const conditions = [id !== undefined ? eq(users.id, id) : undefined, name !== undefined ? eq(users.userName, name) : undefined];
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound('memberNotFound');
  return row.id;
}

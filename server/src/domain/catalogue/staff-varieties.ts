import { uploadUrl } from '../../../../src/api/contracts/profile';
import type { CheckedVariety, VarietyEditForm } from '../../../../src/api/contracts/staff-catalogue';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { conflict } from '../../http/api-error';
import { lockCatalogue, refuseUnwritable, storedVarietyOf, writeVariety, type StoredVariety } from './staff-variety-write';

/*
 * The staff's variety editor (issue 25): GET /api/operator/catalogue/{id}, POST add and edit/{id}. Each write reads
 * the variety again inside its transaction, so what it checks is what it writes over.
 */

const formOf = (stored: StoredVariety): VarietyEditForm => ({
  ...stored.facts,
  id: stored.firstId,
  imageUrl: stored.facts.imageKey ? uploadUrl(stored.facts.imageKey) : null,
  formsInUse: [...stored.formsInUse],
});

/** The variety product `id` is a form of, as the editor loads it. */
export const varietyEditForm = async (db: Db, id: number): Promise<VarietyEditForm> => formOf(await storedVarietyOf(db, id));

/** Two staff adding the same number at once: the second meets the unique index, and is told the number is taken. */
async function numberOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_code_exterior_key')) throw conflict('varietyCodeTaken');
    throw error;
  }
}

export const addVariety = (db: Db, variety: CheckedVariety): Promise<VarietyEditForm> =>
  numberOnce(() =>
    db.transaction(async (tx) => {
      await lockCatalogue(tx);
      await refuseUnwritable(tx, null, variety);
      return formOf(await storedVarietyOf(tx, await writeVariety(tx, null, variety)));
    }),
  );

export const editVariety = (db: Db, id: number, variety: CheckedVariety): Promise<VarietyEditForm> =>
  numberOnce(() =>
    db.transaction(async (tx) => {
      await lockCatalogue(tx);
      const stored = await storedVarietyOf(tx, id);
      await refuseUnwritable(tx, stored, variety);
      return formOf(await storedVarietyOf(tx, await writeVariety(tx, stored, variety)));
    }),
  );

import { consoleTexts } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { studioContent, type OrderedTable } from '../studios/service.ts';

/** The roles that edit a studio's page. */
export const pageEditors = ['staff', 'admin'] as const;

/**
 * Refuses an entry of a list that is not the studio's: 403 when it is another studio's (nothing is
 * read or changed), 404 when there is none.
 */
export async function requireEntryOf(
  db: Database,
  table: OrderedTable,
  studioId: number,
  id: number,
  missing: string,
): Promise<void> {
  const owner = await studioContent.studioOfEntry(db, table, id);
  if (owner === undefined) throw notFound(missing);
  if (owner !== studioId) throw forbidden(consoleTexts.notThisStudio);
}

/**
 * Checks a new order: the ids must be the studio's list, each once. Another studio's id is 403;
 * a missing or unknown one is 400.
 */
export async function checkOrder(
  db: Database,
  table: OrderedTable,
  studioId: number,
  ids: number[],
): Promise<number[]> {
  const current = await studioContent.entryIds(db, table, studioId);
  for (const id of ids) {
    if (current.includes(id)) continue;
    const owner = await studioContent.studioOfEntry(db, table, id);
    if (owner !== undefined) throw forbidden(consoleTexts.notThisStudio);
  }
  if (ids.length !== current.length || ids.some((id) => !current.includes(id)))
    throw fieldError('ids', consoleTexts.orderMustListAll);
  return current;
}

import type { ConsoleClass } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { studioClassView } from './studio-class.ts';
import { listStudioClassRows } from './studio-class-store.ts';

/** A studio's classes as its console lists them (studio-class-store.ts: listStudioClassRows). */
export async function listStudioClasses(
  db: Database,
  q: { studioId: number; since: Date; instructorUserId?: number | undefined; limit: number },
): Promise<ConsoleClass[]> {
  return (await listStudioClassRows(db, q)).map(studioClassView);
}

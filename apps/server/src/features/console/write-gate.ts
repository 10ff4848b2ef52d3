import { consoleTexts, MAX_ID } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { consoleCaller, roleAt } from './console-access.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every console route that changes a studio (its path names `:studioId`) is for JetSweat staff
 * and the studio's admins only (each use case asks requireStudioRole with those two). The zod
 * schemas answer at validation, before the handler, so without this gate a caller with no right
 * learnt from a 400 what a valid body looks like, and got 403 only once it was valid (issue 56).
 * This hook runs before validation: 401 without a session, 403 for anyone else, whatever they
 * sent; the use case still asks the full rule (staff: 404 for a studio that does not exist).
 */
export function guardConsoleWrites(app: RouteApp, db: Database): void {
  app.addHook('preValidation', async (req) => {
    if (READS.has(req.method)) return;
    const raw = (req.params as Record<string, unknown> | undefined)?.studioId;
    if (raw === undefined) return;
    const caller = consoleCaller(req);
    if (caller.staff) return;
    const studioId = Number(raw);
    // An id no studio can have (out of the column's range) is nobody's: asked of the database it
    // would fail the query, not answer no role.
    const couldBeAStudio = Number.isInteger(studioId) && studioId >= 1 && studioId <= MAX_ID;
    const role = couldBeAStudio ? await roleAt(db, caller, studioId) : undefined;
    if (role === undefined) throw forbidden(consoleTexts.notThisStudio);
    if (role !== 'admin') throw forbidden(consoleTexts.adminsOnly);
  });
}

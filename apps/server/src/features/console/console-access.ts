import type { FastifyRequest } from 'fastify';
import { consoleTexts, type ConsoleRole } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { studioPages } from '../studios/service.ts';
import { studiosTaughtBy, teachesAtStudio } from '../live/service.ts';
import { isStudioAdmin, studiosRunBy } from './admin-store.ts';

/**
 * Who calls a console route: their id and whether they are JetSweat staff (read with the session,
 * so staff status is as fresh as the session itself).
 */
export interface ConsoleCaller {
  userId: number;
  staff: boolean;
}

/** The caller of a console route, or 401 in the envelope without a live session. */
export function consoleCaller(req: FastifyRequest): ConsoleCaller {
  const userId = requireUser(req);
  return { userId, staff: req.auth?.internal === true };
}

/**
 * The one rule of the console (docs/decisions/0064-studio-console-roles-invites-audit.md): staff
 * act on every studio, a studio's admins on theirs, its instructors only on their own classes.
 * Answers the caller's role at the studio, or throws: 403 when they have none there, or only one
 * `allowed` does not name (an admin of another studio sending this studio's id is refused, and
 * nothing is read or changed); 404 only for staff asking about a studio that does not exist, so
 * nobody else learns which ids exist.
 */
export async function requireStudioRole(
  db: Database,
  caller: ConsoleCaller,
  studioId: number,
  allowed: readonly ConsoleRole[],
): Promise<ConsoleRole> {
  const role = await roleAt(db, caller, studioId);
  if (role === undefined) throw forbidden(consoleTexts.notThisStudio);
  if (!allowed.includes(role)) throw forbidden(consoleTexts.adminsOnly);
  if (role === 'staff' && !(await studioPages.find(db, studioId)))
    throw notFound(consoleTexts.studioNotFound);
  return role;
}

/** The caller's role at one studio: staff everywhere, else admin, else instructor, else none. */
export async function roleAt(
  db: Database,
  caller: ConsoleCaller,
  studioId: number,
): Promise<ConsoleRole | undefined> {
  if (caller.staff) return 'staff';
  if (await isStudioAdmin(db, caller.userId, studioId)) return 'admin';
  if (await teachesAtStudio(db, caller.userId, studioId)) return 'instructor';
  return undefined;
}

/** Every studio the caller may open in the console, with their role at each, by name. */
export async function studiosOf(db: Database, caller: ConsoleCaller) {
  if (caller.staff) {
    const all = await studioPages.names(db);
    return all.map((s) => ({ ...s, role: 'staff' as const }));
  }
  const [admin, teach] = await Promise.all([
    studiosRunBy(db, caller.userId),
    studiosTaughtBy(db, caller.userId),
  ]);
  const ids = [...new Set([...admin, ...teach])];
  if (ids.length === 0) return [];
  const rows = await studioPages.names(db, ids);
  return rows.map((s) => ({
    ...s,
    role: admin.includes(s.id) ? ('admin' as const) : ('instructor' as const),
  }));
}

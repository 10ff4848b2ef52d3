import type {
  ConsoleAccess,
  ConsoleClassFields,
  ConsoleInviteRole,
  StudioPageSettings,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { readAudit } from './audit.ts';
import { insertAuditEntry } from './audit-store.ts';
import { isStudioAdmin } from './admin-store.ts';
import { cancelClass, type CancelClassLog } from './class-cancel.ts';
import type { MailFailed } from './class-mail.ts';
import { readRoster } from './class-roster.ts';
import { waiveClassFee } from './class-fees.ts';
import { createClasses, editClass, listClasses } from './classes.ts';
import { studiosOf, type ConsoleCaller } from './console-access.ts';
import { acceptInvite, inviteToStudio } from './invites.ts';
import { readStudioPage, saveStudioPage } from './studio-page.ts';
import { readTeam } from './team.ts';
import { createMoneyService } from './money/money-service.ts';
import { createClientsService } from './clients/clients-service.ts';
import { createReportsService } from './reports/reports-service.ts';
import { createPayoutsService } from './payouts/payouts-service.ts';
import { studioContentActions } from './studio-content-actions.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { addStudioAdmin } from './admin-store.ts';
export { seedDemoPayouts } from './payouts/demo-payouts.ts';

/**
 * The studio console (docs/decisions/0064-studio-console-roles-invites-audit.md): every call names
 * its caller, and each use case asks console-access.ts's one rule before it reads or changes
 * anything.
 */
export function createConsoleService(deps: Deps) {
  return {
    async access(caller: ConsoleCaller): Promise<ConsoleAccess> {
      const studios = await studiosOf(deps.db, caller);
      return {
        staff: caller.staff,
        studios: studios.map((s) => ({
          id: s.id,
          name: s.name,
          shortName: s.short_name,
          role: s.role,
        })),
      };
    },
    page: (caller: ConsoleCaller, studioId: number) => readStudioPage(deps, caller, studioId),
    savePage: (caller: ConsoleCaller, studioId: number, settings: StudioPageSettings) =>
      saveStudioPage(deps, caller, studioId, settings),
    ...studioContentActions(deps),
    team: (caller: ConsoleCaller, studioId: number) => readTeam(deps, caller, studioId),
    invite: (
      caller: ConsoleCaller,
      studioId: number,
      to: { email: string; role: ConsoleInviteRole },
    ) => inviteToStudio(deps, caller, studioId, to),
    acceptInvite: (caller: ConsoleCaller, token: string) => acceptInvite(deps, caller, token),
    /** Coupons, prices and revenue (issue 25, point 5). */
    money: createMoneyService(deps),
    /** The studio's clients, notes on them and messages to a class's attendees (issue 54). */
    clients: createClientsService(deps),
    /** The studio owner's reports (issue 54, item 4). */
    reports: createReportsService(deps),
    /** The studio's payout account and monthly payouts (issue 54, item 3). */
    payouts: createPayoutsService(deps),
    audit: (
      caller: ConsoleCaller,
      q: { studioId?: number | undefined; before?: number | undefined },
    ) => readAudit(deps, caller, q),
    classes: (caller: ConsoleCaller, studioId: number) => listClasses(deps, caller, studioId),
    createClasses: (
      caller: ConsoleCaller,
      studioId: number,
      body: { fields: ConsoleClassFields; weeks: number },
    ) => createClasses(deps, caller, studioId, body),
    editClass: (
      caller: ConsoleCaller,
      ids: { studioId: number; classId: number },
      fields: ConsoleClassFields,
      mailFailed: MailFailed,
    ) => editClass(deps, caller, ids.studioId, ids.classId, fields, mailFailed),
    cancelClass: (
      caller: ConsoleCaller,
      ids: { studioId: number; classId: number },
      log: CancelClassLog,
    ) => cancelClass(deps, caller, ids.studioId, ids.classId, log),
    roster: (caller: ConsoleCaller, ids: { studioId: number; classId: number }) =>
      readRoster(deps, caller, ids.studioId, ids.classId),
    waiveFee: (caller: ConsoleCaller, ids: { studioId: number; classId: number; feeId: number }) =>
      waiveClassFee(deps, caller, ids),
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;

/**
 * What a class's live room needs of the console: who runs a studio (they may see its classes'
 * rosters) and the audit log its instructors' actions go in. Handed to the room in app.ts: the
 * console reads the room's instructors, so the live feature may not import the console back.
 */
export const consoleForLiveRoom = ({ db }: Pick<Deps, 'db'>) => ({
  isAdmin: (userId: number, studioId: number) => isStudioAdmin(db, userId, studioId),
  audit: insertAuditEntry,
});

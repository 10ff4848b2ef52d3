import type { ClassMessageBody, ClientsQuery } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { studioPages } from '../../studios/service.ts';
import type { MailFailed } from '../class-mail.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { messageAttendees } from './class-message.ts';
import { clientHistory } from './client-history.ts';
import { allClientsOf, clientsPage, matching } from './client-list.ts';
import { addClientNote } from './client-notes.ts';
import { clientsCsv } from './clients-csv.ts';

/** Who may read a studio's clients and write to them: staff and its admins, never instructors. */
const runners = ['staff', 'admin'] as const;

/** A studio's clients in its console (issue 54, item 5): each use case asks the one rule first. */
export function createClientsService(deps: Deps) {
  const { db } = deps;
  const allowed = (caller: ConsoleCaller, studioId: number) =>
    requireStudioRole(db, caller, studioId, runners);
  return {
    async list(caller: ConsoleCaller, studioId: number, q: ClientsQuery) {
      await allowed(caller, studioId);
      return clientsPage(db, studioId, q);
    },
    /** Every client matching the search as a CSV file, and its name. */
    async csv(caller: ConsoleCaller, studioId: number, q: ClientsQuery) {
      await allowed(caller, studioId);
      const [clients, page] = await Promise.all([
        allClientsOf(db, studioId),
        studioPages.find(db, studioId),
      ]);
      return {
        fileName: `jetsweat-clients-${page?.shortName ?? studioId}.csv`,
        body: clientsCsv(matching(clients, q.q)),
      };
    },
    async history(caller: ConsoleCaller, studioId: number, clientId: number) {
      await allowed(caller, studioId);
      return clientHistory(db, studioId, clientId);
    },
    async addNote(caller: ConsoleCaller, studioId: number, clientId: number, text: string) {
      await allowed(caller, studioId);
      return addClientNote(deps, { studioId, userId: clientId, authorId: caller.userId }, text);
    },
    message: (
      caller: ConsoleCaller,
      ids: { studioId: number; classId: number },
      body: ClassMessageBody,
      failed: MailFailed,
    ) => messageAttendees(deps, caller, ids, body, failed),
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;

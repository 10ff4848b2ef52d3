import {
  consoleClientsTexts,
  type ClassMessageBody,
  type ClassMessageSent,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { studioPages } from '../../studios/service.ts';
import { studioClasses } from '../../schedule/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { sendClassMessageMails, type MailFailed } from '../class-mail.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { claimMessageKey, recordMessageSent } from './class-message-store.ts';

const runners = ['staff', 'admin'] as const;

/**
 * Staff write to every member booked into one of the studio's classes (issue 54, item 5). The
 * page's key is claimed first (migration 057's unique key): a second request with it, a double
 * click or a retry, sends nothing and answers the first one's count. Each mail is filed on the
 * durable mail queue; the count filed goes in the audit log. Nobody booked: refused, nothing kept.
 */
export async function messageAttendees(
  deps: Deps,
  caller: ConsoleCaller,
  ids: { studioId: number; classId: number },
  body: ClassMessageBody,
  failed: MailFailed,
): Promise<ClassMessageSent> {
  const { db, clock } = deps;
  const { studioId, classId } = ids;
  await requireStudioRole(db, caller, studioId, runners);
  const c = await studioClasses.find(db, studioId, classId);
  const people = await studioClasses.bookedPeople(db, classId);
  if (people.length === 0) throw badRequest(consoleClientsTexts.messageNobody);
  const now = clock.now();
  const claim = await claimMessageKey(
    db,
    { studioId, classId, authorId: caller.userId, ...body },
    now,
  );
  if (!claim.claimed) return { sent: claim.sent ?? 0, repeat: true };
  const studio = await studioPages.find(db, studioId);
  const sent = await sendClassMessageMails(
    deps,
    { c, studioName: studio?.name ?? '', subject: body.subject, text: body.text },
    people,
    failed,
  );
  await db.transaction().execute(async (tx) => {
    await recordMessageSent(tx, claim.id, sent);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'live_class.message',
        entity: 'live_class',
        entityId: classId,
        before: null,
        after: { subject: body.subject, recipients: people.length, sent },
      },
      clock.now(),
    );
  });
  return { sent, repeat: false };
}

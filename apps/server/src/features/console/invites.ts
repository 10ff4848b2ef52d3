import {
  accountTexts,
  CONSOLE_INVITE_DAYS,
  CONSOLE_INVITES_PER_DAY,
  consoleTexts,
  emailSchema,
  isPlainName,
  type ConsoleInviteRole,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { peopleByEmails, peopleByIds } from '../accounts/service.ts';
import { addStudioInstructors, teachesAtStudio } from '../live/service.ts';
import { studioPages } from '../studios/service.ts';
import { addStudioAdmin, isStudioAdmin } from './admin-store.ts';
import { insertAuditEntry } from './audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { consoleInviteLink, sendConsoleInviteMail } from './invite-mail.ts';
import { findLiveInvite, insertInvite, spendInvite } from './invite-store.ts';

type InviteDeps = Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'config'>;
const DAY_MS = 86_400_000;
const limitKey = (userId: number) => `console-invite:${userId}`;

/** Whether the account with this address already holds the role at the studio. */
async function holdsRole(
  deps: InviteDeps,
  studioId: number,
  email: string,
  role: ConsoleInviteRole,
): Promise<boolean> {
  const [found] = await peopleByEmails(deps.db, [email]);
  if (!found) return false;
  return role === 'admin'
    ? isStudioAdmin(deps.db, found.id, studioId)
    : teachesAtStudio(deps.db, found.id, studioId);
}

/** The invite's row and its audit entry, in one transaction. */
function fileInvite(
  { db, clock }: InviteDeps,
  caller: ConsoleCaller,
  studioId: number,
  i: { email: string; role: ConsoleInviteRole; tokenHash: string },
) {
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const row = await insertInvite(tx, {
      studioId,
      role: i.role,
      email: i.email,
      tokenHash: i.tokenHash,
      invitedBy: caller.userId,
      now,
      expiresAt: new Date(now.getTime() + CONSOLE_INVITE_DAYS * DAY_MS),
    });
    const after = { email: row.email, role: row.role, expiresAt: row.expires_at.toISOString() };
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'invite.create',
        entity: 'invite',
        entityId: row.id,
        before: null,
        after,
      },
      now,
    );
    return row;
  });
}

/**
 * Invites someone to a studio by e-mail
 * (docs/decisions/0064-studio-console-roles-invites-audit.md): staff invite admins and instructors,
 * a studio's admins invite instructors. The link is single-use, works for CONSOLE_INVITE_DAYS, and
 * one person sends at most CONSOLE_INVITES_PER_DAY a day.
 */
export async function inviteToStudio(
  deps: InviteDeps,
  caller: ConsoleCaller,
  studioId: number,
  to: { email: string; role: ConsoleInviteRole },
) {
  const { db, limiter } = deps;
  const role = await requireStudioRole(db, caller, studioId, ['staff', 'admin']);
  const email = emailSchema.safeParse(to.email);
  if (!email.success) throw badRequest(accountTexts.invalidEmail);
  if (to.role === 'admin' && role !== 'staff') throw forbidden(consoleTexts.staffOnly);
  if ((await limiter.peek(limitKey(caller.userId), 86400)) >= CONSOLE_INVITES_PER_DAY)
    throw tooManyRequests(consoleTexts.tooManyInvites);
  if (await holdsRole(deps, studioId, email.data, to.role))
    throw conflict(consoleTexts.alreadyHasRole);
  const studio = (await studioPages.find(db, studioId))!;
  const token = newToken();
  const invite = await fileInvite(deps, caller, studioId, {
    email: email.data,
    role: to.role,
    tokenHash: hashToken(token),
  });
  await limiter.count(limitKey(caller.userId), 86400);
  const [inviter] = await peopleByIds(db, [caller.userId]);
  const first = inviter?.first_name.trim() ?? '';
  await sendConsoleInviteMail(deps, {
    to: invite.email,
    inviterName: first && isPlainName(first) ? first : 'Your studio',
    studioName: studio.name,
    role: invite.role,
    link: consoleInviteLink(deps.config.publicUrl, token),
  });
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    expiresAt: invite.expires_at.toISOString(),
  };
}

/**
 * Spends an invite link for the signed-in person and grants its role, in one transaction with its
 * audit entry. The account's address must be the one invited: the link alone is not enough, so a
 * forwarded mail grants nothing. Unknown, used and expired links are all the same 404.
 */
export async function acceptInvite(deps: InviteDeps, caller: ConsoleCaller, token: string) {
  const { db, clock } = deps;
  const [me] = await peopleByIds(db, [caller.userId]);
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const invite = await findLiveInvite(tx, hashToken(token), now);
    if (!invite || !me) throw notFound(consoleTexts.inviteNotFound);
    if (invite.email.toLowerCase() !== me.email.toLowerCase())
      throw forbidden(consoleTexts.inviteOtherAddress);
    if (!(await spendInvite(tx, invite.id, caller.userId, now)))
      throw notFound(consoleTexts.inviteNotFound);
    if (invite.role === 'admin') await addStudioAdmin(tx, invite.studio_id, caller.userId, now);
    else
      await addStudioInstructors(tx, [{ studioId: invite.studio_id, userId: caller.userId }], now);
    await insertAuditEntry(
      tx,
      {
        studioId: invite.studio_id,
        actorId: caller.userId,
        action: 'invite.accept',
        entity: 'invite',
        entityId: invite.id,
        before: { acceptedBy: null },
        after: { acceptedBy: caller.userId, role: invite.role },
      },
      now,
    );
    const studio = await studioPages.find(tx, invite.studio_id);
    return { studioId: invite.studio_id, studioName: studio?.name ?? '', role: invite.role };
  });
}

import { easternDay, FRIEND_INVITE_DAYS, friendTexts, isPlainName } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import type { FindPerson } from './views.ts';
import { checkedEmail } from './addresses.ts';
import { inviteLink, sendInviteMail, sendInviteSms } from './invite-messages.ts';
import {
  acceptRequest,
  findFriendshipBetween,
  insertFriendship,
  insertInvite,
  useInvite,
} from './store.ts';

/** Invites a member may send in a day (across addresses; one per address a day). */
export const INVITES_PER_DAY = 20;

type InviteDeps = Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'sms' | 'config'> & {
  person: FindPerson;
};

/** How the inviter is named in the invite: a plain first name, or "A friend". */
async function inviterName(deps: InviteDeps, userId: number): Promise<string> {
  const user = await deps.person({ id: userId });
  const first = user?.first_name.trim() ?? '';
  return first && isPlainName(first) ? first : 'A friend';
}

/** Makes two members friends now, whatever was between them (a pending request is accepted). */
async function befriend(deps: InviteDeps, inviterId: number, userId: number): Promise<void> {
  const now = deps.clock.now();
  if ((await insertFriendship(deps.db, inviterId, userId, now, now)) !== undefined) return;
  const existing = await findFriendshipBetween(deps.db, inviterId, userId);
  if (existing && !existing.accepted_at)
    await acceptRequest(deps.db, existing.id, existing.addressee_id, now);
}

/**
 * Invites by e-mail or text message, each with a personal link; opening it signed in (right after
 * signing up, or as a member already) makes the two friends. An address gets at most one invite a
 * day from one member (the database's unique key), and a member sends at most INVITES_PER_DAY.
 */
export function createInvites(deps: InviteDeps) {
  return {
    async invite(
      userId: number,
      to: { email?: string | undefined; phone?: string | undefined },
    ): Promise<{ channel: 'email' | 'sms'; address: string }> {
      if ((to.email === undefined) === (to.phone === undefined))
        throw badRequest(friendTexts.inviteWhom);
      const channel = to.email !== undefined ? 'email' : 'sms';
      const address = to.email !== undefined ? checkedEmail(to.email) : to.phone!;
      const now = deps.clock.now();
      const day = easternDay(now);
      if ((await deps.limiter.peek(`friend-invite:${userId}`, 86400)) >= INVITES_PER_DAY)
        throw tooManyRequests(friendTexts.tooManyInvites);
      const token = newToken();
      const filed = await insertInvite(deps.db, {
        inviterId: userId,
        channel,
        address,
        day,
        tokenHash: hashToken(token),
        now,
      });
      if (!filed) throw conflict(friendTexts.alreadyInvited);
      await deps.limiter.count(`friend-invite:${userId}`, 86400);
      const message = {
        to: address,
        inviterName: await inviterName(deps, userId),
        link: inviteLink(deps.config.publicUrl, token),
      };
      if (channel === 'email') await sendInviteMail(deps, message);
      else await sendInviteSms(deps, message);
      return { channel, address };
    },

    /** Uses an invite link's token: its sender and the member become friends. Once per link. */
    async acceptInvite(userId: number, token: string): Promise<{ friendId: number }> {
      const now = deps.clock.now();
      const notBefore = new Date(now.getTime() - FRIEND_INVITE_DAYS * 86400_000);
      const inviterId = await useInvite(deps.db, hashToken(token), userId, now, notBefore);
      if (inviterId === undefined) throw notFound(friendTexts.inviteNotFound);
      await befriend(deps, inviterId, userId);
      return { friendId: inviterId };
    },
  };
}

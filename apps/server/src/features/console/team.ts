import type { TeamAnswer } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { peopleByIds } from '../accounts/service.ts';
import { listStudioInstructors } from '../live/service.ts';
import { listStudioAdmins } from './admin-store.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { listOpenInvites } from './invite-store.ts';

/** A studio's admins and instructors, and the invites not yet accepted (staff and its admins). */
export async function readTeam(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<TeamAnswer> {
  await requireStudioRole(db, caller, studioId, ['staff', 'admin']);
  const [admins, instructors, invites] = await Promise.all([
    listStudioAdmins(db, studioId),
    listStudioInstructors(db, studioId),
    listOpenInvites(db, studioId, clock.now()),
  ]);
  const people = new Map(
    (
      await peopleByIds(
        db,
        [...admins, ...instructors].map((r) => r.user_id),
      )
    ).map((p) => [p.id, p]),
  );
  const member = (role: 'admin' | 'instructor') => (r: { user_id: number }) => {
    const p = people.get(r.user_id);
    return {
      userId: r.user_id,
      name: p ? `${p.first_name} ${p.last_name}`.trim() : '',
      email: p?.email ?? '',
      role,
    };
  };
  return {
    members: [...admins.map(member('admin')), ...instructors.map(member('instructor'))],
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: i.expires_at.toISOString(),
    })),
  };
}

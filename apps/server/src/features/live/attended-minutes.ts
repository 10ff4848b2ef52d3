const MINUTE = 60_000;

/**
 * A member's minutes in a class, the ended screen's rule: from their first join (or the start,
 * if they came early) to the end (the instructor's, or the scheduled one, whichever is first;
 * `now` while it is on). The room keeps when one came, not each time one stepped out.
 */
export function minutesAttended(c: {
  joinedAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  now: Date;
}): number {
  const until = Math.min((c.endedAt ?? c.now).getTime(), c.endsAt.getTime());
  const from = c.joinedAt ? Math.max(c.joinedAt.getTime(), c.startsAt.getTime()) : until;
  return Math.max(0, Math.round((until - from) / MINUTE));
}

import type { LiveClassFacts } from '../billing/service.ts';

/** A class is seen on the main site when flagged so, and always on its own studio's site. */
export function seenBy(
  row: { studio_id: number; is_on_jetsweat: boolean },
  siteStudioId: number | null,
  userStudioId: number | null | undefined,
): boolean {
  return row.is_on_jetsweat || row.studio_id === siteStudioId || row.studio_id === userStudioId;
}

/** What billing's entitlement needs to know of a class to judge a booking of it. */
export const classFacts = (row: {
  studio_id: number;
  scheduled_at: Date;
  is_on_jetsweat: boolean;
}): LiveClassFacts => ({
  studioId: row.studio_id,
  scheduledAt: new Date(row.scheduled_at),
  onMainSite: row.is_on_jetsweat,
});

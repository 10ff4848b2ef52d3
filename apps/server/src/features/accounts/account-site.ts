import type { Deps } from '../../platform/deps.ts';
import { siteUrl } from '../../platform/config/site-url.ts';
import { studioRecords } from '../studios/service.ts';
import { findUserById } from './store.ts';

/**
 * The site a member's links point at, from their account's record: their studio's domain for a
 * white-label account, else PUBLIC_URL. Never the request's host, which the sender chooses.
 */
export async function accountSiteUrl(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
): Promise<string> {
  const row = await findUserById(deps.db, userId);
  const studio = row?.studio_id ? await studioRecords.byId(deps.db, row.studio_id) : undefined;
  return siteUrl(deps.config.publicUrl, studio);
}

import type { StudioDomain } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { recordName, recordValue } from './domain-record.ts';
import { listStudioDomains } from './domain-store.ts';

/** The studio's domain as the console shows it: the one it asked for last, and the one serving. */
export async function studioDomainView(db: Database, studioId: number): Promise<StudioDomain> {
  const rows = await listStudioDomains(db, studioId);
  const asked = rows[0];
  const servedDomain = rows.find((r) => r.state === 'verified')?.domain ?? '';
  if (!asked)
    return {
      domain: '',
      state: 'none',
      recordName: '',
      recordValue: '',
      failure: null,
      checkedAt: null,
      servedDomain,
    };
  return {
    domain: asked.domain,
    state: asked.state,
    recordName: recordName(asked.domain),
    recordValue: recordValue(asked.token),
    failure: asked.failure,
    checkedAt: asked.checked_at?.toISOString() ?? null,
    servedDomain,
  };
}

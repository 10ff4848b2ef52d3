import type { StudioDomain } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { studioDomains } from '../studios/service.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { pageEditors } from './studio-guard.ts';

/**
 * "Check now": asks DNS for the record of the domain the studio asked for, records what was found
 * and answers the domain as the console shows it. The periodic check does the same every 15
 * minutes (studios/domains/check-domain.ts).
 */
export async function checkStudioDomain(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'reads' | 'dnsTxt'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<StudioDomain> {
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  await studioDomains.checkNow(deps, studioId);
  return studioDomains.view(deps.db, studioId);
}

import type { StudioPageAnswer, StudioPageSaved, StudioPageSettings } from '@jetsweat/contract';
import { consoleTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { studioPages } from '../studios/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

const editors = ['staff', 'admin'] as const;

/** The studio page's texts, colour and title as the console form shows them. */
export async function readStudioPage(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<StudioPageAnswer> {
  await requireStudioRole(db, caller, studioId, editors);
  const page = await studioPages.find(db, studioId);
  if (!page) throw notFound(consoleTexts.studioNotFound);
  return page;
}

/** Only the fields that differ, so the log says what changed and nothing else. */
function difference(before: StudioPageSettings, after: StudioPageSettings) {
  const keys = (Object.keys(after) as (keyof StudioPageSettings)[]).filter(
    (k) => before[k] !== after[k],
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    keys,
  };
}

/**
 * Saves the page: the studio's row and its audit entry in one transaction (the row locked, so two
 * saves at once log what each really replaced). The update's trigger tells every instance to drop
 * its public studio reads at commit; this instance drops its own at once, so the editor's next
 * look at the public page already shows the change.
 */
export async function saveStudioPage(
  { db, clock, reads }: Pick<Deps, 'db' | 'clock' | 'reads'>,
  caller: ConsoleCaller,
  studioId: number,
  settings: StudioPageSettings,
): Promise<StudioPageSaved> {
  await requireStudioRole(db, caller, studioId, editors);
  const changed = await db.transaction().execute(async (tx) => {
    const page = await studioPages.find(tx, studioId, true);
    if (!page) throw notFound(consoleTexts.studioNotFound);
    const diff = difference(page.settings, settings);
    if (diff.keys.length === 0) return [];
    await studioPages.update(tx, studioId, settings);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'studio_page.update',
        entity: 'studio',
        entityId: studioId,
        before: diff.before,
        after: diff.after,
      },
      clock.now(),
    );
    return diff.keys;
  });
  if (changed.length > 0) reads.changed('studios');
  return { studioId, changed };
}

import {
  consoleTexts,
  type ImageSaved,
  type StudioContent,
  type StudioDetails,
  type StudioImageSlot,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { studioContent, studioDomains } from '../studios/service.ts';
import { insertAuditEntry, type AuditChange } from './audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { dropUnusedImage, type FileLeft } from './image-cleanup.ts';
import { resizeImage, storeImage } from './image-processing.ts';
import { pageEditors } from './studio-guard.ts';

type ContentDeps = Pick<Deps, 'db' | 'clock' | 'reads' | 'storage' | 'config'>;

/** Writes the audit entry of a change; the caller tells the public reads after commit. */
export const audit = (
  { clock }: Pick<Deps, 'clock'>,
  tx: Deps['db'],
  caller: ConsoleCaller,
  change: Omit<AuditChange, 'actorId'>,
) => insertAuditEntry(tx, { ...change, actorId: caller.userId }, clock.now());

/** Everything of the page besides its texts, as the console's sections show it. */
export async function readStudioContent(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<StudioContent> {
  await requireStudioRole(db, caller, studioId, pageEditors);
  const found = await studioContent.findStudioContent(db, studioId);
  if (!found) throw notFound(consoleTexts.studioNotFound);
  const [domain, instructors, testimonials] = await Promise.all([
    studioDomains.view(db, studioId),
    studioContent.listStudioInstructors(db, studioId),
    studioContent.listStudioTestimonials(db, studioId),
  ]);
  return { ...found, domain, instructors, testimonials };
}

/**
 * Saves class types, levels, equipment and the white-label domain, logging what changed. A new
 * domain is only asked for: it serves the studio once its DNS record is found (studioDomains).
 */
export async function saveStudioDetails(
  deps: ContentDeps,
  caller: ConsoleCaller,
  studioId: number,
  details: StudioDetails,
): Promise<{ studioId: number; changed: string[] }> {
  const { db, reads } = deps;
  await requireStudioRole(db, caller, studioId, pageEditors);
  const changed = await db.transaction().execute(async (tx) => {
    const found = await studioContent.findStudioContent(tx, studioId, true);
    if (!found) throw notFound(consoleTexts.studioNotFound);
    const before = found.details;
    const keys = (Object.keys(details) as (keyof StudioDetails)[]).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(details[k]),
    );
    if (keys.length === 0) return [];
    if (keys.includes('whitelabelDomain'))
      await studioDomains.claim(tx, deps, studioId, details.whitelabelDomain);
    await studioContent.updateStudioDetails(tx, studioId, details);
    await audit(deps, tx, caller, {
      studioId,
      action: 'studio_details.update',
      entity: 'studio',
      entityId: studioId,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, details[k]])),
    });
    return keys;
  });
  if (changed.length > 0) reads.changed('studios');
  return { studioId, changed };
}

/**
 * Puts `url` (a stored image, or '' for none) in one of the studio's slots: the studio row and the
 * log in one transaction, the row locked so the log says what it really replaced. Answers the
 * address it replaced.
 */
async function setStudioImage(
  deps: ContentDeps,
  caller: ConsoleCaller,
  studioId: number,
  slot: StudioImageSlot,
  url: string,
): Promise<string> {
  const replaced = await deps.db.transaction().execute(async (tx) => {
    const found = await studioContent.findStudioContent(tx, studioId, true);
    if (!found) throw notFound(consoleTexts.studioNotFound);
    // The same picture again, or removing none: nothing changes, nothing to log.
    if (found.images[slot] === url) return url;
    await studioContent.updateStudioImage(tx, studioId, slot, url);
    await audit(deps, tx, caller, {
      studioId,
      action: url ? 'studio_image.update' : 'studio_image.remove',
      entity: 'studio',
      entityId: studioId,
      before: { [slot]: found.images[slot] },
      after: { [slot]: url },
    });
    return found.images[slot];
  });
  deps.reads.changed('studios');
  return replaced;
}

/**
 * Replaces one of the studio's images: checked and resized before anything is stored (a refused
 * file leaves no trace), stored under its content's hash, then the studio row and the log; the
 * replaced file is removed only once the row points at the new one.
 */
export async function saveStudioImage(
  deps: ContentDeps,
  caller: ConsoleCaller,
  studioId: number,
  slot: StudioImageSlot,
  bytes: Buffer,
  fileLeft: FileLeft,
): Promise<ImageSaved> {
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  const url = await storeImage(deps.storage, studioId, await resizeImage(bytes, slot));
  const replaced = await setStudioImage(deps, caller, studioId, slot, url);
  await dropUnusedImage(deps, studioId, replaced, fileLeft);
  return { url };
}

/** Clears one of the studio's images (the page shows its default), then removes its file. */
export async function removeStudioImage(
  deps: ContentDeps,
  caller: ConsoleCaller,
  studioId: number,
  slot: StudioImageSlot,
  fileLeft: FileLeft,
): Promise<ImageSaved> {
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  const replaced = await setStudioImage(deps, caller, studioId, slot, '');
  await dropUnusedImage(deps, studioId, replaced, fileLeft);
  return { url: '' };
}

import {
  consoleTexts,
  type EntrySaved,
  type ImageSaved,
  type InstructorBody,
  type TestimonialBody,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { studioContent as store, type OrderedTable } from '../studios/service.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { dropUnusedImage, type FileLeft } from './image-cleanup.ts';
import { resizeImage, storeImage } from './image-processing.ts';
import { audit } from './studio-content.ts';
import { checkOrder, pageEditors, requireEntryOf } from './studio-guard.ts';

type PeopleDeps = Pick<Deps, 'db' | 'clock' | 'reads' | 'storage'>;
type Tx = Deps['db'];

/**
 * The studio page's instructors and testimonials (studio_instructors, studio_testimonials): each
 * change checks the caller's role, then that the entry is the studio's, then changes it and logs
 * it in one transaction, and drops the public studio reads after.
 */
async function change<T>(
  deps: PeopleDeps,
  caller: ConsoleCaller,
  studioId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  const answer = await deps.db.transaction().execute(work);
  deps.reads.changed('studios');
  return answer;
}

const lists = {
  instructor: { table: 'studio_instructors', missing: consoleTexts.instructorNotFound },
  testimonial: { table: 'studio_testimonials', missing: consoleTexts.testimonialNotFound },
} as const satisfies Record<string, { table: OrderedTable; missing: string }>;

export const instructors = {
  async add(deps: PeopleDeps, caller: ConsoleCaller, studioId: number, body: InstructorBody) {
    return change(deps, caller, studioId, async (tx): Promise<EntrySaved> => {
      const id = await store.insertStudioInstructor(tx, studioId, body);
      const after = { id, ...body, imageUrl: '' };
      await audit(deps, tx, caller, {
        studioId,
        action: 'instructor.create',
        entity: 'studio_instructor',
        entityId: id,
        before: null,
        after,
      });
      return { id };
    });
  },

  async edit(
    deps: PeopleDeps,
    caller: ConsoleCaller,
    studioId: number,
    id: number,
    body: InstructorBody,
  ) {
    await requireStudioRole(deps.db, caller, studioId, pageEditors);
    await requireEntryOf(deps.db, lists.instructor.table, studioId, id, lists.instructor.missing);
    return change(deps, caller, studioId, async (tx): Promise<EntrySaved> => {
      const before = (await store.findStudioInstructor(tx, id, true))!;
      await store.updateStudioInstructor(tx, id, body);
      await audit(deps, tx, caller, {
        studioId,
        action: 'instructor.update',
        entity: 'studio_instructor',
        entityId: id,
        before: { name: before.name, bio: before.bio },
        after: body,
      });
      return { id };
    });
  },

  /**
   * A new photo (checked and resized before it is stored, as the studio's own images are), or
   * none (`bytes` null); the replaced file is removed once the row no longer points at it.
   */
  async photo(
    deps: PeopleDeps,
    caller: ConsoleCaller,
    studioId: number,
    id: number,
    bytes: Buffer | null,
    fileLeft: FileLeft,
  ): Promise<ImageSaved> {
    await requireStudioRole(deps.db, caller, studioId, pageEditors);
    await requireEntryOf(deps.db, lists.instructor.table, studioId, id, lists.instructor.missing);
    const url = bytes
      ? await storeImage(deps.storage, studioId, await resizeImage(bytes, 'instructor'))
      : '';
    const replaced = await change(deps, caller, studioId, async (tx) => {
      const before = (await store.findStudioInstructor(tx, id, true))!;
      if (before.imageUrl === url) return url;
      await store.updateStudioInstructor(tx, id, { imageUrl: url });
      await audit(deps, tx, caller, {
        studioId,
        action: url ? 'instructor.update' : 'instructor_photo.remove',
        entity: 'studio_instructor',
        entityId: id,
        before: { imageUrl: before.imageUrl },
        after: { imageUrl: url },
      });
      return before.imageUrl;
    });
    await dropUnusedImage(deps, studioId, replaced, fileLeft);
    return { url };
  },
};

export const testimonials = {
  async add(deps: PeopleDeps, caller: ConsoleCaller, studioId: number, body: TestimonialBody) {
    return change(deps, caller, studioId, async (tx): Promise<EntrySaved> => {
      const id = await store.insertStudioTestimonial(tx, studioId, body);
      await audit(deps, tx, caller, {
        studioId,
        action: 'testimonial.create',
        entity: 'studio_testimonial',
        entityId: id,
        before: null,
        after: body,
      });
      return { id };
    });
  },

  async edit(
    deps: PeopleDeps,
    caller: ConsoleCaller,
    studioId: number,
    id: number,
    body: TestimonialBody,
  ) {
    await requireStudioRole(deps.db, caller, studioId, pageEditors);
    await requireEntryOf(deps.db, lists.testimonial.table, studioId, id, lists.testimonial.missing);
    return change(deps, caller, studioId, async (tx): Promise<EntrySaved> => {
      const { studio_id: _, ...before } = (await store.findStudioTestimonial(tx, id, true))!;
      await store.updateStudioTestimonial(tx, id, body);
      await audit(deps, tx, caller, {
        studioId,
        action: 'testimonial.update',
        entity: 'studio_testimonial',
        entityId: id,
        before,
        after: { id, ...body },
      });
      return { id };
    });
  },
};

/**
 * Removes an instructor or a testimonial; the log keeps what it was. An instructor's photo file
 * goes too, once the row is gone.
 */
export async function removeEntry(
  deps: PeopleDeps,
  caller: ConsoleCaller,
  studioId: number,
  kind: keyof typeof lists,
  id: number,
  fileLeft: FileLeft,
): Promise<{ id: number }> {
  const { table, missing } = lists[kind];
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  await requireEntryOf(deps.db, table, studioId, id, missing);
  const photo = await change(deps, caller, studioId, async (tx) => {
    const before =
      kind === 'instructor'
        ? await store.findStudioInstructor(tx, id, true)
        : await store.findStudioTestimonial(tx, id, true);
    await store.deleteEntry(tx, table, id);
    await audit(deps, tx, caller, {
      studioId,
      action: `${kind}.delete`,
      entity: table.replace(/s$/, ''),
      entityId: id,
      before,
      after: null,
    });
    return before && 'imageUrl' in before ? before.imageUrl : '';
  });
  await dropUnusedImage(deps, studioId, photo, fileLeft);
  return { id };
}

/** Puts a list in a new order: every id of the studio's list, each once. */
export async function reorderEntries(
  deps: PeopleDeps,
  caller: ConsoleCaller,
  studioId: number,
  kind: keyof typeof lists,
  ids: number[],
): Promise<{ ids: number[] }> {
  const { table } = lists[kind];
  await requireStudioRole(deps.db, caller, studioId, pageEditors);
  return change(deps, caller, studioId, async (tx) => {
    const before = await checkOrder(tx, table, studioId, ids);
    await store.reorderEntries(tx, table, studioId, ids);
    await audit(deps, tx, caller, {
      studioId,
      action: `${kind}.reorder`,
      entity: table.replace(/s$/, ''),
      entityId: studioId,
      before: { ids: before },
      after: { ids },
    });
    return { ids };
  });
}

import type { InstructorBody, TestimonialBody } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { nextPosition } from './content-store.ts';

/** A studio page's instructors and testimonials as the console edits them (issue 25). */

export function listStudioInstructors(db: Database, studioId: number) {
  return db
    .selectFrom('studio_instructors')
    .select(['id', 'name', 'bio', 'image_url as imageUrl'])
    .where('studio_id', '=', studioId)
    .orderBy('position')
    .execute();
}

export function findStudioInstructor(db: Database, id: number, forUpdate = false) {
  let query = db
    .selectFrom('studio_instructors')
    .select(['id', 'studio_id', 'name', 'bio', 'image_url as imageUrl'])
    .where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertStudioInstructor(db: Database, studioId: number, b: InstructorBody) {
  const position = await nextPosition(db, 'studio_instructors', studioId);
  const row = await db
    .insertInto('studio_instructors')
    .values({ studio_id: studioId, position, name: b.name, bio: b.bio, image_url: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStudioInstructor(
  db: Database,
  id: number,
  b: Partial<InstructorBody & { imageUrl: string }>,
) {
  await db
    .updateTable('studio_instructors')
    .set({
      ...(b.name !== undefined ? { name: b.name } : {}),
      ...(b.bio !== undefined ? { bio: b.bio } : {}),
      ...(b.imageUrl !== undefined ? { image_url: b.imageUrl } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export function listStudioTestimonials(db: Database, studioId: number) {
  return db
    .selectFrom('studio_testimonials')
    .select(['id', 'name', 'feedback', 'rating'])
    .where('studio_id', '=', studioId)
    .orderBy('position')
    .execute();
}

export function findStudioTestimonial(db: Database, id: number, forUpdate = false) {
  let query = db
    .selectFrom('studio_testimonials')
    .select(['id', 'studio_id', 'name', 'feedback', 'rating'])
    .where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertStudioTestimonial(db: Database, studioId: number, b: TestimonialBody) {
  const position = await nextPosition(db, 'studio_testimonials', studioId);
  const row = await db
    .insertInto('studio_testimonials')
    .values({ studio_id: studioId, position, ...b })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStudioTestimonial(db: Database, id: number, b: TestimonialBody) {
  await db.updateTable('studio_testimonials').set(b).where('id', '=', id).execute();
}

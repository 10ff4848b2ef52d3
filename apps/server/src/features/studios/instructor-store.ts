import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { closenessTo, typedIn } from '../../platform/db/word-match.ts';

/** A studio's instructor as other features' lists show them beside a class. */
export interface InstructorFace {
  id: number;
  studio_id: number;
  name: string;
  image_url: string;
}

/** These instructors, in no order. */
export function findInstructorsByIds(
  db: Database,
  ids: readonly number[],
): Promise<InstructorFace[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('studio_instructors')
    .select(['id', 'studio_id', 'name', 'image_url'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
    .execute();
}

/** The ids of instructors with one of these names (exactly), at any studio. */
export async function findInstructorIdsNamed(
  db: Database,
  names: readonly string[],
): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('studio_instructors')
    .select('id')
    .where((eb) => eb('name', '=', eb.fn.any(eb.val([...names]))))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The studio's instructor of this name (case and spaces aside), the first presented; or, when
 * the studio's page does not present them yet, a new entry for them at the end of its list.
 */
export async function findOrAddInstructor(
  tx: Database,
  studioId: number,
  name: string,
): Promise<number> {
  const found = await tx
    .selectFrom('studio_instructors')
    .select('id')
    .where('studio_id', '=', studioId)
    .where(sql<string>`lower(trim(name))`, '=', name.trim().toLowerCase())
    .orderBy('position')
    .executeTakeFirst();
  if (found) return found.id;
  const added = await tx
    .insertInto('studio_instructors')
    .values((eb) => ({
      studio_id: studioId,
      name: name.trim(),
      position: eb
        .selectFrom('studio_instructors')
        .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
        .where('studio_id', '=', studioId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return added.id;
}

/** How a name matches typed words: found as typed, and how close (platform/db/word-match.ts). */
export interface NameMatch {
  id: number;
  typed: boolean;
  closeness: number;
}

/**
 * How every instructor's and every studio's name matches the words, for a search of things they
 * name (the library's classes): all of them, so the searcher can rank by the closest field.
 */
export async function matchNames(
  db: Database,
  words: string,
): Promise<{ instructors: NameMatch[]; studios: NameMatch[] }> {
  const [instructors, studios] = await Promise.all([
    db
      .selectFrom('studio_instructors as n')
      .select((eb) => [
        'n.id',
        typedIn(words, eb.ref('n.name')).as('typed'),
        closenessTo(words, eb.ref('n.name')).as('closeness'),
      ])
      .execute(),
    db
      .selectFrom('studios as n')
      .select((eb) => [
        'n.id',
        typedIn(words, eb.ref('n.name')).as('typed'),
        closenessTo(words, eb.ref('n.name')).as('closeness'),
      ])
      .execute(),
  ]);
  return { instructors, studios };
}

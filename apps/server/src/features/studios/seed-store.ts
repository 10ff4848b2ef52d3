import type { Insertable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

// The studios' rows as the demo seed writes them (seed-demo.ts prepares them from the seed files).

type Person<T extends 'studio_instructors' | 'studio_testimonials'> = Omit<
  Insertable<Tables[T]>,
  'id' | 'studio_id' | 'position'
>;

/** A studio with its instructors and testimonials, each list in its order. */
export async function insertSeededStudio(
  db: Database,
  studio: Insertable<Tables['studios']> & { id: number },
  people: {
    instructors: Person<'studio_instructors'>[];
    testimonials: Person<'studio_testimonials'>[];
  },
): Promise<void> {
  await db.insertInto('studios').values(studio).execute();
  if (people.instructors.length > 0)
    await db
      .insertInto('studio_instructors')
      .values(people.instructors.map((p, position) => ({ ...p, studio_id: studio.id, position })))
      .execute();
  if (people.testimonials.length > 0)
    await db
      .insertInto('studio_testimonials')
      .values(people.testimonials.map((p, position) => ({ ...p, studio_id: studio.id, position })))
      .execute();
}

/** Whether any studio is stored (the demo data is loaded once, into an empty database). */
export async function hasStudios(db: Database): Promise<boolean> {
  const row = await db.selectFrom('studios').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Every instructor with the short name of their studio (the demo library names its classes' so). */
export function instructorsWithStudioNames(
  db: Database,
): Promise<{ id: number; studio_id: number; short_name: string; name: string }[]> {
  return db
    .selectFrom('studio_instructors as i')
    .innerJoin('studios as s', 's.id', 'i.studio_id')
    .select(['i.id', 'i.studio_id', 's.short_name', 'i.name'])
    .execute();
}

import type { Database } from '../../platform/db/database.ts';

/** What the instructor did to one member in one class (migration 046: live_class_moderation). */
export interface Moderation {
  userId: number;
  cameraHidden: boolean;
  removed: boolean;
}

const view = (r: { user_id: number; camera_hidden: boolean; removed_at: Date | null }) => ({
  userId: r.user_id,
  cameraHidden: r.camera_hidden,
  removed: r.removed_at !== null,
});

/** The member's line in the class, or none when the instructor has done nothing to them. */
export async function findModeration(
  db: Database,
  liveClassId: number,
  userId: number,
): Promise<Moderation | undefined> {
  const row = await db
    .selectFrom('live_class_moderation')
    .select(['user_id', 'camera_hidden', 'removed_at'])
    .where('live_class_id', '=', liveClassId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && view(row);
}

/** Every member of the class the instructor hid or removed. */
export async function listModeration(db: Database, liveClassId: number): Promise<Moderation[]> {
  const rows = await db
    .selectFrom('live_class_moderation')
    .select(['user_id', 'camera_hidden', 'removed_at'])
    .where('live_class_id', '=', liveClassId)
    .execute();
  return rows.map(view);
}

/** Notes the member's camera hidden; answers whether it was not hidden already. */
export async function hideCamera(
  db: Database,
  m: { liveClassId: number; userId: number; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('live_class_moderation')
    .values({
      live_class_id: m.liveClassId,
      user_id: m.userId,
      camera_hidden: true,
      updated_at: m.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['live_class_id', 'user_id'])
        .doUpdateSet({ camera_hidden: true, updated_at: m.now })
        .where('live_class_moderation.camera_hidden', '=', false),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lets the member's camera be seen again; answers whether it was hidden. */
export async function showCamera(
  db: Database,
  m: { liveClassId: number; userId: number; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('live_class_moderation')
    .set({ camera_hidden: false, updated_at: m.now })
    .where('live_class_id', '=', m.liveClassId)
    .where('user_id', '=', m.userId)
    .where('camera_hidden', '=', true)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes the member removed from the class; answers whether they were not removed already. */
export async function markRemoved(
  db: Database,
  m: { liveClassId: number; userId: number; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('live_class_moderation')
    .values({
      live_class_id: m.liveClassId,
      user_id: m.userId,
      removed_at: m.now,
      updated_at: m.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['live_class_id', 'user_id'])
        .doUpdateSet({ removed_at: m.now, updated_at: m.now })
        .where('live_class_moderation.removed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

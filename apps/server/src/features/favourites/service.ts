import type {
  ClassType,
  FavouriteClassType,
  FavouriteStudio,
  FavouriteVideo,
} from '@jetsweat/contract';
import { favouriteTexts, videoTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Database } from '../../platform/db/database.ts';
import { studioBrandsByIds } from '../studios/service.ts';
import type { SiteStudioId, VideosService } from '../videos/service.ts';
import {
  deleteFavourite,
  insertFavouriteClassType,
  insertFavouriteStudio,
  insertFavouriteVideo,
  listFavouriteClassTypes,
  listFavouriteStudios,
  listFavouriteVideos,
  type FavouriteStudioRow,
  type FavouriteVideoRow,
} from './store.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export {
  hasFavouriteVideo,
  insertFavouriteClassType,
  insertFavouriteStudio,
  insertFavouriteVideo,
} from './store.ts';

/**
 * The member's favourite records of classes, by class id, and of one class as a column of a
 * page's statement: what the library marks (both handed in).
 */
export {
  findFavouriteIdsOfVideos as favouriteIdsOfVideos,
  favouriteIdOfClass,
} from './favourites-of-classes-store.ts';

/**
 * The member's favourite studios with their names and logos (studios owns them, asked once for
 * all), by studio name, then the oldest favourite first.
 */
async function favouriteStudios(
  db: Database,
  rows: FavouriteStudioRow[],
): Promise<FavouriteStudio[]> {
  const brands = new Map(
    (
      await studioBrandsByIds(
        db,
        rows.map((r) => r.studio_id),
      )
    ).map((b) => [b.id, b]),
  );
  return rows
    .flatMap((row) => {
      const brand = brands.get(row.studio_id);
      return brand
        ? [
            {
              id: row.id,
              studioId: row.studio_id,
              studioName: brand.name,
              studioShortName: brand.short_name,
              studioLogo: brand.logo_url,
            },
          ]
        : [];
    })
    .sort((a, b) => a.studioName.localeCompare(b.studioName, 'en') || a.id - b.id);
}

type FavouritesContext = Pick<Deps, 'db' | 'clock'> & { videos: VideosService };

/** The member's favourite classes that the site lists (a studio's own site: its classes). */
async function favouriteVideos(
  ctx: FavouritesContext,
  userId: number,
  siteStudioId: SiteStudioId = null,
): Promise<FavouriteVideo[]> {
  const rows = await listFavouriteVideos(ctx.db, userId);
  const shown = await ctx.videos.byIds(
    userId,
    rows.map((r) => r.video_id),
    siteStudioId,
  );
  return rows.flatMap((r: FavouriteVideoRow) => {
    const video = shown.get(r.video_id);
    return video
      ? [{ id: r.id, videoId: r.video_id, createdAt: new Date(r.created_at).toISOString(), video }]
      : [];
  });
}

async function addFavouriteVideo(
  ctx: FavouritesContext,
  userId: number,
  videoId: number,
): Promise<FavouriteVideo> {
  const now = ctx.clock.now();
  if (!(await ctx.videos.exists(videoId))) throw notFound(videoTexts.videoNotFound);
  const id = await insertFavouriteVideo(ctx.db, userId, videoId, now);
  if (id === undefined) throw conflict(favouriteTexts.alreadyFavourite);
  const added = (await favouriteVideos(ctx, userId)).find((f) => f.id === id);
  return added!;
}

async function addFavouriteClassType(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  classType: ClassType,
): Promise<FavouriteClassType> {
  const id = await insertFavouriteClassType(deps.db, userId, classType, deps.clock.now());
  if (id === undefined) throw conflict(favouriteTexts.alreadyFavourite);
  return { id, classId: classType };
}

async function addFavouriteStudio(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  studioId: number,
): Promise<FavouriteStudio> {
  const result = await insertFavouriteStudio(deps.db, userId, studioId, deps.clock.now());
  if (result === 'unknown') throw notFound(favouriteTexts.unknownStudio);
  if (result === 'duplicate') throw conflict(favouriteTexts.alreadyFavourite);
  const rows = await listFavouriteStudios(deps.db, userId);
  const added = (await favouriteStudios(deps.db, rows)).find((s) => s.id === result);
  return added!;
}

/**
 * A member's favourite classes, class types and studios. Each is a favourite at most once: a
 * second add is refused (409) and changes nothing; removing a record that is not the member's
 * answers 404, as if it did not exist. Favourite classes are shown through the videos service
 * (built once, in app.ts).
 */
export function createFavouritesService(deps: Pick<Deps, 'db' | 'clock'>, videos: VideosService) {
  const { db } = deps;
  const ctx: FavouritesContext = { ...deps, videos };
  const removed = async (
    table: Parameters<typeof deleteFavourite>[1],
    userId: number,
    id: number,
  ) => {
    if (!(await deleteFavourite(db, table, userId, id)))
      throw notFound(favouriteTexts.favouriteNotFound);
    return { id };
  };

  return {
    videos: (userId: number, siteStudioId: SiteStudioId) =>
      favouriteVideos(ctx, userId, siteStudioId),
    addVideo: (userId: number, videoId: number) => addFavouriteVideo(ctx, userId, videoId),
    removeVideo: (userId: number, favoriteId: number) =>
      removed('favourite_videos', userId, favoriteId),

    async classTypes(userId: number): Promise<FavouriteClassType[]> {
      const rows = await listFavouriteClassTypes(db, userId);
      return rows.map((r) => ({ id: r.id, classId: r.class_type }));
    },
    addClassType: (userId: number, classType: ClassType) =>
      addFavouriteClassType(deps, userId, classType),
    removeClassType: (userId: number, id: number) => removed('favourite_class_types', userId, id),

    async studios(userId: number): Promise<FavouriteStudio[]> {
      return favouriteStudios(db, await listFavouriteStudios(db, userId));
    },
    addStudio: (userId: number, studioId: number) => addFavouriteStudio(deps, userId, studioId),
    removeStudio: (userId: number, id: number) => removed('favourite_studios', userId, id),
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;

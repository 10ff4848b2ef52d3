/**
 * Favourite classes (videos), class types and studios (spec 3, 7). Adding answers the new record;
 * adding one that is already a favourite is refused (409), and so is removing a record that is not
 * the caller's (404, as if it did not exist).
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { videoSchema } from './videos.ts';

/** GET /api/favorites/myFavorites (also POST, with any or no body). */
export const favouriteVideoSchema = z.object({
  /** The favourite record's id: what POST /api/favorites/delete takes as favoriteId. */
  id: z.number().int(),
  videoId: z.number().int(),
  createdAt: z.string(),
  video: videoSchema,
});
export type FavouriteVideo = z.infer<typeof favouriteVideoSchema>;
export const myFavoritesBodySchema = z.object({}).prefault({});
export const myFavoritesAnswerSchema = z.array(favouriteVideoSchema);

/** POST /api/favorites/add: answers the new favourite. */
export const addFavoriteBodySchema = z.object({ videoId: idSchema('class id') });
/** POST /api/favorites/delete. */
export const deleteFavoriteBodySchema = z.object({ favoriteId: idSchema('favourite id') });
/** What each delete answers: the id of the record removed. */
export const deletedFavouriteSchema = z.object({ id: z.number().int() });

/**
 * A favourite class type. Class types have no numeric id: `classId` is the class type's name,
 * one of GET /api/basic/classTypes.
 */
export const favouriteClassTypeSchema = z.object({
  id: z.number().int(),
  classId: z.enum(classTypes),
});
export type FavouriteClassType = z.infer<typeof favouriteClassTypeSchema>;
/** GET /api/favoriteClasses/myFavoriteClasses. */
export const myFavoriteClassesAnswerSchema = z.array(favouriteClassTypeSchema);
/** POST /api/favoriteClasses/add. */
export const addFavoriteClassBodySchema = z.object({
  classId: z.enum(classTypes, {
    message: `Please choose a class type from: ${classTypes.join(', ')}.`,
  }),
});
/** POST /api/favoriteClasses/delete and /api/favoriteStudios/delete: the record's id. */
export const deleteFavouriteRecordBodySchema = z.object({ id: idSchema('favourite id') });

export const favouriteStudioSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  studioName: z.string(),
  studioShortName: z.string(),
  /** '' when the studio has no logo. */
  studioLogo: z.string(),
});
export type FavouriteStudio = z.infer<typeof favouriteStudioSchema>;
/** GET /api/favoriteStudios/myFavoriteStudios. */
export const myFavoriteStudiosAnswerSchema = z.array(favouriteStudioSchema);
/** POST /api/favoriteStudios/add. */
export const addFavoriteStudioBodySchema = z.object({ studioId: idSchema('studio id') });

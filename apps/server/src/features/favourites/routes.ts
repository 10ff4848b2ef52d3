import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavoriteBodySchema,
  addFavoriteClassBodySchema,
  addFavoriteStudioBodySchema,
  deletedFavouriteSchema,
  deleteFavoriteBodySchema,
  deleteFavouriteRecordBodySchema,
  favouriteClassTypeSchema,
  favouriteStudioSchema,
  favouriteVideoSchema,
  myFavoriteClassesAnswerSchema,
  myFavoritesAnswerSchema,
  myFavoritesBodySchema,
  myFavoriteStudiosAnswerSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import { requireEntitled, requireEntitledOnSite } from '../videos/service.ts';
import type { FavouritesService } from './service.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

const member = { tags: ['favourites'], security: loginRequired };
const deleted = answers(deletedFavouriteSchema);
const myFavorites = {
  ...member,
  summary: "The member's favourite classes (entitled members; a studio's site: its own)",
  response: answers(myFavoritesAnswerSchema),
};

/** Favourite classes of the library (entitled members). */
function favouriteClassRoutes(app: RouteApp, deps: Deps, favourites: FavouritesService): void {
  const mine = async (req: FastifyRequest) => {
    const { userId, siteStudioId } = await requireEntitledOnSite(deps, req);
    return ok(await favourites.videos(userId, siteStudioId));
  };
  app.get('/api/favorites/myFavorites', { schema: myFavorites }, mine);

  app.post(
    '/api/favorites/myFavorites',
    {
      schema: { ...myFavorites, body: myFavoritesBodySchema.optional() },
    },
    mine,
  );

  app.post(
    '/api/favorites/add',
    {
      schema: {
        ...member,
        summary: 'Add a favourite class (entitled members)',
        body: addFavoriteBodySchema,
        response: answers(favouriteVideoSchema, 201),
      },
    },
    async (req, reply) => {
      const userId = await requireEntitled(deps, req);
      return reply.status(201).send(ok(await favourites.addVideo(userId, req.body.videoId)));
    },
  );

  app.post(
    '/api/favorites/delete',
    {
      schema: {
        ...member,
        summary: 'Remove a favourite class',
        body: deleteFavoriteBodySchema,
        response: deleted,
      },
    },
    async (req) => ok(await favourites.removeVideo(requireUser(req), req.body.favoriteId)),
  );
}

/** Favourite class types (a login is enough). */
function favouriteClassTypeRoutes(app: RouteApp, favourites: FavouritesService): void {
  app.get(
    '/api/favoriteClasses/myFavoriteClasses',
    {
      schema: {
        ...member,
        summary: "The member's favourite class types",
        response: answers(myFavoriteClassesAnswerSchema),
      },
    },
    async (req) => ok(await favourites.classTypes(requireUser(req))),
  );

  app.post(
    '/api/favoriteClasses/add',
    {
      schema: {
        ...member,
        summary: 'Add a favourite class type',
        body: addFavoriteClassBodySchema,
        response: answers(favouriteClassTypeSchema, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await favourites.addClassType(requireUser(req), req.body.classId))),
  );

  app.post(
    '/api/favoriteClasses/delete',
    {
      schema: {
        ...member,
        summary: 'Remove a favourite class type',
        body: deleteFavouriteRecordBodySchema,
        response: deleted,
      },
    },
    async (req) => ok(await favourites.removeClassType(requireUser(req), req.body.id)),
  );
}

/** Favourite studios (a login is enough). */
function favouriteStudioRoutes(app: RouteApp, favourites: FavouritesService): void {
  app.get(
    '/api/favoriteStudios/myFavoriteStudios',
    {
      schema: {
        ...member,
        summary: "The member's favourite studios",
        response: answers(myFavoriteStudiosAnswerSchema),
      },
    },
    async (req) => ok(await favourites.studios(requireUser(req))),
  );

  app.post(
    '/api/favoriteStudios/add',
    {
      schema: {
        ...member,
        summary: 'Add a favourite studio',
        body: addFavoriteStudioBodySchema,
        response: answers(favouriteStudioSchema, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await favourites.addStudio(requireUser(req), req.body.studioId))),
  );

  app.post(
    '/api/favoriteStudios/delete',
    {
      schema: {
        ...member,
        summary: 'Remove a favourite studio',
        body: deleteFavouriteRecordBodySchema,
        response: deleted,
      },
    },
    async (req) => ok(await favourites.removeStudio(requireUser(req), req.body.id)),
  );
}

/**
 * Favourite classes, class types and studios (spec 7). Favourite classes show the library's
 * classes, so they are for entitled members like the library; class types and studios, and
 * removing any favourite, need only a login.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  favourites: FavouritesService;
}> = async (app, { deps, favourites }) => {
  favouriteClassRoutes(app, deps, favourites);
  favouriteClassTypeRoutes(app, favourites);
  favouriteStudioRoutes(app, favourites);
};

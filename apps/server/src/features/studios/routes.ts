import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountTexts,
  classTypes,
  classTypesAnswerSchema,
  studioLogoSchema,
  studioSchema,
  whitelabelStudioSchema,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { answers, noLogin } from '../../platform/http/openapi.ts';
import { servePublicRead, type PublicRead } from '../../platform/public-reads/public-read.ts';
import type { StudiosService } from './service.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

// The same for every caller and every host: one prepared body each, dropped on any change to
// a studio, its instructors or testimonials (migration 012's triggers). Made once, as the route
// is registered: nothing of it depends on the request.
const studioRead = (key: string, load: () => Promise<unknown>): PublicRead => ({
  key: () => key,
  topics: ['studios'],
  build: async () => ({ value: ok(await load()) }),
});

const tags = ['studios'];

/** The partner studios: the catalogue, and every studio with a page. */
function studioListRoutes(app: RouteApp, deps: Deps, studios: StudiosService): void {
  const catalogueRead = studioRead('studios:catalogue', () => studios.catalogue());
  const withPagesRead = studioRead('studios:with-pages', () => studios.withPages());
  app.get(
    '/api/basic/webStudiosInfo',
    {
      schema: {
        tags,
        summary: 'The partner studios of the catalogue',
        security: noLogin,
        response: answers(z.array(studioSchema)),
      },
    },
    (req, reply) => servePublicRead(deps.reads, req, reply, catalogueRead),
  );

  app.get(
    '/api/basic/studios',
    {
      schema: {
        tags,
        summary: 'Every studio with a page, in the catalogue or white-label only',
        security: noLogin,
        response: answers(z.array(studioSchema)),
      },
    },
    (req, reply) => servePublicRead(deps.reads, req, reply, withPagesRead),
  );
}

/** The class types to filter by, and the studios with a branded site. */
function siteListRoutes(app: RouteApp, deps: Deps, studios: StudiosService): void {
  const whitelabelsRead = studioRead('studios:whitelabels', () => studios.whitelabels());
  const classTypesRead: PublicRead = {
    key: () => 'class-types',
    topics: [],
    build: async () => ({ value: ok(classTypes) }),
  };
  app.get(
    '/api/basic/classTypes',
    {
      schema: {
        tags,
        summary: 'The class types to filter by',
        security: noLogin,
        response: answers(classTypesAnswerSchema),
      },
    },
    (req, reply) => servePublicRead(deps.reads, req, reply, classTypesRead),
  );

  app.get(
    '/api/studio/listWhitelabels',
    {
      schema: {
        tags,
        summary: 'The studios with a branded site of their own',
        security: noLogin,
        response: answers(z.array(whitelabelStudioSchema)),
      },
    },
    (req, reply) => servePublicRead(deps.reads, req, reply, whitelabelsRead),
  );
}

/** A studio's logo by its slug. */
function logoRoutes(app: RouteApp, studios: StudiosService): void {
  app.get(
    '/api/studio/logos/:studioSlug',
    {
      schema: {
        tags,
        summary: "A studio's logo",
        security: noLogin,
        params: z.object({ studioSlug: z.string().max(100) }),
        response: answers(studioLogoSchema),
      },
    },
    async (req) => {
      const logoUrl = await studios.logo(req.params.studioSlug);
      if (!logoUrl) throw notFound(accountTexts.unknownStudio);
      return ok({ logoUrl });
    },
  );
}

export const studiosRoutes: FastifyPluginAsyncZod<{ deps: Deps; studios: StudiosService }> = async (
  app,
  { deps, studios },
) => {
  studioListRoutes(app, deps, studios);
  siteListRoutes(app, deps, studios);
  logoRoutes(app, studios);
};

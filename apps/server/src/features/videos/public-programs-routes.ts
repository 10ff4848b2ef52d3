import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProgramsAnswerSchema, type PublicProgram } from '@jetsweat/contract';
import { ok } from '../../platform/http/envelope.ts';
import { answers, noLogin } from '../../platform/http/openapi.ts';
import type { LibraryService } from './library-service.ts';

/**
 * The programs the public /programs page lists: read from the programs table, as members see
 * them, so the page never promises a program that does not exist.
 */
export const publicProgramsRoutes: FastifyPluginAsyncZod<{ library: LibraryService }> = async (
  app,
  { library },
) => {
  app.get(
    '/api/basic/programs',
    {
      schema: {
        tags: ['videos'],
        summary: 'The programs, as a visitor sees them before signing up',
        security: noLogin,
        response: answers(publicProgramsAnswerSchema),
      },
    },
    async () =>
      ok(
        (await library.programs(null)).map((p): PublicProgram => ({
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          weeks: p.weeks,
          classCount: p.classCount,
          classTypes: p.classTypes,
        })),
      ),
  );
};

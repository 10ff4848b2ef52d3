import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountTexts, classTypes } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { createStudiosService } from './service.ts';

export const studiosRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const studios = createStudiosService(deps.db);
  const tags = ['studios'];

  app.get('/api/basic/webStudiosInfo', { schema: { tags } }, async () =>
    ok(await studios.catalogue()),
  );
  app.get('/api/basic/studios', { schema: { tags } }, async () => ok(await studios.withPages()));
  app.get('/api/basic/classTypes', { schema: { tags } }, async () => ok(classTypes));
  app.get('/api/studio/listWhitelabels', { schema: { tags } }, async () =>
    ok(await studios.whitelabels()),
  );

  app.get(
    '/api/studio/logos/:studioSlug',
    { schema: { tags, params: z.object({ studioSlug: z.string().max(100) }) } },
    async (req) => {
      const logoUrl = await studios.logo(req.params.studioSlug);
      if (!logoUrl) throw notFound(accountTexts.unknownStudio);
      return ok({ logoUrl });
    },
  );
};

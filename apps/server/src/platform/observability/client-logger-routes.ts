import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggerBodySchema } from '@jetsweat/contract';
import { ok } from '../http/envelope.ts';
import { answers, noLogin } from '../http/openapi.ts';

/** POST /api/logger: the web app reports its own errors into the server's log. */
export const clientLoggerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logger',
    {
      schema: {
        tags: ['accounts'],
        summary: "Report the web app's own error into the server's log",
        security: noLogin,
        body: loggerBodySchema,
        response: answers(z.string()),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { msg, level, stacktrace } = req.body;
      req.log[level]({ client: true, userId: req.auth?.userId ?? null, stacktrace }, msg);
      return ok('logged');
    },
  );
};

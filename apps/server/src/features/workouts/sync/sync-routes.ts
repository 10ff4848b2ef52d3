import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarCallbackQuerySchema,
  calendarConnectAnswerSchema,
  calendarProviderParamsSchema,
  calendarSyncStatusSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { requireUser } from '../../../platform/http/auth.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired, noLogin } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { clearSignInCookie, setSignInCookie, signInCookieOf } from './sign-in-cookie.ts';
import { SIGN_IN_MINUTES, type CalendarSync } from './sync-service.ts';

const tags = ['workouts'];

/** Signing in to a provider: its consent page, and its redirect back. */
function connectRoutes(app: RouteApp, sync: CalendarSync): void {
  app.post(
    '/api/calendar/sync/:provider/connect',
    {
      schema: {
        tags,
        summary: "The provider's consent page to open, for this session, once",
        security: loginRequired,
        params: calendarProviderParamsSchema,
        response: answers(calendarConnectAnswerSchema),
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const userId = requireUser(req);
      const { url, browser } = await sync.connectUrl(userId, req.auth!.sessionId, provider);
      setSignInCookie(req, reply, { provider, browser, seconds: SIGN_IN_MINUTES * 60 });
      return ok({ url });
    },
  );

  // The provider sends the browser here: no login header; the single-use state, with the cookie of
  // the browser that asked for the consent page, is the proof.
  app.get(
    '/api/calendar/sync/:provider/callback',
    {
      schema: {
        tags,
        summary: "The provider's redirect after consent: keeps the grant, back to the calendar",
        security: noLogin,
        params: calendarProviderParamsSchema,
        querystring: calendarCallbackQuerySchema,
        response: { 302: z.null().describe('To the calendar page') },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const to = await sync.finishConnect(provider, req.query, signInCookieOf(req));
      clearSignInCookie(req, reply, provider);
      return reply.redirect(to, 302);
    },
  );
}

/** Google Calendar and Outlook sync: status, connecting (OAuth 2), disconnecting. */
export const syncRoutes: FastifyPluginAsyncZod<{ sync: CalendarSync }> = async (app, { sync }) => {
  app.get(
    '/api/calendar/sync',
    {
      schema: {
        tags,
        summary: "Each provider's sync: configured, its state and how many changes wait",
        security: loginRequired,
        response: answers(calendarSyncStatusSchema),
      },
    },
    async (req) => ok(await sync.status(requireUser(req))),
  );

  connectRoutes(app, sync);

  app.delete(
    '/api/calendar/sync/:provider',
    {
      schema: {
        tags,
        summary: 'Disconnect: every synced event is removed, then the grant is forgotten',
        security: loginRequired,
        params: calendarProviderParamsSchema,
        response: answers(z.object({ disconnecting: z.literal(true) })),
      },
    },
    async (req) => {
      await sync.disconnect(requireUser(req), req.params.provider);
      return ok({ disconnecting: true as const });
    },
  );
};

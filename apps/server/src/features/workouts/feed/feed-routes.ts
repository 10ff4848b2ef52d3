import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedAddressSchema,
  calendarFeedParamsSchema,
  errorEnvelope,
  workoutTexts,
} from '@jetsweat/contract';
import { z } from 'zod';
import { requireUser } from '../../../platform/http/auth.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { answers, loginRequired, noLogin } from '../../../platform/http/openapi.ts';
import { namesEtag } from '../../../platform/public-reads/send-prepared.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import type { CalendarFeed } from './feed-service.ts';

const tags = ['workouts'];

/** The member's feed address: made, replaced, turned off. */
function addressRoutes(app: RouteApp, feed: CalendarFeed): void {
  app.get(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary: "The member's calendar feed address, or null while the feed is off",
        security: loginRequired,
        response: answers(calendarFeedAddressSchema.nullable()),
      },
    },
    async (req) => ok(await feed.current(requireUser(req))),
  );

  app.post(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary: "The member's private calendar feed address, made the first time they ask",
        security: loginRequired,
        response: answers(calendarFeedAddressSchema),
      },
    },
    async (req) => ok(await feed.address(requireUser(req))),
  );

  app.post(
    '/api/calendar/feed/replace',
    {
      schema: {
        tags,
        summary: 'A new feed address in place of the old one, which stops at once',
        security: loginRequired,
        response: answers(calendarFeedAddressSchema),
      },
    },
    async (req) => ok(await feed.replace(requireUser(req))),
  );

  app.delete(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary: "Turn the member's calendar feed off: its address stops answering",
        security: loginRequired,
        response: answers(z.object({ on: z.literal(false) })),
      },
    },
    async (req) => {
      await feed.turnOff(requireUser(req));
      return ok({ on: false as const });
    },
  );
}

/** The member's private iCalendar feed: its address and the feed itself. */
export const feedRoutes: FastifyPluginAsyncZod<{ feed: CalendarFeed }> = async (app, { feed }) => {
  addressRoutes(app, feed);

  // The feed is a calendar file, not the envelope; its address is the only key.
  app.get(
    '/api/calendar/feed/:file',
    {
      schema: {
        tags,
        summary: "A member's workouts as an iCalendar feed (answers If-None-Match with 304)",
        security: noLogin,
        params: calendarFeedParamsSchema,
        response: {
          200: {
            description: 'The workouts as iCalendar events',
            content: { 'text/calendar': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const found = await feed.render(req.params.file.slice(0, -'.ics'.length));
      if (!found) throw notFound(workoutTexts.feedNotFound);
      reply
        .header('ETag', found.etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Referrer-Policy', 'no-referrer');
      // Not changed: the calendar app keeps what it has (RFC 9110 15.4.5).
      if (namesEtag(req.headers['if-none-match'], found.etag))
        return (reply as FastifyReply).code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(found.body);
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingTermsSchema,
  cancelBookingAnswerSchema,
  cancelBookingQuerySchema,
  errorEnvelope,
  liveClassConfirmationAnswerSchema,
  liveClassConfirmationBodySchema,
  liveClassIdParamsSchema,
  liveClassParamsSchema,
  liveClassPaymentIntentAnswerSchema,
  liveClassPaymentIntentBodySchema,
  liveClassSchema,
  memberLiveClassSchema,
  publicLiveClassesQuerySchema,
  purchasedAnswerSchema,
  scheduleTexts,
  waitlistAnswerSchema,
} from '@jetsweat/contract';
import { companionOf, requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { answers, loginRequired, noLogin } from '../../platform/http/openapi.ts';
import { servePublicRead, type PublicRead } from '../../platform/public-reads/public-read.ts';
import { accountSiteUrl } from '../accounts/service.ts';
import { bookingCalendar } from './booking/booking-calendar.ts';
import type { LivePayments } from './booking/pay-for-live-class.ts';
import { memberMarksWithSession, type ScheduleService } from './service.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

const tags = ['schedule'];

/** The timetable: public, a member's view of it, and one class. */
function timetableRoutes(app: RouteApp, deps: Deps, schedule: ScheduleService): void {
  const publicTimetable: PublicRead<
    FastifyRequest<{ Querystring: z.infer<typeof publicLiveClassesQuerySchema> }>
  > = {
    // The same for every caller and host: the studio asked for is the only thing it depends on.
    key: (req) => `schedule:${req.query.studioId ?? 'main'}`,
    topics: ['schedule', 'studios'],
    build: async (req) => {
      // Kept until the first class on it ends and leaves it.
      const classes = await schedule.publicClasses(req.query.studioId);
      return { value: ok(classes.value), validUntil: classes.validUntil };
    },
  };
  app.get(
    '/api/liveclass/upcoming/public/all',
    {
      schema: {
        tags,
        summary: 'The public timetable of live classes not over yet',
        security: noLogin,
        querystring: publicLiveClassesQuerySchema,
        response: answers(z.array(liveClassSchema)),
      },
    },
    (req, reply) => servePublicRead(deps.reads, req, reply, publicTimetable),
  );

  app.get(
    '/api/liveclass/upcoming/:id',
    {
      schema: {
        tags,
        summary: 'One live class as the member sees it',
        security: loginRequired,
        params: liveClassParamsSchema,
        response: answers(memberLiveClassSchema),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return ok(await schedule.memberClass(userId, req.params.id, await req.siteStudioId()));
    },
  );
}

/** The timetable as a member sees it: made per request (schedule/service.ts says how). */
function memberTimetableRoute(app: RouteApp, schedule: ScheduleService): void {
  app.get(
    '/api/liveclass/upcoming',
    {
      config: { withSession: memberMarksWithSession },
      schema: {
        tags,
        summary: 'The timetable as the member sees it, with what they booked',
        security: loginRequired,
        querystring: publicLiveClassesQuerySchema,
        response: answers(z.array(memberLiveClassSchema)),
      },
    },
    // Written as bytes from the site's kept classes (member-timetable-json.ts), in the schema's shape.
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          await schedule.memberTimetable(
            companionOf(req, memberMarksWithSession),
            req.query.studioId,
          ),
        ),
  );
}

/** The member's booked classes, each also as a calendar file. */
function bookingRoutes(app: RouteApp, deps: Deps, schedule: ScheduleService): void {
  app.get(
    '/api/liveclass/purchased',
    {
      schema: {
        tags,
        summary: 'The live classes the member booked',
        security: loginRequired,
        response: answers(purchasedAnswerSchema),
      },
    },
    async (req) => ok({ purchased: await schedule.purchased(requireUser(req)) }),
  );

  app.delete(
    '/api/liveclass/purchased/:id',
    {
      schema: {
        tags,
        summary: "Cancel a booked class until its studio's window (late: with its fee accepted)",
        security: loginRequired,
        params: liveClassParamsSchema,
        querystring: cancelBookingQuerySchema,
        response: answers(cancelBookingAnswerSchema),
      },
    },
    async (req) => ok(await schedule.cancelBooking(requireUser(req), req.params.id, req.query)),
  );

  // A booked class for the member's own calendar: an .ics file, not the envelope.
  app.get(
    '/api/liveclass/purchased/:id/calendar',
    {
      schema: {
        tags,
        summary: 'A booked class as a calendar file (.ics)',
        security: loginRequired,
        params: liveClassParamsSchema,
        response: {
          200: {
            description: 'The class as an iCalendar event',
            content: { 'text/calendar': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      const booked = (await schedule.purchased(userId)).find((c) => c.id === req.params.id);
      if (!booked) throw notFound(scheduleTexts.notBooked);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="jetsweat-class-${booked.id}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(bookingCalendar(booked, await accountSiteUrl(deps, userId)));
    },
  );
}

/** How the member would book a class: asked when Book is pressed, so no refusal leads the way. */
function bookingTermsRoute(app: RouteApp, schedule: ScheduleService): void {
  app.get(
    '/api/liveclass/upcoming/:liveClassId/booking-terms',
    {
      schema: {
        tags,
        summary: 'Whether the member booked a class, and whether their plan includes it',
        security: loginRequired,
        params: liveClassIdParamsSchema,
        response: answers(bookingTermsSchema),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const siteStudioId = await req.siteStudioId();
      return ok(await schedule.bookingTerms(userId, req.params.liveClassId, siteStudioId));
    },
  );
}

/** A full class's waitlist: join and leave. */
function waitlistRoutes(app: RouteApp, schedule: ScheduleService): void {
  app.put(
    '/api/liveclass/upcoming/:liveClassId/waitlist',
    {
      schema: {
        tags,
        summary: 'Join a full class’s waitlist',
        security: loginRequired,
        params: liveClassIdParamsSchema,
        response: answers(waitlistAnswerSchema),
      },
    },
    async (req) =>
      ok(
        await schedule.joinWaitlist(
          requireUser(req),
          req.params.liveClassId,
          await req.siteStudioId(),
        ),
      ),
  );

  app.delete(
    '/api/liveclass/upcoming/:liveClassId/waitlist',
    {
      schema: {
        tags,
        summary: 'Leave a class’s waitlist',
        security: loginRequired,
        params: liveClassIdParamsSchema,
        response: answers(waitlistAnswerSchema),
      },
    },
    async (req) => ok(await schedule.leaveWaitlist(requireUser(req), req.params.liveClassId)),
  );
}

/** Paying for one live class: the payment intent, then its confirmation. */
function livePaymentRoutes(app: RouteApp, livePayments: LivePayments): void {
  app.post(
    '/api/liveclass/upcoming/payment-intent',
    {
      schema: {
        tags,
        summary: 'Hold a seat and prepare the card payment for a live class',
        security: loginRequired,
        body: liveClassPaymentIntentBodySchema,
        response: answers(liveClassPaymentIntentAnswerSchema),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return ok(await livePayments.paymentIntent(userId, req.body, await req.siteStudioId()));
    },
  );

  app.post(
    '/api/liveclass/upcoming/:liveClassId/confirmation',
    {
      schema: {
        tags,
        summary: 'Book a live class: a paid intent, or a free booking',
        security: loginRequired,
        params: liveClassIdParamsSchema,
        body: liveClassConfirmationBodySchema,
        response: answers(liveClassConfirmationAnswerSchema),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return ok(
        await livePayments.confirm(
          userId,
          req.params.liveClassId,
          req.body,
          await req.siteStudioId(),
        ),
      );
    },
  );
}

/** The schedule's routes, over the schedule service and live payments app.ts built. */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  schedule: ScheduleService;
  livePayments: LivePayments;
}> = async (app, { deps, schedule, livePayments }) => {
  timetableRoutes(app, deps, schedule);
  memberTimetableRoute(app, schedule);
  bookingRoutes(app, deps, schedule);
  bookingTermsRoute(app, schedule);
  waitlistRoutes(app, schedule);
  livePaymentRoutes(app, livePayments);
};

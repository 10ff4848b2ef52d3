import type { FastifyBaseLogger } from 'fastify';
import {
  consoleClassCancelledSchema,
  consoleClassCreateSchema,
  consoleClassesCreatedSchema,
  consoleClassFieldsSchema,
  consoleClassListSchema,
  consoleClassParamsSchema,
  consoleClassSavedSchema,
  consoleRosterSchema,
  consoleStudioParamsSchema,
  waiveFeeAnswerSchema,
  waiveFeeParamsSchema,
} from '@jetsweat/contract';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { consoleCaller } from './console-access.ts';
import type { ConsoleService } from './service.ts';

const member = { tags: ['console'], security: loginRequired };
const classes = '/api/console/studios/:studioId/classes';

const mailFailed = (log: FastifyBaseLogger) => (err: unknown, userId: number) =>
  log.error({ err, userId }, 'a live class mail could not be filed');

/** A studio's live classes: the schedule, each class's changes and cancellation, its roster. */
export function classRoutes(app: RouteApp, service: ConsoleService): void {
  classReadRoutes(app, service);
  classChangeRoutes(app, service);
}

/** The list and a class's roster. */
function classReadRoutes(app: RouteApp, service: ConsoleService): void {
  app.get(
    classes,
    {
      schema: {
        ...member,
        summary: "A studio's live classes: staff and admins every one, an instructor their own",
        params: consoleStudioParamsSchema,
        response: answers(consoleClassListSchema),
      },
    },
    async (req) => ok(await service.classes(consoleCaller(req), req.params.studioId)),
  );

  app.get(
    `${classes}/:classId/roster`,
    {
      schema: {
        ...member,
        summary: 'Who booked a class, and after it their attendance and camera time',
        params: consoleClassParamsSchema,
        response: answers(consoleRosterSchema),
      },
    },
    async (req) => ok(await service.roster(consoleCaller(req), req.params)),
  );

  app.post(
    `${classes}/:classId/fees/:feeId/waive`,
    {
      schema: {
        ...member,
        summary: "Waive a member's late-cancel or no-show fee (staff and admins; audit-logged)",
        params: waiveFeeParamsSchema,
        response: answers(waiveFeeAnswerSchema),
      },
    },
    async (req) => ok(await service.waiveFee(consoleCaller(req), req.params)),
  );
}

/** Scheduling, changing and cancelling (staff and the studio's admins). */
function classChangeRoutes(app: RouteApp, service: ConsoleService): void {
  app.post(
    classes,
    {
      schema: {
        ...member,
        summary: 'Schedule a live class, once or weekly (staff and admins; audit-logged)',
        params: consoleStudioParamsSchema,
        body: consoleClassCreateSchema,
        response: answers(consoleClassesCreatedSchema, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(
        ok({
          classes: await service.createClasses(consoleCaller(req), req.params.studioId, req.body),
        }),
      ),
  );

  app.put(
    `${classes}/:classId`,
    {
      schema: {
        ...member,
        summary:
          "Change a class's time, instructor, capacity, price or kind (a new time is mailed)",
        params: consoleClassParamsSchema,
        body: consoleClassFieldsSchema,
        response: answers(consoleClassSavedSchema),
      },
    },
    async (req) =>
      ok(await service.editClass(consoleCaller(req), req.params, req.body, mailFailed(req.log))),
  );

  app.post(
    `${classes}/:classId/cancel`,
    {
      schema: {
        ...member,
        summary: 'Cancel a class: every paid booking refunded once, every attendee mailed',
        params: consoleClassParamsSchema,
        response: answers(consoleClassCancelledSchema),
      },
    },
    async (req) =>
      ok(
        await service.cancelClass(consoleCaller(req), req.params, {
          mailFailed: mailFailed(req.log),
          refundFailed: (err, paymentIntentId) =>
            req.log.warn(
              { err, paymentIntentId },
              'a cancelled class could not be refunded at once; its job will',
            ),
        }),
      ),
  );
}

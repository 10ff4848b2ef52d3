import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addWorkoutBodySchema,
  dailyWorkoutAnswerSchema,
  dailyWorkoutBodySchema,
  easternDay,
  myWorkoutAnswerSchema,
  myWorkoutBodySchema,
  okEnvelope,
  scheduleTexts,
  workoutSchema,
} from '@jetsweat/contract';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { easternDayBounds } from '../../platform/runtime/eastern-day.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import { requireEntitled, type VideosService } from '../videos/service.ts';
import type { WorkoutsService } from './service.ts';
import { createHeartRates } from './heart-rate.ts';
import { heartRateRoutes } from './heart-rate-routes.ts';
import { liveWorkoutRoutes } from './live-workout-routes.ts';
import { createWorkoutSummaries } from './workout-summaries.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

/** The caller, refusing a body that names someone else (spec: authUserInfo). */
function self(req: FastifyRequest, userId: number, claimed?: { id?: number }): number {
  if (claimed?.id !== undefined && claimed.id !== userId)
    throw forbidden(scheduleTexts.notYourAccount);
  return userId;
}

/** Books a live class on the member's schedule (the schedule feature does it); the workout's id. */
export type BookLiveClass = (
  userId: number,
  liveClassId: number,
  siteStudioId: number | null,
  usePack: boolean,
) => Promise<number>;

const tags = ['workouts'];

/** The member's workouts of a range of days, or of one day. */
function workoutDaysRoutes(app: RouteApp, deps: Deps, workouts: WorkoutsService): void {
  app.post(
    '/api/workout/myWorkout',
    {
      schema: {
        tags,
        summary: "The member's workouts over a range of days, with the count in each status",
        security: loginRequired,
        body: myWorkoutBodySchema,
        response: answers(myWorkoutAnswerSchema),
      },
    },
    async (req) => {
      const userId = self(req, requireUser(req), req.body.authUserInfo);
      return ok(await workouts.ofDays(userId, req.body));
    },
  );

  app.post(
    '/api/workout/dailyWorkout',
    {
      schema: {
        tags,
        summary: "The member's workouts on one day (Eastern time)",
        security: loginRequired,
        body: dailyWorkoutBodySchema,
        response: answers(dailyWorkoutAnswerSchema),
      },
    },
    async (req) => {
      const userId = self(req, requireUser(req), req.body.authUserInfo);
      const { start, end } = easternDayBounds(req.body.date ?? easternDay(deps.clock.now()));
      return ok(await workouts.between(userId, start, end));
    },
  );
}

/** The workouts' routes, over the workouts and videos services app.ts built. */
export const workoutsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  workouts: WorkoutsService;
  videos: VideosService;
  bookLiveClass: BookLiveClass;
}> = async (app, { deps, workouts, videos, bookLiveClass }) => {
  app.post(
    '/api/workout/add',
    {
      schema: {
        tags,
        summary:
          'Plan a workout: a booked live class (usePack: with a class pack credit) or an on-demand class (200: already planned)',
        security: loginRequired,
        body: addWorkoutBodySchema,
        response: answers(workoutSchema, 201, { 200: okEnvelope(workoutSchema) }),
      },
    },
    async (req, reply) => {
      const { authUserInfo, liveClassId, videoId, programId, when, usePack } = req.body;
      if (videoId != null) {
        // "Schedule this class": an on-demand class, for members who may watch it.
        const userId = self(req, await requireEntitled(deps, req), authUserInfo);
        const { workout, created } = await workouts.scheduleVideo(
          userId,
          { videoId, programId: programId ?? null, when: when ? new Date(when) : deps.clock.now() },
          (v, p) => videos.classCheck(v, p),
        );
        return reply.status(created ? 201 : 200).send(ok(workout));
      }
      const userId = self(req, requireUser(req), authUserInfo);
      const site = await req.siteStudioId();
      const workoutId = await bookLiveClass(userId, liveClassId!, site, usePack ?? false);
      return reply.status(201).send(ok((await workouts.workout(userId, workoutId))!));
    },
  );
  workoutDaysRoutes(app, deps, workouts);
  heartRateRoutes(app, createHeartRates(deps));
  liveWorkoutRoutes(app, createWorkoutSummaries(deps));
};

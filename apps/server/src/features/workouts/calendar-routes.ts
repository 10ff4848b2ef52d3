import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedWorkoutAnswerSchema,
  deleteWorkoutBodySchema,
  updateWorkoutBodySchema,
  updateWorkoutStatusBodySchema,
  workoutSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { CalendarEdits } from './calendar-edits.ts';

const tags = ['workouts'];

/** The calendar's edits of the member's own workouts (spec 7: update, updateStatus, delete). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarEdits }> = async (
  app,
  { calendar },
) => {
  app.post(
    '/api/workout/update',
    {
      schema: {
        tags,
        summary: "Reschedule an on-demand workout ('MM-DD-YYYY HH:mm' in the member's time zone)",
        security: loginRequired,
        body: updateWorkoutBodySchema,
        response: answers(z.array(workoutSchema)),
      },
    },
    async (req) => ok([await calendar.reschedule(requireUser(req), req.body)]),
  );

  app.post(
    '/api/workout/updateStatus',
    {
      schema: {
        tags,
        summary: 'Mark a workout scheduled, completed or skipped',
        security: loginRequired,
        body: updateWorkoutStatusBodySchema,
        response: answers(workoutSchema),
      },
    },
    async (req) =>
      ok(await calendar.setStatus(requireUser(req), req.body.workoutId, req.body.status)),
  );

  app.post(
    '/api/workout/delete',
    {
      schema: {
        tags,
        summary:
          "Take a workout off the member's calendar (a booked live class: cancel it instead)",
        security: loginRequired,
        body: deleteWorkoutBodySchema,
        response: answers(deletedWorkoutAnswerSchema),
      },
    },
    async (req) => {
      await calendar.remove(requireUser(req), req.body.workoutId);
      return ok({ workoutId: req.body.workoutId });
    },
  );
};

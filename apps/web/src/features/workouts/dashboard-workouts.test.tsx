// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { myWorkoutAnswerSchema, workoutSchema } from '@jetsweat/contract';
import { member, scheduledWorkout } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, server } from '../../test/server.ts';
import { UpcomingWorkouts } from './dashboard-workouts.tsx';

/** The day's workouts and the next six days' as the server answers them. */
function calls(today: (typeof scheduledWorkout)[]) {
  server.use(
    http.post('/api/workout/dailyWorkout', () => answer(workoutSchema.array(), today)),
    http.post('/api/workout/myWorkout', () =>
      answer(myWorkoutAnswerSchema, {
        workouts: [],
        status: { scheduled: 0, completed: 0, skipped: 0 },
      }),
    ),
  );
}

it('with today’s workout and nothing after, says nothing else is scheduled, not nothing', async () => {
  calls([scheduledWorkout]);
  renderPage(<UpcomingWorkouts />, { signedInAs: member });
  expect(await screen.findByText('Nothing else scheduled this week yet.')).toBeVisible();
  expect(screen.queryByText('Nothing scheduled this week yet.')).not.toBeInTheDocument();
});

it('with nothing today nor after, says nothing is scheduled this week', async () => {
  calls([]);
  renderPage(<UpcomingWorkouts />, { signedInAs: member });
  expect(await screen.findByText('Nothing scheduled this week yet.')).toBeVisible();
});

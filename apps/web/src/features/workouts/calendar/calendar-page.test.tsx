// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  calendarFeedAddressSchema,
  calendarSyncStatusSchema,
  deletedWorkoutAnswerSchema,
  myWorkoutAnswerSchema,
  workoutSchema,
  type Workout,
} from '@jetsweat/contract';
import { member, scheduledWorkout } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, sentTo, server } from '../../../test/server.ts';
import CalendarPage from './calendar-page.tsx';

/** Today at 6 PM local time: on the month the calendar opens at. */
const sixToday = new Date();
sixToday.setHours(18, 0, 0, 0);
const tonight: Workout = { ...scheduledWorkout, when: sixToday.toISOString() };
const unsynced = { configured: true, state: 'unsynced' as const, waiting: 0 };

/** The member's calendar as the server keeps it: each change is applied and read back. */
function memberCalendar(workouts: Workout[]) {
  let stored = workouts;
  const read = sentTo();
  const deleted = sentTo();
  const statusSet = sentTo();
  const count = (status: Workout['status']) => stored.filter((w) => w.status === status).length;
  server.use(
    http.get('/api/calendar/sync', () =>
      answer(calendarSyncStatusSchema, { google: unsynced, outlook: unsynced }),
    ),
    http.get('/api/calendar/feed', () => answer(calendarFeedAddressSchema.nullable(), null)),
    http.post(
      '/api/workout/myWorkout',
      read.record(() =>
        answer(myWorkoutAnswerSchema, {
          workouts: stored,
          status: {
            scheduled: count('scheduled'),
            completed: count('completed'),
            skipped: count('skipped'),
          },
        }),
      ),
    ),
    http.post(
      '/api/workout/delete',
      deleted.record((body) => {
        const { workoutId } = body as { workoutId: number };
        stored = stored.filter((w) => w.id !== workoutId);
        return answer(deletedWorkoutAnswerSchema, { workoutId });
      }),
    ),
    http.post(
      '/api/workout/updateStatus',
      statusSet.record((body) => {
        const { workoutId, status } = body as Pick<Workout, 'status'> & { workoutId: number };
        stored = stored.map((w) => (w.id === workoutId ? { ...w, status } : w));
        return answer(
          workoutSchema,
          stored.find((w) => w.id === workoutId)!,
        );
      }),
    ),
  );
  return { read, deleted, statusSet };
}

const openOptions = async (user: ReturnType<typeof renderPage>['user']) =>
  user.click(
    await screen.findByRole('button', { name: /^Options for Core Pilates Flow at 6:00 PM/ }),
  );

it('reads the month’s workouts and shows them on their day, in the list and in the totals', async () => {
  const { read } = memberCalendar([tonight]);
  renderPage(<CalendarPage />, { signedInAs: member });

  const list = await screen.findByRole('region', { name: 'This month' });
  expect(await within(list).findByRole('link', { name: 'Core Pilates Flow' })).toBeVisible();
  expect(screen.getByRole('button', { name: /: 1 workout, first scheduled$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const totals = screen.getByLabelText("This month's totals");
  expect(within(totals).getByText('Scheduled').nextElementSibling).toHaveTextContent('1');
  expect(within(totals).getByText('Completed').nextElementSibling).toHaveTextContent('0');
  const [asked] = read.bodies as { fromDate: string; toDate: string }[];
  expect(asked!.fromDate <= sixToday.toISOString().slice(0, 10)).toBe(true);
});

it('Delete asks first, posts the workout’s id, and the month is read again without it', async () => {
  const { deleted, read } = memberCalendar([tonight]);
  const { user } = renderPage(<CalendarPage />, { signedInAs: member });
  await openOptions(user);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Nothing on your calendar this month yet.')).toBeVisible();
  expect(deleted.bodies).toEqual([{ workoutId: tonight.id }]);
  expect(read.requests).toHaveLength(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Edit marks a workout whose time has come completed, and the list shows it read back', async () => {
  // Completed is offered once the workout's time has come: today at midnight has.
  const midnight = new Date(sixToday);
  midnight.setHours(0, 0, 0, 0);
  const done: Workout = { ...tonight, when: midnight.toISOString() };
  const { statusSet } = memberCalendar([done]);
  const { user } = renderPage(<CalendarPage />, { signedInAs: member });
  await user.click(
    await screen.findByRole('button', { name: /^Options for Core Pilates Flow at 12:00 AM/ }),
  );
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Workout' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Completed');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(
    await screen.findByRole('button', { name: /: 1 workout, first completed$/ }),
  ).toBeVisible();
  expect(statusSet.bodies).toEqual([{ workoutId: done.id, status: 'completed' }]);
});

// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { scheduleTexts, workoutSchema } from '@jetsweat/contract';
import { member, scheduledWorkout } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, sentTo, server } from '../../test/server.ts';
import { ScheduleClassForm } from './schedule-class-form.tsx';

/** Four weeks from today at 7:30 AM local time, and as a date-time field holds it. */
const inFourWeeks = new Date();
inFourWeeks.setDate(inFourWeeks.getDate() + 28);
inFourWeeks.setHours(7, 30, 0, 0);
const pad = (n: number) => String(n).padStart(2, '0');
const fieldValue = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function openForm() {
  const page = renderPage(<ScheduleClassForm videoId={981} />, { signedInAs: member });
  await page.user.click(screen.getByRole('button', { name: 'Schedule this class' }));
  return { ...page, when: await screen.findByLabelText('When') };
}

it('adds the class to the member’s calendar at the time chosen, and says when', async () => {
  const added = sentTo();
  server.use(
    http.post(
      '/api/workout/add',
      added.record(() => answer(workoutSchema, scheduledWorkout)),
    ),
  );
  const { user, when } = await openForm();
  // A date-time field takes its value whole, as the browser's picker sets it.
  fireEvent.input(when, { target: { value: fieldValue(inFourWeeks) } });
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  // The time the server answers it is scheduled for.
  expect(await screen.findByRole('status')).toHaveTextContent(/^Scheduled for Mar 5, \d{4}/);
  expect(added.bodies).toEqual([
    {
      videoId: 981,
      liveClassId: null,
      status: 'scheduled',
      when: inFourWeeks.toISOString(),
    },
  ]);
  expect(screen.getByRole('link', { name: 'See what is coming up' })).toBeVisible();
});

it('warns of a time in the past and sends nothing', async () => {
  const added = sentTo();
  server.use(
    http.post(
      '/api/workout/add',
      added.record(() => answer(workoutSchema, scheduledWorkout)),
    ),
  );
  const { user, when } = await openForm();
  fireEvent.input(when, { target: { value: '2020-01-01T07:00' } });
  await user.click(screen.getByRole('button', { name: 'Schedule' }));

  expect(await screen.findByText(scheduleTexts.whenOutOfWindow)).toBeVisible();
  expect(when).toHaveAttribute('aria-invalid', 'true');
  expect(added.requests).toHaveLength(0);
});

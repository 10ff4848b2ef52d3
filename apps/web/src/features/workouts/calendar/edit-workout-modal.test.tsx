// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { workoutSchema } from '@jetsweat/contract';
import { scheduledWorkout } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../../test/server.ts';
import { memberTimeZone } from '../api/edit-workout.ts';
import { EditWorkoutModal } from './edit-workout-modal.tsx';

const nextYear = new Date().getFullYear() + 1;

/** The two calls the form may make, each recording what it was sent. */
function workoutCalls(update = () => answer(workoutSchema.array(), [scheduledWorkout])) {
  const moved = sentTo();
  const statusSet = sentTo();
  server.use(
    http.post('/api/workout/update', moved.record(update)),
    http.post(
      '/api/workout/updateStatus',
      statusSet.record(() => answer(workoutSchema, scheduledWorkout)),
    ),
  );
  return { moved, statusSet };
}

const openModal = (onClose = vi.fn()) => ({
  onClose,
  ...renderPage(<EditWorkoutModal workout={scheduledWorkout} onClose={onClose} />),
});

it('starts at the workout’s time and moves it to the one picked, in the member’s zone', async () => {
  const { moved, statusSet } = workoutCalls();
  const { user, onClose } = openModal();
  expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Mar');
  expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('07');
  expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('30');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '6');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '06');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Minute' }), '15');
  await user.selectOptions(screen.getByRole('combobox', { name: 'AM or PM' }), 'PM');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(moved.bodies).toEqual([
    { workoutId: 501, when: `03-06-${nextYear} 18:15`, timeZone: memberTimeZone() },
  ]);
  expect(statusSet.requests).toHaveLength(0);
});

it('a status change alone sends only the status; Completed waits for the workout’s time', async () => {
  const { moved, statusSet } = workoutCalls();
  const { user, onClose } = openModal();
  const status = screen.getByRole('combobox', { name: 'Status' });
  // The workout is next year: it cannot have been done yet.
  expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Scheduled',
    'Skipped',
  ]);
  await user.selectOptions(status, 'Skipped');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(statusSet.bodies).toEqual([{ workoutId: 501, status: 'skipped' }]);
  expect(moved.requests).toHaveLength(0);
});

it('changing only the hour keeps the workout’s own minute (2:19 PM to 4:19 PM)', async () => {
  const { moved } = workoutCalls();
  const onClose = vi.fn();
  const at = new Date(nextYear, 2, 5, 14, 19);
  const { user } = renderPage(
    <EditWorkoutModal
      workout={{ ...scheduledWorkout, when: at.toISOString() }}
      onClose={onClose}
    />,
  );
  expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('19');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '04');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(moved.bodies).toEqual([
    { workoutId: 501, when: `03-05-${nextYear} 16:19`, timeZone: memberTimeZone() },
  ]);
});

it('keeps the dialog open with the server’s reason when the move is refused', async () => {
  workoutCalls(() => refuse(400, 'Please choose a time from now to one year ahead.'));
  const { user, onClose } = openModal();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Apr');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please choose a time from now to one year ahead.',
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Edit Workout' })).toBeVisible();
});

it('a 31st moved to a shorter month keeps to its last day; Cancel sends nothing', async () => {
  const { moved, statusSet } = workoutCalls();
  const { user, onClose } = openModal();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Apr');
  expect(screen.getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('30');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledOnce();
  expect([...moved.requests, ...statusSet.requests]).toHaveLength(0);
});

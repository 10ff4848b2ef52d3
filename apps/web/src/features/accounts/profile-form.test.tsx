// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  liveRemindersSchema,
  saveProfileBodySchema,
  userSchema,
  type User,
} from '@jetsweat/contract';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../test/server.ts';
import { ProfileForm } from './profile-form.tsx';

const ada: User = { ...member, weight: 150, gender: 'F' };

/** PUT /api/user/save and /reminders, each body checked by the contract's schema as the server does. */
function profileRoutes() {
  const saved = sentTo();
  const reminders = sentTo();
  const order: string[] = [];
  server.use(
    http.put(
      '/api/user/save',
      saved.record((body) => {
        order.push('save');
        return refusalBy(saveProfileBodySchema, body) ?? answer(userSchema, ada);
      }),
    ),
    http.put(
      '/api/user/reminders',
      reminders.record((body) => {
        order.push('reminders');
        return (
          refusalBy(liveRemindersSchema, body) ??
          answer(liveRemindersSchema, { liveReminderMinutes: 0 })
        );
      }),
    ),
  );
  return { saved, reminders, order };
}

it('saves a weight typed in kilograms as whole pounds, and says it is saved', async () => {
  const { saved, reminders } = profileRoutes();
  const { user } = renderPage(<ProfileForm user={ada} />, { signedInAs: ada });
  expect(screen.getByLabelText('Weight (lb)')).toHaveValue(150);
  expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Female');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Weight unit' }), 'Kilograms (kg)');
  const weight = screen.getByLabelText('Weight (kg)');
  expect(weight).toHaveValue(68);
  await user.clear(weight);
  await user.type(weight, '70');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
  expect(saved.bodies).toEqual([
    {
      userInfo: {
        firstName: 'Ada',
        lastName: 'Moss',
        birthday: null,
        weight: 154,
        gender: 'F',
        activityLevel: null,
        maxHeartRate: null,
        leaderboardShow: null,
      },
    },
  ]);
  expect(reminders.requests).toHaveLength(0);
});

it('a changed reminder is saved by its own call, before the profile', async () => {
  const { reminders, order } = profileRoutes();
  const { user } = renderPage(<ProfileForm user={ada} />, { signedInAs: ada });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Live class reminder e-mails' }),
    'No reminders',
  );
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await screen.findByRole('status');
  expect(reminders.bodies).toEqual([{ liveReminderMinutes: 0 }]);
  expect(order).toEqual(['reminders', 'save']);
});

it('shows the server’s refusal above the form and no saved note', async () => {
  profileRoutes();
  const { user } = renderPage(<ProfileForm user={ada} />, { signedInAs: ada });
  const weight = screen.getByLabelText('Weight (lb)');
  await user.clear(weight);
  await user.type(weight, '20');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please enter a weight of at least 50 pounds.',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says which default stands in while the birthday is not set', async () => {
  profileRoutes();
  const { user } = renderPage(<ProfileForm user={ada} />, { signedInAs: ada });
  const birthday = screen.getByLabelText('Birthday (not set: age 35 is used)');
  await user.type(birthday, '1990-04-02');
  expect(screen.getByLabelText('Birthday')).toBe(birthday);
});

it('saves the maximum heart rate typed, and an emptied one as not set (220 minus age)', async () => {
  const { saved } = profileRoutes();
  const own: User = { ...ada, maxHeartRate: 188 };
  const { user } = renderPage(<ProfileForm user={own} />, { signedInAs: own });
  const maximum = screen.getByRole('spinbutton', { name: 'Maximum heart rate (bpm)' });
  expect(maximum).toHaveValue(188);
  expect(maximum).toHaveAccessibleDescription('Leave empty to use 220 minus your age.');

  await user.clear(maximum);
  await user.type(maximum, '195');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await screen.findByRole('status');
  await user.clear(maximum);
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await waitFor(() => expect(saved.bodies).toHaveLength(2));
  expect(
    saved.bodies.map((b) => (b as { userInfo: { maxHeartRate: unknown } }).userInfo.maxHeartRate),
  ).toEqual([195, null]);
});

it('shows the refusal of a maximum heart rate out of range', async () => {
  profileRoutes();
  const { user } = renderPage(<ProfileForm user={ada} />, { signedInAs: ada });
  await user.type(screen.getByRole('spinbutton', { name: 'Maximum heart rate (bpm)' }), '240');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please enter a maximum heart rate of at most 230 beats per minute.',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('saves the leaderboard default: off unless chosen, by name or by initials', async () => {
  const { saved } = profileRoutes();
  const shown: User = { ...ada, leaderboardShow: 'initials' };
  const { user } = renderPage(<ProfileForm user={shown} />, { signedInAs: shown });
  const choice = screen.getByRole('combobox', { name: 'Leaderboards' });
  expect(choice).toHaveDisplayValue('Show me by my initials');

  await user.selectOptions(choice, 'Do not show me');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await screen.findByRole('status');
  await user.selectOptions(choice, 'Show me by my first name');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));

  await waitFor(() => expect(saved.bodies).toHaveLength(2));
  expect(
    saved.bodies.map(
      (b) => (b as { userInfo: { leaderboardShow: unknown } }).userInfo.leaderboardShow,
    ),
  ).toEqual([null, 'name']);
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  accountTexts,
  registerAnswerSchema,
  subscriptionSummarySchema,
  userSchema,
} from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { member } from '../../test/fixtures.ts';
import { reachInto, renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { SignupForm } from './signup-form.tsx';

const page = () => renderPage(<SignupForm promoCode={null} studioKey="" />, { path: '/signup' });
const submitButton = () => screen.getByRole('button', { name: "LET'S WORK OUT!" });

/** Fills every field; the password pair as given. */
async function fillIn(
  user: ReturnType<typeof page>['user'],
  password: string,
  confirmation = password,
) {
  await reachInto(user, 'First name');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Moss');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
}

it('warns of an e-mail without @ on leaving it, and clears the warning once the @ is typed', async () => {
  const { user } = page();
  await reachInto(user, 'Email');
  await user.type(screen.getByLabelText('Email'), 'ada.example.com');
  await user.tab();

  const email = screen.getByLabelText('Email');
  expect(await screen.findByText(accountTexts.invalidEmail)).toBeVisible();
  expect(email).toHaveAttribute('aria-invalid', 'true');

  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await screen.findByLabelText('Email', { selector: ':not([aria-invalid])' });
  expect(screen.queryByText(accountTexts.invalidEmail)).not.toBeInTheDocument();
});

it('keeps the button off while a field is empty or the confirmation differs', async () => {
  const { user } = page();
  expect(submitButton()).toBeDisabled();
  await fillIn(user, 'a long passphrase', 'a long passphrasf');

  expect(await screen.findByText(accountTexts.passwordMismatch)).toBeVisible();
  expect(submitButton()).toBeDisabled();

  await user.type(screen.getByLabelText('Confirm password'), '{Backspace}e');
  expect(submitButton()).toBeEnabled();
  expect(screen.queryByText(accountTexts.passwordMismatch)).not.toBeInTheDocument();
});

it('posts the details without the confirmation, signs the member in and opens the dashboard', async () => {
  const register = sentTo();
  server.use(
    http.post(
      '/api/user/register',
      register.record(() => answer(registerAnswerSchema, { authToken: 'new' })),
    ),
    http.get('/api/user/me', () => answer(userSchema, member)),
    http.get('/api/user/subscription', () =>
      answer(subscriptionSummarySchema, member.subscription),
    ),
  );
  const { user } = page();
  await fillIn(user, 'a long passphrase');
  await user.click(submitButton());

  expect(await screen.findByText(`Page ${paths.dashboard}`)).toBeVisible();
  expect(register.bodies).toEqual([
    {
      userInfo: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Moss',
        password: 'a long passphrase',
      },
    },
  ]);
});

it('shows a refused password under the password field, not above the form', async () => {
  server.use(http.post('/api/user/register', () => refuse(400, accountTexts.passwordHasName)));
  const { user } = page();
  await fillIn(user, 'ada moss rocks');
  await user.click(submitButton());

  const password = screen.getByLabelText('Password');
  expect(await screen.findByText(accountTexts.passwordHasName)).toBeVisible();
  expect(password).toHaveAccessibleDescription(accountTexts.passwordHasName);
  expect(screen.queryByText(accountTexts.unknownError)).not.toBeInTheDocument();
});

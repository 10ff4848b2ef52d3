// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { accountTexts, subscriptionSummarySchema, userSchema } from '@jetsweat/contract';
import { member } from '../../test/fixtures.ts';
import { reachInto, renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { LoginForm } from './login-form.tsx';

it('posts the e-mail and password to the studio’s login, then signs in with the token answered', async () => {
  const login = sentTo();
  const me = sentTo();
  server.use(
    http.post(
      '/api/user/login/:studio',
      login.record(() => answer(userSchema, { ...member, authToken: 'fresh-token' })),
    ),
    http.get(
      '/api/user/me',
      me.record(() => answer(userSchema, member)),
    ),
    http.get('/api/user/subscription', () =>
      answer(subscriptionSummarySchema, member.subscription),
    ),
  );
  const onLoggedIn = vi.fn();
  const { user } = renderPage(<LoginForm studioKey="pilates-co" onLoggedIn={onLoggedIn} />);

  await reachInto(user, 'Email');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));

  await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
  expect(login.requests[0]!.url).toMatch(/\/api\/user\/login\/pilates-co$/);
  expect(login.bodies).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
  expect(me.requests[0]!.headers.get('authorization')).toBe('Bearer fresh-token');
  expect(onLoggedIn.mock.calls[0]![0]).toMatchObject({ id: member.id, authToken: 'fresh-token' });
});

it('shows the server’s refusal above the form and signs nobody in', async () => {
  server.use(http.post('/api/user/login/', () => refuse(401, accountTexts.badCredentials)));
  const onLoggedIn = vi.fn();
  const { user } = renderPage(<LoginForm studioKey="" onLoggedIn={onLoggedIn} />);

  await reachInto(user, 'Email');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.badCredentials);
  expect(onLoggedIn).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'LOG IN' })).toBeEnabled();
});

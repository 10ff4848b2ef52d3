// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { accountTexts } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';

/** The route answers a sentence (its schema, z.string(), is in the server's routes). */
const sentence = {
  parse(content: unknown): string {
    if (typeof content !== 'string') throw new Error('The answer is a sentence.');
    return content;
  },
};

async function askForLink(email: string) {
  const { user } = renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
}

it('posts the address as typed (no check of its own) and says a link is on its way', async () => {
  const asked = sentTo();
  server.use(
    http.post(
      '/api/user/reset-password',
      asked.record(() => answer(sentence, accountTexts.resetSent)),
    ),
  );
  await askForLink('ada@example.com');

  expect(await screen.findByRole('status')).toHaveTextContent(accountTexts.resetSent);
  expect(asked.bodies).toEqual([{ email: 'ada@example.com' }]);
  expect(asked.requests[0]!.headers.get('authorization')).toBeNull();
});

it('a 404 says the user does not exist, whatever the server’s wording', async () => {
  server.use(http.post('/api/user/reset-password', () => refuse(404, 'No account found.')));
  await askForLink('nobody@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.userDoesNotExist);
});

it('an unknown studio is said as the server says it', async () => {
  server.use(http.post('/api/user/reset-password', () => refuse(404, accountTexts.unknownStudio)));
  await askForLink('ada@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.unknownStudio);
});

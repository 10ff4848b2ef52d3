// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { upNextAnswerSchema } from '@jetsweat/contract';
import { paths } from '../../../lib/paths.ts';
import { member, pilatesClass } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, sentTo, server } from '../../../test/server.ts';
import { UpNext } from './up-next.tsx';

const next = { ...pilatesClass, id: 982, title: 'Core Pilates Flow 2' };

it('asks for the next class only once the class has ended, and offers to play it', async () => {
  const asked = sentTo();
  server.use(
    http.get(
      '/api/video/981/up-next',
      asked.record(() =>
        answer(upNextAnswerSchema, {
          video: next,
          programTitle: 'Core in 4 Weeks',
          reason: 'program',
        }),
      ),
    ),
  );
  const { rerender } = renderPage(<UpNext videoId={981} ended={false} />, { signedInAs: member });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();

  rerender(<UpNext videoId={981} ended />);
  expect(await screen.findByRole('heading', { name: 'Next in Core in 4 Weeks' })).toBeVisible();
  expect(asked.requests).toHaveLength(1);
  expect(screen.getByText(/Core Pilates Flow 2/)).toHaveTextContent('· Mia Lund · Pilates Co');
  expect(screen.getByRole('link', { name: 'Play next class' })).toHaveAttribute(
    'href',
    paths.video(982),
  );
});

it('counts down, Cancel autoplay stops it, and Not now then puts the offer away', async () => {
  server.use(
    http.get('/api/video/981/up-next', () =>
      answer(upNextAnswerSchema, { video: next, programTitle: null, reason: 'instructor' }),
    ),
  );
  const { user } = renderPage(<UpNext videoId={981} ended />, { signedInAs: member });
  expect(await screen.findByRole('heading', { name: 'More with Mia Lund' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(
    'The next class plays in 10 seconds unless you cancel.',
  );
  expect(screen.getByTestId('up-next-countdown')).toHaveTextContent(/^Playing in (10|9) s$/);
  await user.click(screen.getByRole('button', { name: 'Cancel autoplay' }));
  expect(screen.queryByTestId('up-next-countdown')).not.toBeInTheDocument();
  expect(screen.getByText('Autoplay cancelled: this class stays on.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('heading', { name: 'More with Mia Lund' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Play next class' })).not.toBeInTheDocument();
});

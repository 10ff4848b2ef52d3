// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import { scheduleTexts, waitlistAnswerSchema } from '@jetsweat/contract';
import { eveningLiveClass, member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { WaitlistButton } from './waitlist-button.tsx';

const full = { ...eveningLiveClass, seatsLeft: 0 };
const waitlistPath = '/api/liveclass/upcoming/12/waitlist';

it('Join waitlist puts the member on the full class’s waitlist', async () => {
  const joined = sentTo();
  server.use(
    http.put(
      waitlistPath,
      joined.record(() =>
        answer(waitlistAnswerSchema, {
          liveClassId: 12,
          waiting: true,
          message: 'On the waitlist',
        }),
      ),
    ),
  );
  const { user } = renderPage(<WaitlistButton liveClass={full} waiting={false} />, {
    signedInAs: member,
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: `${scheduleTexts.joinWaitlist}: Evening Flow` }),
  );
  await vi.waitFor(() => expect(joined.requests.map((r) => r.method)).toEqual(['PUT']));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a member waiting sees so, and Leave waitlist takes them off', async () => {
  const left = sentTo();
  server.use(
    http.delete(
      waitlistPath,
      left.record(() =>
        answer(waitlistAnswerSchema, {
          liveClassId: 12,
          waiting: false,
          message: 'Off the waitlist',
        }),
      ),
    ),
  );
  const { user } = renderPage(<WaitlistButton liveClass={full} waiting />, { signedInAs: member });
  expect(screen.getByRole('status')).toHaveTextContent(scheduleTexts.onWaitlist);
  await user.click(
    screen.getByRole('button', { name: `${scheduleTexts.leaveWaitlist}: Evening Flow` }),
  );
  await vi.waitFor(() => expect(left.requests.map((r) => r.method)).toEqual(['DELETE']));
});

it('says why the waitlist refused', async () => {
  server.use(http.put(waitlistPath, () => refuse(409, 'A seat is free: book it instead.')));
  const { user } = renderPage(<WaitlistButton liveClass={full} waiting={false} />, {
    signedInAs: member,
  });
  await user.click(
    screen.getByRole('button', { name: `${scheduleTexts.joinWaitlist}: Evening Flow` }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('A seat is free: book it instead.');
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import {
  cancelBookingAnswerSchema,
  purchasedAnswerSchema,
  scheduleTexts,
  type LiveBooking,
} from '@jetsweat/contract';
import { eveningLiveClass, member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { CancelBooking } from './cancel-booking.tsx';

const booked = { ...eveningLiveClass, booked: true };
const paidBooking: LiveBooking = {
  liveClassId: 12,
  amount: 1500,
  paidWith: 'card',
  promo: null,
  bookedAt: '2026-12-01T10:00:00.000Z',
};

function bookingRoutes(
  cancelled = () =>
    answer(cancelBookingAnswerSchema, {
      liveClassId: 12,
      refunded: true,
      message: 'Cancelled. $15.00 goes back to your card.',
    }),
) {
  const cancels = sentTo();
  server.use(
    http.get('/api/liveclass/purchased', () =>
      answer(purchasedAnswerSchema, { purchased: [{ ...eveningLiveClass, booking: paidBooking }] }),
    ),
    http.delete('/api/liveclass/purchased/:liveClassId', cancels.record(cancelled)),
  );
  return cancels;
}

it('asks first, saying a paid class is refunded; Keep my booking cancels nothing', async () => {
  const cancels = bookingRoutes();
  const onDone = vi.fn();
  const { user } = renderPage(<CancelBooking liveClass={booked} onDone={onDone} />, {
    signedInAs: member,
  });
  await user.click(screen.getByRole('button', { name: 'Cancel booking: Evening Flow' }));

  const dialog = screen.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle });
  expect(await within(dialog).findByText(scheduleTexts.cancelConfirmPaid)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: scheduleTexts.keepBooking }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cancels.requests).toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();
});

it('the second, explicit choice cancels this class and hands on the server’s answer', async () => {
  const cancels = bookingRoutes();
  const onDone = vi.fn();
  const { user } = renderPage(<CancelBooking liveClass={booked} onDone={onDone} />, {
    signedInAs: member,
  });
  await user.click(screen.getByRole('button', { name: 'Cancel booking: Evening Flow' }));
  await user.click(screen.getByRole('button', { name: scheduleTexts.cancelConfirm }));

  await vi.waitFor(() =>
    expect(onDone).toHaveBeenCalledWith('Cancelled. $15.00 goes back to your card.'),
  );
  expect(cancels.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
    ['DELETE', '/api/liveclass/purchased/12'],
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a refusal stays in the dialog with its reason', async () => {
  bookingRoutes(() =>
    refuse(409, 'This class starts in less than 12 hours: it can no longer be cancelled.'),
  );
  const onDone = vi.fn();
  const { user } = renderPage(<CancelBooking liveClass={booked} onDone={onDone} />, {
    signedInAs: member,
  });
  await user.click(screen.getByRole('button', { name: 'Cancel booking: Evening Flow' }));
  await user.click(screen.getByRole('button', { name: scheduleTexts.cancelConfirm }));

  const dialog = screen.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('can no longer be cancelled');
  expect(onDone).not.toHaveBeenCalled();
});

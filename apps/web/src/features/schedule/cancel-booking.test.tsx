// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  cancelBookingAnswerSchema,
  purchasedAnswerSchema,
  bookingPolicyTexts,
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

/** A class in 5 hours at a studio with a 12-hour window and a $10.00 late-cancel fee. */
const soon = {
  ...booked,
  studioName: 'BK Pilates',
  scheduledDatetime: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  cancelPolicy: { cancelWindowMinutes: 720, lateCancelFeeCents: 1000, noShowFeeCents: 1500 },
};

describe('a studio with a 12-hour window and a $10.00 late-cancel fee', () => {
  it('says the fee before the member confirms, and sends the fee as accepted', async () => {
    const cancels = sentTo();
    const planBooking: LiveBooking = { ...paidBooking, amount: 0, paidWith: 'subscription' };
    server.use(
      http.get('/api/liveclass/purchased', () =>
        answer(purchasedAnswerSchema, { purchased: [{ ...soon, booking: planBooking }] }),
      ),
      http.delete(
        '/api/liveclass/purchased/:liveClassId',
        cancels.record(() =>
          answer(cancelBookingAnswerSchema, {
            liveClassId: 12,
            refunded: false,
            message: bookingPolicyTexts.lateCancelled(1000),
          }),
        ),
      ),
    );
    const onDone = vi.fn();
    const { user } = renderPage(<CancelBooking liveClass={soon} onDone={onDone} />, {
      signedInAs: member,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel booking: Evening Flow' }));
    const dialog = screen.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle });
    expect(
      await within(dialog).findByText(
        'This is less than 12 hours before the class, so it is a late cancel: a $10.00 late-cancel fee is charged to your card on file.',
      ),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: bookingPolicyTexts.lateCancelConfirmButton }),
    );
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(bookingPolicyTexts.lateCancelled(1000)),
    );
    expect(cancels.requests.map((r) => new URL(r.url).search)).toEqual(['?acceptLateFee=true']);
  });

  it('tells a pack booking its credit is kept instead', async () => {
    server.use(
      http.get('/api/liveclass/purchased', () =>
        answer(purchasedAnswerSchema, {
          purchased: [{ ...soon, booking: { ...paidBooking, amount: 0, paidWith: 'pack' } }],
        }),
      ),
    );
    const { user } = renderPage(<CancelBooking liveClass={soon} onDone={vi.fn()} />, {
      signedInAs: member,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel booking: Evening Flow' }));
    expect(
      await screen.findByText(
        /the class's credit is not given back \(the \$10\.00 late-cancel fee\)/,
      ),
    ).toBeVisible();
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { bookingPolicyTexts, scheduleTexts } from '@jetsweat/contract';
import { eveningLiveClass, member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { BookedCancel } from './booked-cancel.tsx';

const policy = { cancelWindowMinutes: 120, lateCancelFeeCents: 0, noShowFeeCents: 0 };
/** The evening class, booked, starting `minutes` from now under a 2-hour window without fees. */
const bookedIn = (minutes: number) => ({
  ...eveningLiveClass,
  booked: true,
  cancelPolicy: policy,
  scheduledDatetime: new Date(Date.now() + minutes * 60_000).toISOString(),
});

it('offers Cancel booking before the window', () => {
  renderPage(<BookedCancel liveClass={bookedIn(24 * 60)} />, { signedInAs: member });
  expect(
    screen.getByRole('button', { name: `${scheduleTexts.cancelBooking}: Evening Flow` }),
  ).toBeVisible();
});

it('inside the window says why in the button’s place', () => {
  const c = bookedIn(60);
  renderPage(<BookedCancel liveClass={c} />, { signedInAs: member });
  expect(screen.queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  expect(screen.getByText(bookingPolicyTexts.cancelClosed(policy, c.studioName))).toBeVisible();
});

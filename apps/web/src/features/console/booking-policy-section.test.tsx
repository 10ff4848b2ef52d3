// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  bookingPolicySchema,
  consoleTexts,
  DEFAULT_CANCEL_POLICY,
  type BookingPolicy,
} from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, refusalBy, sentTo, server } from '../../test/server.ts';
import { BookingPolicySection } from './booking-policy-section.tsx';

const policyPath = '/api/console/studios/3/booking-policy';

/** A stored policy: the default window and no fees unless given. */
const policy = (p: Partial<BookingPolicy>): BookingPolicy => ({
  lateBookingMinutes: null,
  ...DEFAULT_CANCEL_POLICY,
  ...p,
});

/** The studio's policy as stored; a PUT is checked by the contract's schema and then kept. */
function studioPolicy(stored: BookingPolicy) {
  const saved = sentTo();
  server.use(
    http.get(policyPath, () => answer(bookingPolicySchema, stored)),
    http.put(
      policyPath,
      saved.record(
        (body) =>
          refusalBy(bookingPolicySchema, body) ??
          answer(bookingPolicySchema, body as BookingPolicy),
      ),
    ),
  );
  return saved;
}

it('shows the stored policy and saves the closing time chosen', async () => {
  const saved = studioPolicy(policy({ lateBookingMinutes: null }));
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  const closes = await screen.findByRole('combobox', { name: 'Booking closes' });
  expect(closes).toHaveDisplayValue(/^Until the class ends/);

  await user.selectOptions(closes, '15 minutes after the class starts');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));

  expect(await screen.findByRole('status')).toHaveTextContent(consoleTexts.bookingPolicySaved);
  expect(saved.bodies).toEqual([policy({ lateBookingMinutes: 15 })]);
});

it('sends null for booking open until the class ends', async () => {
  const saved = studioPolicy(policy({ lateBookingMinutes: 0 }));
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  const closes = await screen.findByRole('combobox', { name: 'Booking closes' });
  expect(closes).toHaveDisplayValue('When the class starts');

  await user.selectOptions(closes, 'end');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));
  await screen.findByRole('status');
  expect(saved.bodies).toEqual([policy({ lateBookingMinutes: null })]);
});

it('keeps a value set outside the console, and shows a refusal instead of the saved note', async () => {
  server.use(
    http.get(policyPath, () => answer(bookingPolicySchema, policy({ lateBookingMinutes: 90 }))),
    http.put(policyPath, () => refuse(403, 'Only the studio’s admins may change its policy.')),
  );
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  expect(await screen.findByRole('combobox', { name: 'Booking closes' })).toHaveDisplayValue(
    '90 minutes after the class starts',
  );
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only the studio’s admins may change its policy.',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says why the policy could not be loaded, with no form', async () => {
  server.use(http.get(policyPath, () => refuse(404, 'There is no such studio.')));
  renderPage(<BookingPolicySection studioId={3} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such studio.');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('saves the cancellation window and the fees in cents, and refuses a fee under the least', async () => {
  const saved = studioPolicy(policy({ lateBookingMinutes: 15 }));
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  const window = await screen.findByRole('combobox', { name: 'Cancelling closes' });
  expect(window).toHaveDisplayValue('2 hours before the class (the default)');
  await user.selectOptions(window, '720');
  const lateFee = screen.getByRole('textbox', { name: /Late-cancel fee/ });
  await user.type(lateFee, '0.2');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A fee is 0 (none) or from $0.50');
  expect(saved.bodies).toEqual([]);

  await user.clear(lateFee);
  await user.type(lateFee, '10');
  await user.type(screen.getByRole('textbox', { name: /No-show fee/ }), '15.50');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));
  expect(await screen.findByRole('status')).toHaveTextContent(consoleTexts.bookingPolicySaved);
  expect(saved.bodies).toEqual([
    {
      lateBookingMinutes: 15,
      cancelWindowMinutes: 720,
      lateCancelFeeCents: 1000,
      noShowFeeCents: 1550,
    },
  ]);
});

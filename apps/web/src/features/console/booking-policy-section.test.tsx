// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { bookingPolicySchema, consoleTexts, type BookingPolicy } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, refusalBy, sentTo, server } from '../../test/server.ts';
import { BookingPolicySection } from './booking-policy-section.tsx';

const policyPath = '/api/console/studios/3/booking-policy';

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
  const saved = studioPolicy({ lateBookingMinutes: null });
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  const closes = await screen.findByRole('combobox', { name: 'Booking closes' });
  expect(closes).toHaveDisplayValue(/^Until the class ends/);

  await user.selectOptions(closes, '15 minutes after the class starts');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));

  expect(await screen.findByRole('status')).toHaveTextContent(consoleTexts.bookingPolicySaved);
  expect(saved.bodies).toEqual([{ lateBookingMinutes: 15 }]);
});

it('sends null for booking open until the class ends', async () => {
  const saved = studioPolicy({ lateBookingMinutes: 0 });
  const { user } = renderPage(<BookingPolicySection studioId={3} />);
  const closes = await screen.findByRole('combobox', { name: 'Booking closes' });
  expect(closes).toHaveDisplayValue('When the class starts');

  await user.selectOptions(closes, 'end');
  await user.click(screen.getByRole('button', { name: 'Save booking policy' }));
  await screen.findByRole('status');
  expect(saved.bodies).toEqual([{ lateBookingMinutes: null }]);
});

it('keeps a value set outside the console, and shows a refusal instead of the saved note', async () => {
  server.use(
    http.get(policyPath, () => answer(bookingPolicySchema, { lateBookingMinutes: 90 })),
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

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  payoutLineNames,
  payoutOnboardingSchema,
  payoutStateNames,
  payoutTexts,
  studioPayoutsSchema,
  type StudioPayout,
  type StudioPayouts,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, sentTo, server } from '../../../test/server.ts';
import { PayoutsSection } from './payouts-section.tsx';

const path = '/api/console/studios/3/payouts';

const october: StudioPayout = {
  id: 11,
  month: '2026-10',
  amountCents: 41_234,
  state: 'paid',
  transferId: 'tr_123',
  paidAt: '2026-11-01T06:00:05.000Z',
  lines: [
    { kind: 'subscription', cents: 20_000, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'daypass', cents: 3_000, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'liveclass', cents: 4_000, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'pack', cents: 10_000, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'refund', cents: -2_000, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'network_fee', cents: -5_250, minutes: null, totalMinutes: null, poolCents: null },
    { kind: 'plan_share', cents: 11_484, minutes: 1_200, totalMinutes: 5_000, poolCents: 47_850 },
  ],
};

function payouts(data: StudioPayouts) {
  const onboarding = sentTo();
  server.use(
    http.get(path, () => answer(studioPayoutsSchema, data)),
    http.post(
      `${path}/onboarding`,
      onboarding.record(() =>
        answer(payoutOnboardingSchema, { url: '/api/sandbox/connect/onboarding/link_abc' }),
      ),
    ),
  );
  return onboarding;
}

it('shows each month’s payout, its state and the lines behind it, with the CSV', async () => {
  payouts({
    account: { state: 'enabled', gatewayAccountId: 'acct_1' },
    gateway: 'sandbox',
    payouts: [october],
  });
  renderPage(<PayoutsSection studioId={3} go={() => {}} />);
  const month = await screen.findByRole('article', { name: 'Payout for October 2026' });
  expect(within(month).getByRole('heading', { level: 3 })).toHaveTextContent(
    'October 2026: $412.34',
  );
  expect(month).toHaveTextContent(`${payoutStateNames.paid} on Nov 1, 2026`);
  const lines = within(month).getByRole('table', { name: 'Lines behind October 2026' });
  const rows = within(lines).getAllByRole('row');
  // The header, seven lines and the payout.
  expect(rows).toHaveLength(9);
  expect(rows[1]).toHaveTextContent(`${payoutLineNames.subscription}$200.00`);
  expect(rows[5]).toHaveTextContent(`${payoutLineNames.refund}-$20.00`);
  expect(rows[6]).toHaveTextContent(`${payoutLineNames.network_fee}-$52.50`);
  expect(rows[7]).toHaveTextContent('1,200 min of 5,000 min across studios, of a $478.50 pool');
  expect(rows[8]).toHaveTextContent('Payout$412.34');
  expect(screen.getByText(payoutTexts.accountEnabled)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: payoutTexts.connect })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: payoutTexts.download })).toBeInTheDocument();
});

it('sends the admin to the gateway’s onboarding page when there is no account yet', async () => {
  const onboarding = payouts({ account: null, gateway: 'sandbox', payouts: [] });
  const opened: string[] = [];
  const { user } = renderPage(<PayoutsSection studioId={3} go={(url) => opened.push(url)} />);
  expect(await screen.findByText(payoutTexts.noAccount)).toBeInTheDocument();
  expect(screen.getByText(payoutTexts.noPayouts)).toBeInTheDocument();
  expect(screen.getByText(payoutTexts.sandboxNote)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: payoutTexts.connect }));
  await expect.poll(() => opened).toEqual(['/api/sandbox/connect/onboarding/link_abc']);
  expect(onboarding.requests).toHaveLength(1);
});

it('offers to continue a set-up begun, and shows a held month', async () => {
  payouts({
    account: { state: 'onboarding', gatewayAccountId: 'acct_1' },
    gateway: 'stripe',
    payouts: [{ ...october, state: 'held_no_account', transferId: null, paidAt: null }],
  });
  renderPage(<PayoutsSection studioId={3} go={() => {}} />);
  expect(await screen.findByText(payoutTexts.accountOnboarding)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: payoutTexts.continueSetup })).toBeInTheDocument();
  expect(screen.queryByText(payoutTexts.sandboxNote)).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Payout for October 2026' })).toHaveTextContent(
    payoutStateNames.held_no_account,
  );
});

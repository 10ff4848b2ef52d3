// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  couponRedemptionsSchema,
  couponUpdateSchema,
  moneyTexts,
  studioCouponSchema,
  studioCouponsSchema,
  type StudioCoupon,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../../test/server.ts';
import { CouponsSection } from './coupons-section.tsx';

const spring: StudioCoupon = studioCouponSchema.parse({
  id: 77,
  code: 'SPRING25',
  description: 'Spring offer',
  percentOff: 25,
  amountOffCents: null,
  duration: 'once',
  durationInMonths: null,
  appliesTo: ['subscription'],
  redeemBy: null,
  maxRedemptions: 100,
  timesRedeemed: 3,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const couponsPath = '/api/console/studios/3/coupons';

/** The studio's coupons as the server keeps them; a PATCH is checked, applied and read back. */
function studioCoupons() {
  let stored = spring;
  const changes = sentTo();
  server.use(
    http.get(couponsPath, () => answer(studioCouponsSchema, { coupons: [stored] })),
    http.patch(
      `${couponsPath}/:couponId`,
      changes.record((body) => {
        const refused = refusalBy(couponUpdateSchema, body);
        if (refused) return refused;
        stored = { ...stored, ...(body as Partial<StudioCoupon>) };
        return answer(studioCouponSchema, stored);
      }),
    ),
    http.get(`${couponsPath}/77/redemptions`, () =>
      answer(couponRedemptionsSchema, {
        redemptions: [
          {
            id: 1,
            memberName: 'Ada Moss',
            purpose: 'daypass',
            redeemedAt: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    ),
  );
  return changes;
}

const couponCard = () => screen.findByRole('listitem', { name: 'Coupon SPRING25' });

it('lists the coupon’s terms, and Switch off sends just that and shows it read back', async () => {
  const changes = studioCoupons();
  const { user } = renderPage(<CouponsSection studioId={3} />);
  const card = await couponCard();
  expect(card).toHaveTextContent('25% off: Spring offer. Used 3 of 100 times; no expiry; active.');

  await user.click(within(card).getByRole('button', { name: 'Switch off' }));
  expect(await within(card).findByRole('button', { name: 'Switch on' })).toBeVisible();
  expect(within(card).getByRole('status')).toHaveTextContent(moneyTexts.couponSaved);
  expect(card).toHaveTextContent('switched off.');
  expect(changes.bodies).toEqual([{ active: false }]);
});

it('an empty limit sends null (no limit); a bad one is refused under its field', async () => {
  const changes = studioCoupons();
  const { user } = renderPage(<CouponsSection studioId={3} />);
  const card = await couponCard();
  const limit = within(card).getByLabelText('Most redemptions');

  await user.clear(limit);
  await user.type(limit, '0');
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('The limit must be at least 1.');
  expect(limit).toHaveAccessibleDescription('The limit must be at least 1.');

  await user.clear(limit);
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByText(/Used 3 times; no expiry/)).toBeVisible();
  expect(changes.bodies).toEqual([{ maxRedemptions: 0 }, { maxRedemptions: null }]);
});

it('shows who used the coupon when asked', async () => {
  studioCoupons();
  const { user } = renderPage(<CouponsSection studioId={3} />);
  const card = await couponCard();
  await user.click(within(card).getByRole('button', { name: 'Show redemptions' }));
  const used = await within(card).findByRole('list', { name: 'Redemptions' });
  expect(used).toHaveTextContent(/^Ada MossDay pass, /);
});

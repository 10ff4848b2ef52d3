// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { couponCreatedSchema, couponCreateSchema, moneyTexts } from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../../test/server.ts';
import { CouponForm } from './coupon-form.tsx';

/** POST …/coupons checked by the contract's schema, as the server checks it. */
function couponsRoute() {
  const created = sentTo();
  server.use(
    http.post(
      '/api/console/studios/3/coupons',
      created.record(
        (body) => refusalBy(couponCreateSchema, body) ?? answer(couponCreatedSchema, { id: 77 }),
      ),
    ),
  );
  return created;
}

it('sends dollars off as cents, for some months, on plans and day passes, then starts afresh', async () => {
  const created = couponsRoute();
  const { user } = renderPage(<CouponForm studioId={3} />);
  await user.type(screen.getByLabelText('Code'), ' SPRING25 ');
  await user.type(screen.getByLabelText('Description'), 'Spring offer');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'Dollars off');
  await user.type(screen.getByLabelText('Dollars off'), '12.50');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'On subscriptions, it discounts' }),
    'Some months',
  );
  await user.type(screen.getByLabelText('Months'), '3');
  await user.click(screen.getByRole('checkbox', { name: 'Plans' }));
  await user.type(screen.getByLabelText('Most redemptions (optional)'), '100');
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    `${moneyTexts.couponCreated} (SPRING25)`,
  );
  expect(created.bodies).toEqual([
    {
      code: 'SPRING25',
      description: 'Spring offer',
      percentOff: null,
      amountOffCents: 1250,
      duration: 'repeating',
      durationInMonths: 3,
      appliesTo: ['subscription', 'daypass'],
      redeemBy: null,
      maxRedemptions: 100,
    },
  ]);
  expect(screen.getByLabelText('Code')).toHaveValue('');
});

it('shows the server’s refusal under the field it names, and keeps what was typed', async () => {
  couponsRoute();
  const { user } = renderPage(<CouponForm studioId={3} />);
  await user.type(screen.getByLabelText('Code'), 'HALF');
  await user.type(screen.getByLabelText('Percentage off'), '150');
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));

  const percentage = screen.getByLabelText('Percentage off');
  expect(await screen.findByRole('alert')).toHaveTextContent('The percentage may be at most 100.');
  expect(percentage).toHaveAccessibleDescription('The percentage may be at most 100.');
  expect(percentage).toHaveValue('150');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('a coupon for nothing is refused at the purchases it is for', async () => {
  couponsRoute();
  const { user } = renderPage(<CouponForm studioId={3} />);
  await user.type(screen.getByLabelText('Code'), 'NOTHING');
  await user.type(screen.getByLabelText('Percentage off'), '10');
  await user.click(screen.getByRole('checkbox', { name: 'Day passes' }));
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));

  const group = screen.getByRole('group', { name: 'For' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose what the coupon is for.');
  expect(group).toContainElement(screen.getByRole('alert'));
});

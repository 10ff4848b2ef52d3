// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  moneyTexts,
  priceUpdateSchema,
  studioPriceSchema,
  studioPricesSchema,
  type StudioPrice,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../../test/server.ts';
import { PricesSection } from './prices-section.tsx';

const monthly: StudioPrice = {
  packageId: 'pilates-co_monthly',
  kind: 'subscription',
  title: 'Monthly plan',
  priceCents: 2999,
  currency: 'usd',
};
const daypass: StudioPrice = {
  ...monthly,
  packageId: 'pilates-co_daypass',
  kind: 'daypass',
  title: 'Day pass',
  priceCents: 1200,
};

/** The studio's prices; a PUT is checked by the contract's schema, as the server checks it. */
function pricesRoute() {
  const saved = sentTo();
  server.use(
    http.get('/api/console/studios/3/prices', () =>
      answer(studioPricesSchema, { prices: [monthly, daypass] }),
    ),
    http.put(
      '/api/console/studios/3/prices/:packageId',
      saved.record(
        (body) =>
          refusalBy(priceUpdateSchema, body) ??
          answer(studioPriceSchema, {
            ...monthly,
            priceCents: (body as { priceCents: number }).priceCents,
          }),
      ),
    ),
  );
  return saved;
}

it('lists each package’s price in dollars and saves a new one as cents, for that package', async () => {
  const saved = pricesRoute();
  const { user } = renderPage(<PricesSection studioId={3} />);
  const price = await screen.findByLabelText('Monthly plan (USD)');
  expect(price).toHaveValue('29.99');
  expect(screen.getByLabelText('Day pass (USD)')).toHaveValue('12.00');

  await user.clear(price);
  await user.type(price, '34.5');
  const form = screen.getByRole('form', { name: 'Monthly plan price' });
  await user.click(within(form).getByRole('button', { name: 'Save price' }));

  expect(await within(form).findByRole('status')).toHaveTextContent(moneyTexts.priceSaved);
  expect(saved.bodies).toEqual([{ priceCents: 3450 }]);
  expect(new URL(saved.requests[0]!.url).pathname).toBe(
    '/api/console/studios/3/prices/pilates-co_monthly',
  );
});

it('a price that is not a number is refused under its field, the other package untouched', async () => {
  pricesRoute();
  const { user } = renderPage(<PricesSection studioId={3} />);
  const price = await screen.findByLabelText('Day pass (USD)');
  await user.clear(price);
  await user.type(price, 'twelve');
  const form = screen.getByRole('form', { name: 'Day pass price' });
  await user.click(within(form).getByRole('button', { name: 'Save price' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'The price (cents) must be a number.',
  );
  expect(price).toHaveAccessibleDescription('The price (cents) must be a number.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

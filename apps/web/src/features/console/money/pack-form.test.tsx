// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  consolePacksTexts,
  packSavedSchema,
  packFieldsSchema,
  packTexts,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../../test/server.ts';
import { PackForm } from './pack-form.tsx';

/** POST …/packs checked by the contract's schema, as the server checks it. */
function packsRoute(reply?: () => Response) {
  const created = sentTo();
  server.use(
    http.post(
      '/api/console/studios/3/packs',
      created.record((body) => {
        packFieldsSchema.parse(body);
        return reply ? reply() : answer(packSavedSchema, { id: 12 }, 201);
      }),
    ),
  );
  return created;
}

it('sends dollars as cents and whole numbers, then starts afresh', async () => {
  const created = packsRoute();
  const { user } = renderPage(<PackForm studioId={3} />);
  await user.type(screen.getByLabelText('Name'), ' Ten classes ');
  await user.type(screen.getByLabelText('Classes'), '10');
  await user.type(screen.getByLabelText('Price (USD)'), '120.50');
  await user.type(screen.getByLabelText('Valid for (days)'), '90');
  await user.click(screen.getByRole('checkbox', { name: consolePacksTexts.introLabel }));
  await user.click(screen.getByRole('button', { name: consolePacksTexts.addPack }));

  expect(await screen.findByRole('status')).toHaveTextContent(consolePacksTexts.saved);
  expect(created.bodies).toEqual([
    {
      name: 'Ten classes',
      credits: 10,
      priceCents: 12050,
      validDays: 90,
      intro: true,
      onSale: true,
    },
  ]);
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: consolePacksTexts.introLabel })).not.toBeChecked();
});

it('warns under each field with the contract’s texts and sends nothing', async () => {
  const created = packsRoute();
  const { user } = renderPage(<PackForm studioId={3} />);
  await user.type(screen.getByLabelText('Classes'), '0');
  await user.type(screen.getByLabelText('Price (USD)'), '12.345');
  await user.type(screen.getByLabelText('Valid for (days)'), 'soon');
  await user.click(screen.getByRole('button', { name: consolePacksTexts.addPack }));

  expect(await screen.findByText(packTexts.nameRequired)).toBeInTheDocument();
  expect(screen.getByLabelText('Classes')).toHaveAccessibleDescription(packTexts.creditsRange);
  expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription(packTexts.priceRange);
  expect(screen.getByLabelText('Valid for (days)')).toHaveAccessibleDescription(
    packTexts.validRange,
  );
  expect(created.bodies).toEqual([]);
});

it('shows the server’s refusal under the field it names, and keeps what was typed', async () => {
  packsRoute(() => refuse(400, packTexts.priceRange, { field: 'priceCents' }));
  const { user } = renderPage(<PackForm studioId={3} />);
  await user.type(screen.getByLabelText('Name'), 'Five');
  await user.type(screen.getByLabelText('Classes'), '5');
  await user.type(screen.getByLabelText('Price (USD)'), '60');
  await user.type(screen.getByLabelText('Valid for (days)'), '30');
  await user.click(screen.getByRole('button', { name: consolePacksTexts.addPack }));

  const price = screen.getByLabelText('Price (USD)');
  expect(await screen.findByRole('alert')).toHaveTextContent(packTexts.priceRange);
  expect(price).toHaveAccessibleDescription(packTexts.priceRange);
  expect(price).toHaveValue('60');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  classPackSchema,
  consolePacksSchema,
  consolePacksTexts,
  packSalesSchema,
  packSavedSchema,
  packTexts,
  packUpdateSchema,
  type ClassPack,
  type PackSale,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../../test/server.ts';
import { PacksSection } from './packs-section.tsx';

const five: ClassPack = classPackSchema.parse({
  id: 21,
  studioId: 3,
  name: 'Five classes',
  credits: 5,
  priceCents: 6000,
  validDays: 60,
  intro: false,
  onSale: true,
});
const intro: ClassPack = {
  ...five,
  id: 22,
  name: 'Intro week',
  credits: 3,
  priceCents: 2500,
  validDays: 14,
  intro: true,
};
const packsPath = '/api/console/studios/3/packs';
const salePath = '/api/console/studios/3/pack-sales';

const sale = (id: number, changes: Partial<PackSale> = {}): PackSale => ({
  id,
  packId: 21,
  packName: 'Five classes',
  memberName: `Buyer ${id}`,
  intro: false,
  status: 'paid',
  amountCents: 6000,
  creditsTotal: 5,
  creditsLeft: 3,
  paidAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2027-01-19T15:00:00.000Z',
  refundCents: null,
  creditsVoided: null,
  ...changes,
});

/** The studio's packs as the server keeps them (a PATCH checked, applied, read back), and sales. */
function studioPacks(sales: PackSale[] = [], total = sales.length) {
  let stored = [five, intro];
  const changes = sentTo();
  const pages: string[] = [];
  server.use(
    http.get(packsPath, () => answer(consolePacksSchema, { packs: stored })),
    http.patch(
      `${packsPath}/:packId`,
      changes.record((body) => {
        const refused = refusalBy(packUpdateSchema, body);
        if (refused) return refused;
        stored = stored.map((p) => (p.id === 21 ? { ...p, ...(body as Partial<ClassPack>) } : p));
        return answer(packSavedSchema, { id: 21 });
      }),
    ),
    http.get(salePath, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      return answer(packSalesSchema, {
        sales: page === 1 ? sales : [sale(99, { memberName: 'Oldest buyer' })],
        total,
        page,
        pageSize: 50,
      });
    }),
  );
  return { changes, pages };
}

it('lists the packs with price, classes, validity, the intro badge and whether on sale', async () => {
  studioPacks();
  renderPage(<PacksSection studioId={3} />);
  const first = await screen.findByRole('listitem', { name: 'Pack Five classes' });
  expect(first).toHaveTextContent('$60.00 for 5 classes.');
  expect(first).toHaveTextContent(packTexts.validFor(60));
  expect(first).toHaveTextContent(consolePacksTexts.onSaleLabel);
  expect(within(first).queryByText(packTexts.introBadge)).not.toBeInTheDocument();
  const second = screen.getByRole('listitem', { name: 'Pack Intro week' });
  expect(within(second).getByText(packTexts.introBadge)).toBeInTheDocument();
  expect(second).toHaveTextContent('$25.00 for 3 classes.');
  expect(await screen.findByText(consolePacksTexts.noSales)).toBeInTheDocument();
});

it('edits a pack in place: its values filled in, the change sent, the list read again', async () => {
  const { changes } = studioPacks();
  const { user } = renderPage(<PacksSection studioId={3} />);
  const row = await screen.findByRole('listitem', { name: 'Pack Five classes' });
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const form = within(row).getByRole('form', { name: 'Edit Five classes' });
  expect(within(form).getByLabelText('Price (USD)')).toHaveValue('60.00');
  const credits = within(form).getByLabelText('Classes');
  await user.clear(credits);
  await user.type(credits, '8');
  await user.click(within(form).getByRole('checkbox', { name: consolePacksTexts.onSaleLabel }));
  await user.click(within(form).getByRole('button', { name: consolePacksTexts.save }));

  expect(changes.bodies).toEqual([
    {
      name: 'Five classes',
      credits: 8,
      priceCents: 6000,
      validDays: 60,
      intro: false,
      onSale: false,
    },
  ]);
  const changed = await screen.findByRole('listitem', { name: 'Pack Five classes' });
  expect(await within(changed).findByText(/8 classes/)).toBeInTheDocument();
  expect(changed).toHaveTextContent(consolePacksTexts.offSale);
});

it('shows the pack sales newest first with buyer, amount, credits left, intro and refunds, a page at a time', async () => {
  const { pages } = studioPacks(
    [
      sale(3, { memberName: 'Ada Byrne', intro: true, packName: 'Intro week', amountCents: 2500 }),
      sale(2, {
        memberName: 'Bo Lane',
        status: 'refunded',
        creditsLeft: 0,
        refundCents: 3600,
        creditsVoided: 3,
      }),
    ],
    51,
  );
  const { user } = renderPage(<PacksSection studioId={3} />);
  const table = await screen.findByRole('table', { name: consolePacksTexts.salesTitle });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Ada Byrne');
  expect(rows[0]).toHaveTextContent(packTexts.introBadge);
  expect(rows[0]).toHaveTextContent('$25.00');
  expect(rows[0]).toHaveTextContent('3 of 5');
  expect(rows[1]).toHaveTextContent('Bo Lane');
  expect(rows[1]).toHaveTextContent(consolePacksTexts.refundedOf('$36.00', 3));
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: consolePacksTexts.previous })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: consolePacksTexts.next }));
  expect(await screen.findByText('Oldest buyer')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});

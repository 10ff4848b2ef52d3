// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import {
  consolePacksTexts,
  packRefundSchema,
  packSalesSchema,
  type PackSale,
} from '@jetsweat/contract';
import { renderPage } from '../../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../../test/server.ts';
import { PackSales } from './pack-sales.tsx';

const salesPath = '/api/console/studios/3/pack-sales';

const paid: PackSale = {
  id: 7,
  packId: 21,
  packName: 'Five classes',
  memberName: 'Ada Byrne',
  intro: false,
  status: 'paid',
  amountCents: 6000,
  creditsTotal: 5,
  creditsLeft: 3,
  paidAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2027-01-19T15:00:00.000Z',
  refundCents: null,
  creditsVoided: null,
};

/** The studio's one sale, refunded by the first POST (the server's rule: $36.00 of $60.00). */
function oneSale(refused?: { status: number; message: string }) {
  let sale = paid;
  const refunds = sentTo();
  server.use(
    http.get(salesPath, () =>
      answer(packSalesSchema, { sales: [sale], total: 1, page: 1, pageSize: 50 }),
    ),
    http.post(
      `${salesPath}/7/refund`,
      refunds.record(() => {
        if (refused) return refuse(refused.status, refused.message);
        sale = { ...sale, status: 'refunded', creditsLeft: 0, refundCents: 3600, creditsVoided: 3 };
        return answer(packRefundSchema, {
          id: 7,
          refundCents: 3600,
          creditsVoided: 3,
          state: 'refunded',
        });
      }),
    ),
  );
  return refunds;
}

afterEach(() => vi.unstubAllGlobals());

/** The browser's question, answered `yes` (happy-dom has none of its own). */
function answering(yes: boolean) {
  const confirm = vi.fn(() => yes);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

it('refunds a sale after asking with its amount, says so, and shows it refunded', async () => {
  const refunds = oneSale();
  const confirm = answering(true);
  const { user } = renderPage(<PackSales studioId={3} />);
  const table = await screen.findByRole('table', { name: consolePacksTexts.salesTitle });
  await user.click(within(table).getByRole('button', { name: /Refund Five classes, Ada Byrne/ }));
  expect(confirm).toHaveBeenCalledWith(
    consolePacksTexts.refundQuestion('Ada Byrne', '$36.00', '3 classes'),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    consolePacksTexts.refundDone('$36.00'),
  );
  expect(refunds.bodies).toHaveLength(1);
  expect(
    await within(table).findByText(consolePacksTexts.refundedOf('$36.00', 3)),
  ).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
});

it('sends nothing when the question is declined, and shows a refusal under the title', async () => {
  const refunds = oneSale({ status: 409, message: consolePacksTexts.nothingLeftToRefund });
  const confirm = answering(false);
  const { user } = renderPage(<PackSales studioId={3} />);
  const button = await screen.findByRole('button', { name: /Refund Five classes/ });
  await user.click(button);
  expect(refunds.bodies).toHaveLength(0);
  confirm.mockReturnValue(true);
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(consolePacksTexts.nothingLeftToRefund);
  expect(refunds.bodies).toHaveLength(1);
});

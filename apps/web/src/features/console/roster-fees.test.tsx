// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { bookingPolicyTexts, waiveFeeAnswerSchema, type RosterFee } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, sentTo, server } from '../../test/server.ts';
import { RosterFees } from './roster-fees.tsx';

const failed: RosterFee = {
  id: 7,
  userId: 41,
  name: 'Ada Zeller',
  kind: 'late_cancel',
  settledBy: 'card',
  amountCents: 1000,
  status: 'failed',
  failure: 'Your card was declined.',
};
const packKept: RosterFee = {
  ...failed,
  id: 8,
  userId: 42,
  name: 'Bea Abbott',
  kind: 'no_show',
  settledBy: 'pack',
  amountCents: 0,
  status: 'waived',
  failure: null,
};

it("lists each fee with its state and the bank's words, and waives one when staff press Waive", async () => {
  const waived = sentTo();
  server.use(
    http.post(
      '/api/console/studios/402/classes/9/fees/7/waive',
      waived.record(() =>
        answer(waiveFeeAnswerSchema, {
          fee: { ...failed, status: 'waived', failure: null },
          message: bookingPolicyTexts.feeWaived,
        }),
      ),
    ),
  );
  const { user } = renderPage(
    <RosterFees studioId={402} classId={9} fees={[failed, packKept]} canWaive />,
  );
  const list = screen.getByRole('list', { name: 'Fees' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Ada Zeller: Late cancel, $10.00');
  expect(first).toHaveTextContent('charge failed (Your card was declined.)');
  expect(second).toHaveTextContent('Bea Abbott: No-show, pack credit kept');
  // A waived fee has nothing more to waive.
  expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Waive: Late cancel of Ada Zeller' }));
  expect(await screen.findByRole('status')).toHaveTextContent(bookingPolicyTexts.feeWaived);
  expect(waived.requests).toHaveLength(1);
});

it('offers no Waive to an instructor, who only reads the roster', () => {
  renderPage(<RosterFees studioId={402} classId={9} fees={[failed]} canWaive={false} />);
  expect(screen.getByRole('list', { name: 'Fees' })).toHaveTextContent('charge failed');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

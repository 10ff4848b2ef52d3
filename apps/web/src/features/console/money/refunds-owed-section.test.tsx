import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDollars, moneyTexts, refundReasonNames, type OwedRefund } from '@jetsweat/contract';
import { RefundsOwedList } from './refunds-owed-section.tsx';

const owed = (changes: Partial<OwedRefund> = {}): OwedRefund => ({
  classId: 7,
  classTitle: 'Reformer Flow',
  classStartsAtIso: '2026-11-23T02:30:00Z',
  memberName: 'Dana Reyes',
  memberEmail: 'dana@example.com',
  amountCents: 2000,
  reason: 'cancelled',
  claimedAtIso: '2026-11-20T15:00:00Z',
  attempts: 3,
  lastError: 'the gateway is down',
  ...changes,
});

describe('the console’s refunds still owed', () => {
  it('lists each refund with its member, class, amount, reason, tries and last answer, and the total', () => {
    const html = renderToString(
      <RefundsOwedList
        owed={{
          refunds: [owed(), owed({ memberName: 'Sam Lee', amountCents: 1500, reason: 'full' })],
          totalCents: 3500,
        }}
      />,
    );
    expect(html).toContain(`aria-label="${moneyTexts.refundsOwedTitle}"`);
    expect(html).toContain(`2 refunds owed, ${formatDollars(3500)} in all.`);
    for (const text of [
      'Dana Reyes',
      'dana@example.com',
      'Reformer Flow',
      'Sunday, November 22 at 9:30 PM ET',
      formatDollars(2000),
      refundReasonNames.cancelled,
      'the gateway is down',
      'Sam Lee',
      formatDollars(1500),
      refundReasonNames.full,
    ])
      expect(html).toContain(text);
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('says plainly when nothing is owed', () => {
    const html = renderToString(<RefundsOwedList owed={{ refunds: [], totalCents: 0 }} />);
    expect(html).toBe(`<p>${moneyTexts.noRefundsOwed}</p>`);
  });
});

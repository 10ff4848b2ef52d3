import {
  billingTexts,
  type DayPassEntry,
  type DayPassesAnswer,
  type Receipt,
  type ReceiptsAnswer,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { purchasesStore, type DayPassEntryRow, type ReceiptRow } from './purchases-store.ts';

/** 'JS-000042': the payment's ledger id, as printed on its receipt. */
export const receiptNumber = (id: number) => `JS-${String(id).padStart(6, '0')}`;

function receiptView(row: ReceiptRow): Receipt {
  const studio = row.studio_name ?? 'JetSweat';
  const description =
    row.purpose === 'daypass' ? `${studio} day pass` : `${studio} ${row.package_title}`;
  return {
    id: row.id,
    number: receiptNumber(row.id),
    paidAt: new Date(row.paid_at).toISOString(),
    kind: row.purpose,
    description,
    passDate: row.pass_date,
    amountCents: row.amount_cents,
  };
}

const dayPassView = (row: DayPassEntryRow): DayPassEntry => ({
  id: row.id,
  passDate: row.pass_date,
  studio:
    row.studio_name && row.studio_short_name
      ? { name: row.studio_name, shortName: row.studio_short_name }
      : null,
  amountCents: row.amount_cents,
});

/** What a member has paid for: receipts for their succeeded payments, and their day passes. */
export function createPurchases(db: Database) {
  return {
    async receipts(userId: number): Promise<ReceiptsAnswer> {
      return { receipts: (await purchasesStore.receipts(db, userId)).map(receiptView) };
    },
    /** Another member's receipt is as unknown as one that does not exist. */
    async receipt(userId: number, paymentId: number): Promise<Receipt> {
      const row = await purchasesStore.receipt(db, userId, paymentId);
      if (!row) throw notFound(billingTexts.noSuchReceipt);
      return receiptView(row);
    },
    async dayPasses(userId: number): Promise<DayPassesAnswer> {
      return { dayPasses: (await purchasesStore.dayPasses(db, userId)).map(dayPassView) };
    },
  };
}

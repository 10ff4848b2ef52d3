import {
  billingTexts,
  easternShortDate,
  isLedgerReceiptKey,
  type DayPassEntry,
  type DayPassesAnswer,
  type Receipt,
  type ReceiptsAnswer,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/errors.ts';
import {
  receiptsStore,
  type DayPassEntryRow,
  type LiveClassReceiptRow,
  type ReceiptRow,
} from './receipts-store.ts';

/** 'JS-000042': the payment's ledger id, as printed on its receipt. */
export const receiptNumber = (id: number) => `JS-${String(id).padStart(6, '0')}`;

function receiptView(row: ReceiptRow): Receipt {
  const studio = row.studio_name ?? 'JetSweat';
  const description =
    row.purpose === 'daypass' ? `${studio} day pass` : `${studio} ${row.package_title}`;
  return {
    id: String(row.id),
    number: receiptNumber(row.id),
    paidAt: new Date(row.paid_at).toISOString(),
    kind: row.purpose,
    description,
    passDate: row.pass_date,
    amountCents: row.amount_cents,
    refunded: false,
  };
}

/** A live class's card payment: its number is the payment's own reference, as the bank sees it. */
const liveClassReceiptView = (row: LiveClassReceiptRow): Receipt => ({
  id: row.intent_id,
  number: row.intent_id,
  paidAt: new Date(row.paid_at).toISOString(),
  kind: 'liveclass',
  description: `${row.studio_name} live class: ${row.class_title}, ${easternShortDate(row.scheduled_at)}`,
  passDate: null,
  amountCents: row.amount_cents,
  refunded: row.refunded,
});

const latestFirst = (a: Receipt, b: Receipt) => b.paidAt.localeCompare(a.paidAt);

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
export function createReceipts(db: Database) {
  return {
    async receipts(userId: number): Promise<ReceiptsAnswer> {
      const [ledger, live] = await Promise.all([
        receiptsStore.receipts(db, userId),
        receiptsStore.liveClassReceipts(db, userId),
      ]);
      const receipts = [...ledger.map(receiptView), ...live.map(liveClassReceiptView)];
      return { receipts: receipts.sort(latestFirst) };
    },
    /** Another member's receipt is as unknown as one that does not exist. */
    async receipt(userId: number, key: string): Promise<Receipt> {
      const receipt = isLedgerReceiptKey(key)
        ? await receiptsStore.receipt(db, userId, Number(key)).then((r) => r && receiptView(r))
        : await receiptsStore
            .liveClassReceipt(db, userId, key)
            .then((r) => r && liveClassReceiptView(r));
      if (!receipt) throw notFound(billingTexts.noSuchReceipt);
      return receipt;
    },
    async dayPasses(userId: number): Promise<DayPassesAnswer> {
      return { dayPasses: (await receiptsStore.dayPasses(db, userId)).map(dayPassView) };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;

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
import { notFound } from '../../../platform/http/errors.ts';
import { studioBrandsByIds, type StudioBrand } from '../../studios/service.ts';
import { receiptsStore, type DayPassEntryRow, type ReceiptRow } from './receipts-store.ts';
import {
  packPaymentByIntent,
  packPaymentsOf,
  type PackPaymentRow,
} from '../packs/pack-purchase-store.ts';

/** A single live class paid by card: its booked seat, or its refund when it could not be booked. */
export interface LiveClassPayment {
  intent_id: string;
  amount_cents: number;
  paid_at: Date;
  class_title: string;
  scheduled_at: Date;
  studio_id: number;
  refunded: boolean;
}

/**
 * A member's live-class card payments, the schedule's (read where it keeps them, no ledger row),
 * handed in by the caller: the schedule uses billing, so billing does not import it back.
 */
export interface LiveClassPaymentsOf {
  /** The member's, the `limit` latest first. */
  list(db: Database, userId: number, limit: number): Promise<LiveClassPayment[]>;
  /** One of the member's, by its payment intent: its refund if refunded, else its seat. */
  byIntent(db: Database, userId: number, intentId: string): Promise<LiveClassPayment | undefined>;
  /** Whether the member booked a class of the studio: no longer a new customer for its intro offer. */
  bookedAtStudio(db: Database, userId: number, studioId: number): Promise<boolean>;
}

/** The studios' names of these rows, read in one go (a row of no studio, or one unknown, has none). */
async function studiosOf(
  db: Database,
  rows: { studio_id: number | null }[],
): Promise<Map<number, StudioBrand>> {
  const ids = [...new Set(rows.flatMap((r) => (r.studio_id === null ? [] : [r.studio_id])))];
  return new Map((await studioBrandsByIds(db, ids)).map((b) => [b.id, b]));
}

/** The studio of a row, when it has one. */
const brand = (studioOf: Map<number, StudioBrand>, id: number | null) =>
  id === null ? undefined : studioOf.get(id);

/** 'JS-000042': the payment's ledger id, as printed on its receipt. */
export const receiptNumber = (id: number) => `JS-${String(id).padStart(6, '0')}`;

function receiptView(row: ReceiptRow, brand: StudioBrand | undefined): Receipt {
  const studio = brand?.name ?? 'JetSweat';
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
const liveClassReceiptView = (row: LiveClassPayment, studio: StudioBrand): Receipt => ({
  id: row.intent_id,
  number: row.intent_id,
  paidAt: new Date(row.paid_at).toISOString(),
  kind: 'liveclass',
  description: `${studio.name} live class: ${row.class_title}, ${easternShortDate(row.scheduled_at)}`,
  passDate: null,
  amountCents: row.amount_cents,
  refunded: row.refunded,
});

/** A class pack paid by card: its number is the payment's own reference, as for a live class. */
const packReceiptView = (row: PackPaymentRow, studio: StudioBrand | undefined): Receipt => ({
  id: row.intent_id!,
  number: row.intent_id!,
  paidAt: new Date(row.paid_at!).toISOString(),
  kind: 'pack',
  description: `${studio?.name ?? 'JetSweat'} class pack: ${row.name}`,
  passDate: null,
  amountCents: row.amount_cents,
  // Refunded for its unused classes only (docs/decisions/0114-pack-refunds.md): a free refund
  // (every class used) gives nothing back, so the receipt says nothing of it.
  refunded: row.status === 'refunded' && (row.refund_cents ?? 0) > 0,
  ...(row.status === 'refunded' && row.refund_cents !== row.amount_cents
    ? { refundedCents: row.refund_cents ?? 0 }
    : {}),
});

/** Live-class payments with their studio's name (a class's studio is always known). */
const liveViews = (studioOf: Map<number, StudioBrand>, rows: LiveClassPayment[]) =>
  rows.flatMap((r) => {
    const studio = studioOf.get(r.studio_id);
    return studio ? [liveClassReceiptView(r, studio)] : [];
  });

const latestFirst = (a: Receipt, b: Receipt) => b.paidAt.localeCompare(a.paidAt);

const dayPassView = (row: DayPassEntryRow, brand: StudioBrand | undefined): DayPassEntry => ({
  id: row.id,
  passDate: row.pass_date,
  studio:
    brand?.name && brand.short_name ? { name: brand.name, shortName: brand.short_name } : null,
  amountCents: row.amount_cents,
});

/** The most receipts of each kind (ledger, live classes) and day passes a member's list holds. */
const LISTED = 500;

/**
 * What a member has paid for: receipts for their succeeded payments (the ledger's, the live
 * classes' the schedule keeps, and their class packs'), and their day passes; the studios' names
 * read in one go.
 */
export function createReceipts(db: Database, livePayments: LiveClassPaymentsOf) {
  return {
    async receipts(userId: number): Promise<ReceiptsAnswer> {
      const [ledger, live, packs] = await Promise.all([
        receiptsStore.receipts(db, userId),
        livePayments.list(db, userId, LISTED),
        packPaymentsOf(db, userId, LISTED),
      ]);
      const studioOf = await studiosOf(db, [...ledger, ...live, ...packs]);
      const receipts = [
        ...ledger.map((r) => receiptView(r, brand(studioOf, r.studio_id))),
        ...liveViews(studioOf, live),
        ...packs.map((r) => packReceiptView(r, brand(studioOf, r.studio_id))),
      ];
      return { receipts: receipts.sort(latestFirst) };
    },
    /** Another member's receipt is as unknown as one that does not exist. */
    async receipt(userId: number, key: string): Promise<Receipt> {
      let receipt: Receipt | undefined;
      if (isLedgerReceiptKey(key)) {
        const row = await receiptsStore.receipt(db, userId, Number(key));
        receipt = row && receiptView(row, brand(await studiosOf(db, [row]), row.studio_id));
      } else {
        const row = await livePayments.byIntent(db, userId, key);
        receipt = row && liveViews(await studiosOf(db, [row]), [row])[0];
        const pack = row ? undefined : await packPaymentByIntent(db, userId, key);
        if (pack)
          receipt = packReceiptView(pack, brand(await studiosOf(db, [pack]), pack.studio_id));
      }
      if (!receipt) throw notFound(billingTexts.noSuchReceipt);
      return receipt;
    },
    async dayPasses(userId: number): Promise<DayPassesAnswer> {
      const rows = await receiptsStore.dayPasses(db, userId);
      const studioOf = await studiosOf(db, rows);
      return { dayPasses: rows.map((r) => dayPassView(r, brand(studioOf, r.studio_id))) };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;

import { z } from 'zod';
import { MAX_ID } from './ids.ts';

/**
 * What a member has bought, for their membership page: receipts for their card payments (the
 * payments ledger's, and single live classes') and their day passes. Money in cents; days are
 * Eastern Time 'YYYY-MM-DD' keys.
 */
export const receiptSchema = z.object({
  /** The receipt's key in its address: a ledger payment's id ('42'), a live class's or class pack's payment ('pi_…'). */
  id: z.string(),
  /** The receipt's number as printed: 'JS-000042', or the live-class payment's reference. */
  number: z.string(),
  paidAt: z.string(),
  kind: z.enum(['subscription', 'daypass', 'liveclass', 'pack']),
  /** 'Monthly plan', 'Brooks Pilates day pass', 'Brooks Pilates live class: Core, Dec 1, 2026', 'Brooks Pilates class pack: 5 Class Pack'. */
  description: z.string(),
  /** For a day pass, the day it is for. */
  passDate: z.string().nullable(),
  amountCents: z.number().int(),
  /** The payment was given back (a live class that filled up or started before it was paid). */
  refunded: z.boolean(),
  /**
   * What was given back when it was only part of the payment: a class pack refunded for its unused
   * classes (docs/decisions/0114-pack-refunds.md). Absent when the whole payment was.
   */
  refundedCents: z.number().int().optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/user/receipts. */
export const receiptsAnswerSchema = z.object({ receipts: z.array(receiptSchema) });
export type ReceiptsAnswer = z.infer<typeof receiptsAnswerSchema>;

const LEDGER_KEY = /^[1-9]\d{0,9}$/;
const RECEIPT_KEY = /^([1-9]\d{0,9}|pi_[A-Za-z0-9_]{1,200})$/;

/** A receipt's key: a ledger payment's id (a database integer) or a live class's payment id. */
export const receiptParamsSchema = z.object({
  receiptId: z
    .string()
    .regex(RECEIPT_KEY, 'There is no such receipt.')
    .refine((key) => !LEDGER_KEY.test(key) || Number(key) <= MAX_ID, 'There is no such receipt.')
    .describe("A payment's id ('42') or a live class's payment ('pi_…')"),
});

/** Whether a receipt key names a payment in the ledger (else a live class's payment). */
export const isLedgerReceiptKey = (key: string) => LEDGER_KEY.test(key);

export const dayPassEntrySchema = z.object({
  id: z.number().int(),
  passDate: z.string(),
  /** null: JetSweat's own day pass, for every studio. */
  studio: z.object({ name: z.string(), shortName: z.string() }).nullable(),
  amountCents: z.number().int(),
});
export type DayPassEntry = z.infer<typeof dayPassEntrySchema>;

/** GET /api/user/daypasses: the member's paid day passes, the latest day first. */
export const dayPassesAnswerSchema = z.object({ dayPasses: z.array(dayPassEntrySchema) });
export type DayPassesAnswer = z.infer<typeof dayPassesAnswerSchema>;

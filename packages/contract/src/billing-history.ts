import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * What a member has bought, for their membership page: receipts from the payments ledger and
 * their day passes. Money in cents; days are Eastern Time 'YYYY-MM-DD' keys.
 */
export const receiptSchema = z.object({
  id: z.number().int(),
  /** The receipt's number as printed: 'JS-000042'. */
  number: z.string(),
  paidAt: z.string(),
  kind: z.enum(['subscription', 'daypass']),
  /** 'Monthly plan', 'Brooks Pilates day pass'. */
  description: z.string(),
  /** For a day pass, the day it is for. */
  passDate: z.string().nullable(),
  amountCents: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/user/receipts. */
export const receiptsAnswerSchema = z.object({ receipts: z.array(receiptSchema) });
export type ReceiptsAnswer = z.infer<typeof receiptsAnswerSchema>;

export const receiptParamsSchema = z.object({ receiptId: idSchema('receipt') });

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

/**
 * The studio console's class packs (issue 54, item 1): the pack editor and the pack sales list.
 * A new pack takes packs.ts's packFieldsSchema, a change packUpdateSchema below.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { classPackSchema, packFieldsSchema } from './packs.ts';
import { packTexts } from './packs-texts.ts';
import { consolePacksTexts } from './console-packs-texts.ts';

export const packParamsSchema = z.object({
  studioId: idSchema('studio id'),
  packId: idSchema('pack id'),
});

/** GET /api/console/studios/{studioId}/packs: every pack of the studio, on sale or not, oldest first. */
export const consolePacksSchema = z.object({ packs: z.array(classPackSchema) });
export type ConsolePacks = z.infer<typeof consolePacksSchema>;

/**
 * POST …/packs and PATCH …/packs/{packId} answer the pack's id only: the page reads the list again
 * (an answer that echoed the name sent would tell nobody anything new, as coupons' and notes' do).
 */
export const packSavedSchema = z.object({ id: z.number().int() });

/** GET …/pack-sales: one page of the studio's pack sales, newest first. */
export const packSalesQuerySchema = z.object({
  page: z.coerce
    .number({ message: consolePacksTexts.pageInvalid })
    .int(consolePacksTexts.pageInvalid)
    .min(1, consolePacksTexts.pageInvalid)
    .max(10_000, consolePacksTexts.pageInvalid)
    .optional(),
});
export type PackSalesQuery = z.infer<typeof packSalesQuerySchema>;

/** One sale: who bought which pack, when, for how much, and what is left of it. */
export const packSaleSchema = z.object({
  id: z.number().int(),
  packId: z.number().int(),
  packName: z.string(),
  memberName: z.string(),
  intro: z.boolean(),
  status: z.enum(['paid', 'refunded']),
  amountCents: z.number().int(),
  creditsTotal: z.number().int(),
  creditsLeft: z.number().int(),
  paidAt: z.string(),
  expiresAt: z.string(),
  /** A refunded sale's money given back and its classes voided; null while it is not refunded. */
  refundCents: z.number().int().nullable(),
  creditsVoided: z.number().int().nullable(),
});
export type PackSale = z.infer<typeof packSaleSchema>;

export const packSalesSchema = z.object({
  sales: z.array(packSaleSchema),
  /** Sales on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PackSales = z.infer<typeof packSalesSchema>;

/**
 * PATCH …/packs/{packId}: the fields to change, the others kept. Without packFieldsSchema's
 * defaults of intro and onSale, so a change of name alone never puts a pack back on sale; the
 * same rules and texts otherwise.
 */
export const packUpdateSchema = packFieldsSchema
  .extend({ intro: z.boolean(), onSale: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: consolePacksTexts.nothingToChange });
export type PackUpdate = z.output<typeof packUpdateSchema>;
export type PackCreate = z.output<typeof packFieldsSchema>;

const rules = packFieldsSchema.shape;
/** A whole number typed in the form (NaN otherwise, which the contract's rule refuses). */
const whole = (message: string, rule: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : NaN))
    .pipe(z.number({ message }).pipe(rule));

/**
 * The console's pack form: what is typed, as packFieldsSchema's fields (price in dollars, sent as
 * priceCents); each message is the server's.
 */
export const packFormSchema = z.object({
  name: rules.name,
  credits: whole(packTexts.creditsRange, rules.credits),
  // Dollars and cents typed, cents sent.
  price: z
    .string()
    .trim()
    .transform((v) => (/^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : NaN))
    .pipe(z.number({ message: packTexts.priceRange }).pipe(rules.priceCents)),
  validDays: whole(packTexts.validRange, rules.validDays),
  intro: z.boolean(),
  onSale: z.boolean(),
});
export type PackFormInput = z.input<typeof packFormSchema>;
export type PackFormValues = z.output<typeof packFormSchema>;

/**
 * What refunding a pack gives back (docs/decisions/0114-pack-refunds.md): the price paid times the
 * classes not used over the classes bought, in whole cents rounded down, so a refund is never more
 * than the unused share of what was paid. 6000 for 5 classes, 2 unused: 2400.
 */
export const packRefundCents = (amountCents: number, creditsLeft: number, creditsTotal: number) =>
  Math.floor((amountCents * creditsLeft) / creditsTotal);

/** POST …/pack-sales/{purchaseId}/refund: refunds one sale's unused classes. */
export const packRefundParamsSchema = z.object({
  studioId: idSchema('studio id'),
  purchaseId: idSchema('pack purchase id'),
});

/**
 * The sale's refund: what was given back and voided, and whether the gateway has made it yet
 * ('owed': its job asks again until it has). Pressing again answers the same refund.
 */
export const packRefundSchema = z.object({
  id: z.number().int(),
  refundCents: z.number().int(),
  creditsVoided: z.number().int(),
  state: z.enum(['owed', 'refunded']),
});
export type PackRefund = z.infer<typeof packRefundSchema>;

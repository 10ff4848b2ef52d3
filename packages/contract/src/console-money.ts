import { z } from 'zod';
import {
  MAX_AMOUNT_OFF_CENTS,
  MAX_COUPON_REDEMPTIONS,
  MAX_PRICE_CENTS,
  MIN_PRICE_CENTS,
} from './console-money-texts.ts';
import { idSchema } from './ids.ts';

/** The purchases a studio's coupon may be for: its own plans and day pass (they have packages). */
export const studioCouponKindSchema = z.enum(['subscription', 'daypass']);
export const couponDurationSchema = z.enum(['once', 'repeating', 'forever']);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} may be at most ${max}.`);
const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time.` });

/** POST /api/console/studios/{studioId}/coupons. Exactly one of percentOff and amountOffCents. */
export const couponCreateSchema = z
  .object({
    code: z
      .string({ message: 'The code must be text.' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/, 'The code must be 2 to 40 letters, digits, - or _.'),
    description: z.string().trim().max(200, 'The description may be at most 200 characters.'),
    percentOff: whole('The percentage', 1, 100).nullable(),
    amountOffCents: whole('The amount off (cents)', 1, MAX_AMOUNT_OFF_CENTS).nullable(),
    duration: couponDurationSchema,
    durationInMonths: whole('The number of months', 1, 36).nullable(),
    appliesTo: z
      .array(studioCouponKindSchema)
      .min(1, 'Choose what the coupon is for.')
      .transform((v) => [...new Set(v)]),
    redeemBy: dateTime('The expiry').nullable(),
    maxRedemptions: whole('The limit', 1, MAX_COUPON_REDEMPTIONS).nullable(),
  })
  .superRefine((c, ctx) => {
    if ((c.percentOff === null) === (c.amountOffCents === null))
      ctx.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'Give either a percentage or an amount off.',
      });
    if ((c.duration === 'repeating') !== (c.durationInMonths !== null))
      ctx.addIssue({
        code: 'custom',
        path: ['durationInMonths'],
        message: 'Give the number of months for a repeating coupon, and only then.',
      });
  });
export type CouponCreate = z.output<typeof couponCreateSchema>;

/** PATCH …/coupons/{couponId}: change the limit or expiry (null: none), or switch it off or on. */
export const couponUpdateSchema = z
  .object({
    maxRedemptions: whole('The limit', 1, MAX_COUPON_REDEMPTIONS).nullable().optional(),
    redeemBy: dateTime('The expiry').nullable().optional(),
    active: z.boolean({ message: 'Active must be true or false.' }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change.' });
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

export const couponParamsSchema = z.object({
  studioId: idSchema('studio id'),
  couponId: idSchema('coupon id'),
});

export const studioCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  duration: couponDurationSchema,
  durationInMonths: z.number().int().nullable(),
  appliesTo: z.array(z.string()),
  redeemBy: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StudioCoupon = z.infer<typeof studioCouponSchema>;
/**
 * POST …/coupons answers the new coupon's id only: an answer that echoes the code and text sent
 * tells nobody anything new (as the studio page's save answers which fields changed).
 */
export const couponCreatedSchema = z.object({ id: z.number().int() });
export const studioCouponsSchema = z.object({ coupons: z.array(studioCouponSchema) });

/** GET …/coupons/{couponId}/redemptions: who used it, for what, newest first (at most 200). */
export const couponRedemptionsSchema = z.object({
  redemptions: z.array(
    z.object({
      id: z.number().int(),
      memberName: z.string(),
      purpose: z.string(),
      redeemedAt: z.string(),
    }),
  ),
});
export type CouponRedemptions = z.infer<typeof couponRedemptionsSchema>;

/** GET …/prices: the studio's packages on sale (plans and day pass), prices in cents (USD). */
export const studioPriceSchema = z.object({
  packageId: z.string(),
  kind: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  currency: z.literal('usd'),
});
export type StudioPrice = z.infer<typeof studioPriceSchema>;
export const studioPricesSchema = z.object({ prices: z.array(studioPriceSchema) });

export const priceParamsSchema = z.object({
  studioId: idSchema('studio id'),
  packageId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+_[a-z0-9]+$/, 'There is no such package.'),
});
export const priceUpdateSchema = z.object({
  priceCents: whole('The price (cents)', MIN_PRICE_CENTS, MAX_PRICE_CENTS),
});

/** GET …/revenue: per month (YYYY-MM, UTC), cents by kind; refunds are positive amounts given back. */
export const revenueMonthSchema = z.object({
  month: z.string(),
  subscription: z.number().int(),
  daypass: z.number().int(),
  liveclass: z.number().int(),
  refund: z.number().int(),
  net: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;
export const revenueSchema = z.object({
  currency: z.literal('usd'),
  months: z.array(revenueMonthSchema),
});
export type Revenue = z.infer<typeof revenueSchema>;

/** Why a live-class payment is given back (the schedule's refund claims). */
export const refundReasons = ['full', 'already', 'started', 'cancelled'] as const;

/**
 * GET …/refunds-owed: refunds of the studio's live classes claimed but not yet made by the
 * gateway (its job keeps asking), oldest first, with how often they were asked for and why the
 * last ask failed.
 */
export const owedRefundSchema = z.object({
  classId: z.number().int(),
  classTitle: z.string(),
  classStartsAtIso: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  amountCents: z.number().int(),
  reason: z.enum(refundReasons),
  claimedAtIso: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OwedRefund = z.infer<typeof owedRefundSchema>;
export const owedRefundsSchema = z.object({
  refunds: z.array(owedRefundSchema),
  totalCents: z.number().int(),
});
export type OwedRefunds = z.infer<typeof owedRefundsSchema>;
